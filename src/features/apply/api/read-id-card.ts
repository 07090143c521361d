// The photos step's ID card OCR: the photo goes to our backend (recognizeApplyIdCard, with the
// worker's token), which reads it with the platform's OCR service and answers the fields the step
// keeps. No OCR credential is ever on the phone (issue 31).
import { recognizeApplyIdCard } from '@generated/api/apply/apply';
import type { ApplyIdCardOcr } from '@generated/api/model';

export type IdCardSide = 'front' | 'back';

/**
 * What the server read from one side of the card (the photo as base64 without the data-URL prefix):
 * that side's fields, null where nothing was read, the other side's null. A photo it cannot read
 * rejects with the ApiError of its 400, whose message says why.
 */
export async function readIdCard(imageBase64: string, side: IdCardSide): Promise<ApplyIdCardOcr> {
  const { data } = await recognizeApplyIdCard({ image: imageBase64, side });
  return data;
}
