import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n/i18n';
import { formatMoney } from '@/lib/format/money';
import { discountText, goodsValidityText, shopOrderStatusText } from '@/lib/format/shop';
import { contractDateTime } from '@/lib/format/contract-time';
import { formatCountdown, formatDate, formatDateTime, formatRelative, formatTime } from '@/lib/format/time';

describe('money from cents', () => {
  it('shows yuan with 2 decimals', () => {
    expect(formatMoney(29800)).toBe('¥298.00');
    expect(formatMoney(29)).toBe('¥0.29');
    expect(formatMoney(123456789)).toBe('¥1,234,567.89');
  });
  it('writes what Intl writes in each language (property)', () => {
    const intl = (locale: string, cents: number) =>
      new Intl.NumberFormat(locale, { style: 'currency', currency: 'CNY', currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);
    const locales = { 'zh-Hans': 'zh-Hans-CN', 'zh-Hant': 'zh-Hant-HK', en: 'en' } as const;
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.constantFrom(...(Object.keys(locales) as (keyof typeof locales)[])), (cents, language) => {
        expect(formatMoney(cents)).toBe(intl(locales[language], cents));
      }),
    );
  });
  it('keeps every cent (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (cents) => {
        const digits = formatMoney(cents).replace(/[^\d]/g, '');
        expect(Number(digits)).toBe(cents);
      }),
    );
  });
});

describe('relative time (Beijing time)', () => {
  const now = Date.parse('2026-11-22T12:00:00+08:00');
  it('under 300 s is "just now", in the worker\'s language', async () => {
    expect(formatRelative(now - 299_000, 'zh-Hans', now)).toBe('刚刚');
    await setLanguage('en');
    expect(formatRelative(now - 10_000, 'en', now)).toBe('just now');
    await setLanguage('zh-Hans');
  });
  it('then minutes, hours and days', () => {
    expect(formatRelative(now - 300_000, 'zh-Hans', now)).toBe('5分钟前');
    expect(formatRelative(now - 3 * 3600_000, 'zh-Hans', now)).toBe('3小时前');
    expect(formatRelative(now - 2 * 86_400_000, 'zh-Hans', now)).toBe('前天');
    expect(formatRelative(now - 29 * 86_400_000, 'en', now)).toBe('29 days ago');
  });
  it('from 30 days on, the date', () => {
    expect(formatRelative(now - 30 * 86_400_000, 'zh-Hans', now)).toBe('2026/10/23');
  });
  it('shows times in Beijing time whatever the phone zone', () => {
    expect(formatDateTime('2026-11-22T06:30:00Z', 'zh-Hans')).toBe('2026/11/22 14:30');
    expect(formatDateTime('2026-11-22T16:30:00Z', 'en')).toBe('23/11/2026, 00:30');
    // zh-Hant in its own (Taiwan's) order, not English's day first (issue 29).
    expect(formatDateTime('2026-11-22T06:30:00Z', 'zh-Hant')).toBe('2026/11/22 14:30');
    expect(formatTime('2026-11-22T16:30:00+00:00')).toBe('00:30');
  });
  it('writes a time for the server as the contract does, +08:00 whatever the phone zone (a cart line, a tap)', () => {
    expect(contractDateTime('2026-11-22T06:30:04.512Z')).toBe('2026-11-22T14:30:04+08:00');
    expect(contractDateTime(Date.UTC(2026, 10, 22, 20, 0, 0))).toBe('2026-11-23T04:00:00+08:00');
    fc.assert(
      fc.property(fc.date({ min: new Date('1992-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }), (at) => {
        const written = contractDateTime(at);
        expect(written).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/);
        // The same instant, to the second.
        expect(Date.parse(written)).toBe(Math.floor(at.getTime() / 1000) * 1000);
      }),
    );
  });
  it('writes dates and times as Intl does in Beijing time, in each language (property)', () => {
    const locales = { 'zh-Hans': 'zh-Hans-CN', 'zh-Hant': 'zh-Hant-TW', en: 'en-GB' } as const;
    // ICU versions differ in the space they put between date and time (Node: thin, Chromium: plain);
    // the app writes a plain one.
    const intl = (locale: string, options: Intl.DateTimeFormatOptions, at: Date) =>
      new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Shanghai', hour12: false, ...options }).format(at).replace(/[\u00a0\u2009\u202f]/g, ' ');
    const day = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;
    const clock = { hour: '2-digit', minute: '2-digit' } as const;
    fc.assert(
      fc.property(
        // From 1992 on: China has kept UTC+8 all year since its last daylight saving time in 1991.
        fc.date({ min: new Date('1992-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }),
        fc.constantFrom(...(Object.keys(locales) as (keyof typeof locales)[])),
        (at, language) => {
          expect(formatDate(at, language)).toBe(intl(locales[language], day, at));
          expect(formatDateTime(at, language)).toBe(intl(locales[language], { ...day, ...clock }, at));
          expect(formatTime(at)).toBe(intl(locales[language], clock, at));
        },
      ),
    );
  });
  it('counts down in mm:ss and h:mm:ss', () => {
    expect(formatCountdown(65)).toBe('01:05');
    expect(formatCountdown(3_725)).toBe('1:02:05');
    expect(formatCountdown(-5)).toBe('00:00');
  });
});

describe('shop texts', () => {
  it('goods validity: fixed range, days after purchase (0 = same day), long-term', () => {
    expect(goodsValidityText({ exp_time_mode: 1, exp_time_range: ['2026-01-01', '2026-12-31'] })).toBe('2026-01-01 至 2026-12-31 有效');
    expect(goodsValidityText({ exp_time_mode: 2, exp_time_rule: { start_after_days: 0 } })).toBe('购买当天生效');
    expect(goodsValidityText({ exp_time_mode: 2, exp_time_rule: { start_after_days: 3, valid_days: 365 } })).toBe('购买后 3 天生效，有效期 365 天');
    expect(goodsValidityText({ exp_time_mode: 3 })).toBe('长期有效');
  });
  it('discount text and its two errors', () => {
    expect(discountText(8.5)).toEqual({ ok: true, text: '8.5折' });
    expect(discountText(10.5)).toEqual({ ok: false, error: '折扣不可以大于原价' });
    expect(discountText(-1)).toEqual({ ok: false, error: '折扣不可以小于0' });
  });
  it('shop order status texts, said to the worker, who is the buyer (issue 52: 等待买家付款 asked her to wait for herself)', () => {
    expect(shopOrderStatusText(-4)).toBe('订单已关闭');
    expect(shopOrderStatusText(-2)).toBe('退款申请审核中');
    expect(shopOrderStatusText(0)).toBe('等待付款');
    expect(shopOrderStatusText(1)).toBe(shopOrderStatusText(2));
    expect(shopOrderStatusText(3)).toBe('商家已发货，等待收货');
    expect(shopOrderStatusText(4)).toBe('商家已发货，等待收货');
    expect(shopOrderStatusText(5)).toBe('等待评价');
    expect([-4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6].map(shopOrderStatusText).filter((text) => text.includes('买家'))).toEqual([]);
    expect(shopOrderStatusText(6)).toBe('订单已完成');
  });
});
