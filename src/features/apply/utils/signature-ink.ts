// Whether the strokes on the signature pad are a signature, not a dot or a stray line (issue 29,
// "Signing"): enough extent across the pad and enough ink inside that extent.
/** A point as signature_pad's toData() gives it: CSS pixels from the pad's top-left corner. */
type InkPoint = { x: number; y: number };
export type InkStroke = { points: readonly InkPoint[] };
type PadSize = { width: number; height: number };

/**
 * The rule, in shares of the pad (CSS pixels, so the screen's pixel density does not matter):
 * - the strokes' bounding box spans at least 30% of the pad's width, and at least 15% of its
 *   shorter side in height. Not of its height: upright, the pad is a column far taller than wide
 *   (about 330 x 590 px on a 360 px phone) and a name written across it, characters about 50 px
 *   high, would be refused; sideways the shorter side is the height, as one expects.
 * - the ink (the strokes' length, point to point, added up) is at least twice the box's width:
 *   handwriting goes up and down and back, so a full name has far more; one straight line (or a
 *   dot, whose length is 0) does not.
 */
const SIGNATURE_RULE = { minWidthShare: 0.3, minHeightShare: 0.15, minInkPerWidth: 2 } as const;

/** `ok`, or why not: `empty` (nothing drawn), `small` (too little extent), `thin` (too little ink). */
type InkVerdict = 'ok' | 'empty' | 'small' | 'thin';

export function judgeSignature(strokes: readonly InkStroke[], pad: PadSize): InkVerdict {
  let left = Infinity;
  let right = -Infinity;
  let top = Infinity;
  let bottom = -Infinity;
  let ink = 0;
  for (const { points } of strokes) {
    points.forEach((p, i) => {
      left = Math.min(left, p.x);
      right = Math.max(right, p.x);
      top = Math.min(top, p.y);
      bottom = Math.max(bottom, p.y);
      if (i > 0) ink += Math.hypot(p.x - points[i - 1].x, p.y - points[i - 1].y);
    });
  }
  if (left === Infinity) return 'empty';
  const width = right - left;
  const height = bottom - top;
  // A pad not laid out (no size) cannot tell: refused rather than a dot let through.
  if (!(pad.width > 0 && pad.height > 0)) return 'small';
  if (width < pad.width * SIGNATURE_RULE.minWidthShare || height < Math.min(pad.width, pad.height) * SIGNATURE_RULE.minHeightShare) return 'small';
  if (ink < width * SIGNATURE_RULE.minInkPerWidth) return 'thin';
  return 'ok';
}
