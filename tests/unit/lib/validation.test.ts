import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fileTypeFromName,
  idCardProblem,
  isAmount,
  isDate,
  isDigitsCode,
  isEmail,
  isIdCard,
  isMobile,
  isMobileShownAs,
  isPassword,
  isPayPassword,
  isSmsCode,
  isUrl,
  normalizeAmount,
  normalizeDigits,
  normalizeMobile,
  toCents,
  toHalfWidth,
} from '@/lib/validation';

describe('mobile numbers (brief: strip spaces, hyphens, +86/0086, then ^1[3-9]\\d{9}$)', () => {
  it.each(['13812345678', '138 1234 5678', '138-1234-5678', '+8613812345678', '008613812345678', '19912345678'])('accepts %s', (m) => {
    expect(isMobile(m)).toBe(true);
  });
  it.each(['12812345678', '1381234567', '138123456789', '23812345678', '+85213812345678', 'abcdefghijk', ''])('refuses %s', (m) => {
    expect(isMobile(m)).toBe(false);
  });
  it('normalizes to the bare 11 digits', () => {
    expect(normalizeMobile('+86 138-1234-5678')).toBe('13812345678');
  });
  it('knows a number as typed for the one a masked number shows (the worker\'s own, as the server answers it)', () => {
    expect(isMobileShownAs('+86 138 1234 5678', '138****5678')).toBe(true);
    expect(isMobileShownAs('13899995678', '138****5678')).toBe(true);
    expect(isMobileShownAs('13912345678', '138****5678')).toBe(false);
    expect(isMobileShownAs('13812345679', '138****5678')).toBe(false);
    expect(isMobileShownAs('1381234567', '138****5678')).toBe(false);
    expect(isMobileShownAs('13812345678', '13812345678')).toBe(true);
    expect(isMobileShownAs('13812345678', '')).toBe(false);
  });
});

describe('national ID (GB 11643-1999)', () => {
  const today = new Date('2026-11-22T00:00:00+08:00');
  it('accepts a valid 18-character ID, lowercase x included', () => {
    expect(isIdCard('11010519491231002X', today)).toBe(true);
    expect(isIdCard('11010519491231002x', today)).toBe(true);
    expect(isIdCard('440308199901101512', today)).toBe(true);
  });
  it.each(['810000199001011230', '820000199001011232', '830000199001011234'])(
    'accepts the residence permit of a Hong Kong, Macao or Taiwan resident (%s: codes 81, 82, 83, the same scheme)',
    (id) => expect(idCardProblem(id, today)).toBeNull(),
  );
  it('says why an ID is refused', () => {
    expect(idCardProblem('110105491231002', today)).toBe('legacy15');
    expect(idCardProblem('11010519491231002', today)).toBe('format');
    expect(idCardProblem('99010519491231002X', today)).toBe('province');
    expect(idCardProblem('110105194902300021', today)).toBe('birthDate');
    expect(idCardProblem('110105203001010015', today)).toBe('birthDate');
    expect(idCardProblem('110105194912310021', today)).toBe('checksum');
  });
});

describe('money amounts (brief: > 0, at most 2 decimals, exact cents)', () => {
  it('converts exactly, never through floating point', () => {
    expect(toCents('0.29')).toBe(29);
    expect(toCents('1.1')).toBe(110);
    expect(toCents('1234.56')).toBe(123456);
    expect(toCents('0')).toBe(0);
    expect(toCents('1.234')).toBeNull();
    expect(toCents('-1')).toBeNull();
    expect(toCents('01.5')).toBeNull();
  });
  it('round-trips every amount of integer cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_99 }), (cents) => {
        const text = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
        expect(toCents(text)).toBe(cents);
        expect(isAmount(text)).toBe(cents > 0);
      }),
    );
  });
  it('refuses any amount with three decimals', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 999 }), (y, d) => !isAmount(`${y}.${String(d).padStart(3, '0')}`)));
  });
});

describe('payment password (6 digits, not all equal, not a straight run)', () => {
  it.each(['802417', '135790', '112233'])('accepts %s', (p) => expect(isPayPassword(p)).toBe(true));
  it.each(['111111', '123456', '654321', '012345', '12345', '1234567', 'abcdef'])('refuses %s', (p) => expect(isPayPassword(p)).toBe(false));
  it('refuses every six equal digits', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 9 }), (d) => !isPayPassword(String(d).repeat(6))));
  });
});

describe('other formats', () => {
  it('codes are 6 digits by default; SMS codes too', () => {
    expect(isDigitsCode('123456')).toBe(true);
    expect(isDigitsCode('1234', 4)).toBe(true);
    expect(isSmsCode('1234')).toBe(false);
    expect(isSmsCode('246810')).toBe(true);
  });
  it('password', () => {
    expect(isPassword('abc_123@')).toBe(true);
    expect(isPassword('abc 123')).toBe(false);
    expect(isPassword('a'.repeat(19))).toBe(false);
  });
  it('dates', () => {
    expect(isDate('2026-02-28')).toBe(true);
    expect(isDate('2026-02-29')).toBe(false);
    expect(isDate('2024-02-29')).toBe(true);
  });
  it('email and url', () => {
    expect(isEmail('li.xiumei@example.cn')).toBe(true);
    expect(isEmail('li@')).toBe(false);
    expect(isUrl('https://example.cn/a')).toBe(true);
    expect(isUrl('javascript:alert(1)')).toBe(false);
  });
  it('file type from the suffix, png by default', () => {
    expect(fileTypeFromName('photo.JPG')).toEqual({ type: 'image', suffix: 'jpg' });
    expect(fileTypeFromName('clip.mp4')).toEqual({ type: 'video', suffix: 'mp4' });
    expect(fileTypeFromName('contract.pdf')).toEqual({ type: 'other', suffix: 'pdf' });
    expect(fileTypeFromName('blob')).toEqual({ type: 'image', suffix: 'png' });
  });
});

describe('legal names (chinese-name)', () => {
  it('takes 2-20 Chinese characters, with the middle dot inside a minority name', async () => {
    const { isChineseName } = await import('@/lib/validation');
    expect(['李秀梅', '王建国', '阿依古丽·买买提'].map(isChineseName)).toEqual([true, true, true]);
    expect(['李', 'Li Xiumei', '李秀梅1', '·李秀梅', '李秀梅·', '阿依··买买提', '一二三四五六七八九十一二三四五六七八九十一'].map(isChineseName)).toEqual([
      false, false, false, false, false, false, false,
    ]);
  });
});

describe('what people type and paste (issue 29)', () => {
  it('takes full-width characters as half-width: a Chinese keyboard\'s digits, point and at sign', () => {
    expect(toHalfWidth('１２３．５０')).toBe('123.50');
    expect(toHalfWidth('ｌｉ＠ｅｘａｍｐｌｅ．ｃｎ')).toBe('li@example.cn');
    expect(toHalfWidth('李秀梅')).toBe('李秀梅');
  });
  it('reads a bank card as printed: groups, dashes and full-width digits', () => {
    expect(normalizeDigits('6225 8802 1234 5678')).toBe('6225880212345678');
    expect(normalizeDigits('６２２５-８８０２\u30001234')).toBe('622588021234');
  });
  it('reads an amount with full-width digits, a Chinese full stop or thousands commas', () => {
    expect(normalizeAmount('１２３')).toBe('123');
    expect(normalizeAmount('１，２００．５')).toBe('1200.5');
    expect(normalizeAmount('88。5')).toBe('88.5');
  });
  it('reads a mobile number typed in full-width digits', () => {
    expect(normalizeMobile('＋８６ １３９ １２３４ ５６７８')).toBe('13912345678');
    expect(isMobile('１３９１２３４５６７８')).toBe(true);
  });
});
