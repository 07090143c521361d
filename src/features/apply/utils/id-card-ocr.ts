// What the ID card OCR read, as the photos step keeps it (ApplyIdCardOcr): Baidu's words_result
// fields by their Chinese names, dates from yyyyMMdd.
import { contractPatterns } from '@/lib/validation';
import type { ApplyIdCardOcr, SystemBaiduIdcardResult } from '../api/use-apply';

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

const dateOf = (words: string | undefined) => (words && /^\d{8}$/.test(words) ? `${words.slice(0, 4)}-${words.slice(4, 6)}-${words.slice(6, 8)}` : null);

export function ocrFields(result: SystemBaiduIdcardResult, side: 'front' | 'back'): Partial<ApplyIdCardOcr> {
  const words = (name: string) => (result.words_result as Record<string, { words?: string } | undefined>)[name]?.words?.trim() || undefined;
  if (side === 'back') {
    return {
      issuingAuthority: words('签发机关') ?? null,
      validFrom: dateOf(words('签发日期')),
      validTo: dateOf(words('失效日期')),
    };
  }
  const gender = words('性别');
  const id = words('公民身份号码')?.toUpperCase();
  return {
    name: words('姓名') ?? null,
    idNumber: id && contractPatterns.idCard.test(id) ? id : null,
    gender: gender === '男' ? 1 : gender === '女' ? 2 : null,
    nation: words('民族') ?? null,
    birthday: dateOf(words('出生')),
    address: words('住址') ?? null,
  };
}

/** The photo as the OCR service takes it: base64 without the data-URL prefix. */
export function fileToBase64(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(blob);
  });
}
