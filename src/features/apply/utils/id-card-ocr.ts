// What the ID card OCR read, as the photos step keeps it (ApplyIdCardOcr): the server reads each
// side (api/read-id-card.ts) and the step merges the two readings with what the worker typed.
import type { ApplyIdCardOcr } from '../api/use-apply';

export const EMPTY_OCR: ApplyIdCardOcr = {
  name: null,
  idNumber: null,
  gender: null,
  nation: null,
  birthday: null,
  address: null,
  issuingAuthority: null,
  validFrom: null,
  validTo: null,
};

/** One side's reading over what the step holds: a field read replaces it, a field not read (null) keeps it. */
export function mergeOcr(current: ApplyIdCardOcr, read: ApplyIdCardOcr): ApplyIdCardOcr {
  const kept = { ...current };
  for (const [field, value] of Object.entries(read) as [keyof ApplyIdCardOcr, ApplyIdCardOcr[keyof ApplyIdCardOcr]][]) {
    if (value !== null) (kept as Record<keyof ApplyIdCardOcr, unknown>)[field] = value;
  }
  return kept;
}

/**
 * One side's reading over what the step holds, as mergeOcr, but an ID number read that differs from
 * the one the step already holds (typed, or saved before) replaces nothing: it comes back as
 * `differing`, for the applicant to choose (issue 41: a typed number was replaced silently).
 */
export function readingOver(current: ApplyIdCardOcr, read: ApplyIdCardOcr): { kept: ApplyIdCardOcr; differing: string | null } {
  const held = current.idNumber?.trim().toUpperCase() || null;
  const differing = read.idNumber !== null && held !== null && read.idNumber.toUpperCase() !== held ? read.idNumber.toUpperCase() : null;
  return { kept: mergeOcr(current, differing ? { ...read, idNumber: null } : read), differing };
}

/** The photo as the OCR call takes it: base64 without the data-URL prefix. */
export function fileToBase64(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(blob);
  });
}
