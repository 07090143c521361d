// Format checks of the fields this app has, as the product brief decides the "two readings" of the old
// app's checks. Pure functions: used by hand-written forms and as custom formats of the JSON-schema
// forms. The old app's checks for fields this app has none of (landline, IP, time, datetime, version,
// plate, username) are not written: docs/decisions.md says why; a check comes with its field.
// Where the contract gives a field's pattern, the check reads it from there (contract-patterns.ts).
import { contractLengths, contractPatterns } from './contract-patterns.ts';

export { contractLengths, contractPatterns };

/**
 * What a person types or pastes, in the characters a form checks: full-width ASCII (a Chinese
 * keyboard's １２３, ．, ＠, Ａ) as half-width, and the full-width space as a space.
 */
export function toHalfWidth(input: string): string {
  return input.replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)).replace(/\u3000/g, ' ');
}

/** A number typed as printed: a bank card's groups (6225 8802 1234 5678) or dashes, full-width digits. */
export function normalizeDigits(input: string): string {
  return toHalfWidth(input).replace(/[\s-]/g, '');
}

/** An amount as typed: full-width digits and point, a comma or a space between thousands dropped; only digits and a point kept. */
export function normalizeAmount(input: string): string {
  return toHalfWidth(input).replace(/。/g, '.').replace(/[^\d.]/g, '');
}

/** Strips spaces, hyphens and a leading +86 / 0086 (brief: mobile), full-width digits as half-width. */
export function normalizeMobile(input: string): string {
  return toHalfWidth(input).replace(/[\s-]/g, '').replace(/^(\+86|0086)/, '');
}

export const isMobile = (input: string) => contractPatterns.mobile.test(normalizeMobile(input));

/**
 * Whether a mobile as typed is the number a masked one shows (`138****5678`, as the server answers the
 * worker's own): the same first three and last four digits. A number given in full is compared whole.
 */
export function isMobileShownAs(input: string, shown: string): boolean {
  const mobile = normalizeMobile(input);
  const masked = /^(\d{3})\*{4}(\d{4})$/.exec(shown);
  if (!masked) return isMobile(shown) && mobile === normalizeMobile(shown);
  return contractPatterns.mobile.test(mobile) && mobile.startsWith(masked[1]!) && mobile.endsWith(masked[2]!);
}

export const isEmail = (input: string) => /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/.test(input.trim());

export const isDigitsCode = (input: string, length = 6) => new RegExp(`^\\d{${length}}$`).test(input);

/** SMS and email codes are 6 digits (brief). */
export const isSmsCode = (input: string) => contractPatterns.smsCode.test(input);

export const isPassword = (input: string) => contractPatterns.password.test(input);

/** Who referred an applicant, as the contract takes it: an invite code or a mobile number. */
export const isReferrer = (input: string) => contractPatterns.referrer.test(input);

/** An invite code as typed: spaces around it forgiven. */
export const isInviteCode = (input: string) => contractPatterns.inviteCode.test(input.trim());

export * from './records.ts';
export * from './file-type.ts';
