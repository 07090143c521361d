// The signature rule (issue 29, "Signing"): a dot, a small scrawl or one straight line is not a
// signature; a name written across the pad is.
import { describe, expect, it } from 'vitest';
import { judgeSignature, type InkStroke } from '@/features/apply/utils/signature-ink';

/** The pad of a 360 px phone held upright, and turned sideways. */
const UPRIGHT = { width: 328, height: 590 };
const SIDEWAYS = { width: 560, height: 260 };

const stroke = (...points: [number, number][]): InkStroke => ({ points: points.map(([x, y]) => ({ x, y })) });

/** Three characters' worth of zigzags, each `size` px square, side by side from (x, y). */
function name(x: number, y: number, size: number): InkStroke[] {
  return [0, 1, 2].map((i) => {
    const left = x + i * size * 1.1;
    return stroke([left, y], [left + size, y], [left, y + size / 2], [left + size, y + size / 2], [left + size / 2, y], [left + size / 2, y + size]);
  });
}

describe('judgeSignature', () => {
  it('refuses nothing drawn', () => {
    expect(judgeSignature([], UPRIGHT)).toBe('empty');
    expect(judgeSignature([stroke()], UPRIGHT)).toBe('empty');
  });

  it('refuses a dot: one point, or a 2-pixel tap', () => {
    expect(judgeSignature([stroke([100, 200])], UPRIGHT)).toBe('small');
    expect(judgeSignature([stroke([100, 200], [102, 201])], UPRIGHT)).toBe('small');
  });

  it('refuses a name written too small: under 30% of the width or 15% of the shorter side high', () => {
    // 3 characters of 25 px: 80 px wide, under 30% of 328 (98 px).
    expect(judgeSignature(name(40, 200, 25), UPRIGHT)).toBe('small');
    // Wide enough but flat: 200 px across, 20 px high (15% of 328 is 49 px).
    expect(judgeSignature([stroke([20, 200], [120, 220], [220, 200], [120, 210])], UPRIGHT)).toBe('small');
  });

  it('refuses a single straight line, however long: too little ink for its extent', () => {
    expect(judgeSignature([stroke([20, 100], [300, 400])], UPRIGHT)).toBe('thin');
    expect(judgeSignature([stroke([20, 40], [540, 220])], SIDEWAYS)).toBe('thin');
  });

  it('accepts a full name across the pad, upright and sideways', () => {
    expect(judgeSignature(name(30, 240, 60), UPRIGHT)).toBe('ok');
    expect(judgeSignature(name(40, 60, 70), SIDEWAYS)).toBe('ok');
  });

  it('refuses anything on a pad with no size, which cannot be measured', () => {
    expect(judgeSignature(name(30, 240, 60), { width: 0, height: 0 })).toBe('small');
  });
});
