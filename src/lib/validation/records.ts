// The checks of the fields the sign-in page has none of: a URL and a date, a national ID and a legal name,
// amounts in yuan and cents, the payment password. A module of their own (index.ts
// re-exports them) so that the sign-in page, the first page most workers open, does not load them.
import { contractPatterns } from './contract-patterns.ts';

export function isUrl(input: string) {
  try {
    const url = new URL(input);
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}

export function isDate(input: string) {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(input);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

// The provinces, and 81, 82, 83: the residence permits of Hong Kong, Macao and Taiwan residents,
// 18-digit IDs of the same scheme.
const PROVINCE_CODES = new Set([
  11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46, 50, 51, 52, 53, 54, 61, 62, 63,
  64, 65, 71, 81, 82, 83,
]);
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

type IdCardProblem = 'format' | 'legacy15' | 'province' | 'birthDate' | 'checksum';

/** Why a national ID is refused, or null when it is valid (GB 11643-1999, brief: national ID). */
export function idCardProblem(input: string, today = new Date()): IdCardProblem | null {
  const id = input.trim().toUpperCase();
  if (/^\d{15}$/.test(id)) return 'legacy15';
  if (!contractPatterns.idCard.test(id)) return 'format';
  if (!PROVINCE_CODES.has(Number(id.slice(0, 2)))) return 'province';
  const birth = `${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}`;
  if (!isDate(birth) || birth < '1900-01-01' || new Date(`${birth}T00:00:00+08:00`) > today) return 'birthDate';
  const sum = ID_WEIGHTS.reduce((acc, w, i) => acc + w * Number(id[i]), 0);
  return ID_CHECK[sum % 11] === id[17] ? null : 'checksum';
}

export const isIdCard = (input: string, today?: Date) => idCardProblem(input, today) === null;

/** A legal name as on the ID card: 2-20 Chinese characters, with the middle dot of minority names (·). */
export const isChineseName = (input: string) => contractPatterns.chineseName.test(input.trim()) && !/^·|·$|··/.test(input.trim());

/** Lowercase x is accepted and shown as X. */
export const normalizeIdCard = (input: string) => input.trim().toUpperCase();

/** An amount in yuan: > 0 with at most 2 decimals. */
export const isAmount = (input: string) => /^(0|[1-9]\d{0,9})(\.\d{1,2})?$/.test(input.trim()) && toCents(input) !== null && toCents(input)! > 0;

/** Yuan text to integer cents, exactly (0.29 -> 29, never 28); null when not a valid amount. */
export function toCents(input: string): number | null {
  const m = /^(0|[1-9]\d{0,9})(?:\.(\d{1,2}))?$/.exec(input.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Exactly 6 digits, not six equal digits, not a straight run up or down. */
export function isPayPassword(input: string) {
  if (!contractPatterns.payPassword.test(input)) return false;
  if (/^(\d)\1{5}$/.test(input)) return false;
  const steps = [...input].slice(1).map((c, i) => Number(c) - Number(input[i]));
  return !(steps.every((s) => s === 1) || steps.every((s) => s === -1));
}
