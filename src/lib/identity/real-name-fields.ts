// What the two real-name forms (Mine's page, the application's step) check and send the same way:
// the ID number's verdict and the request made of what was typed. Apart from the hooks
// (use-real-name.ts), so a page that only reads the status does not load the ID number's checks.
import type { WorkerRealNameSubmitRequest } from '@generated/api/model';
import { idCardProblem, normalizeIdCard } from '@/lib/validation';

/** The fields a worker types in either form, as typed. */
export type RealNameFields = { realName: string; idCardNo: string };

/** Why a typed ID number is refused: `required` when empty, else the backend's checks (lib/validation); null when fine. */
export const idNumberProblem = (typed: string) => (typed.trim() ? idCardProblem(typed) : 'required');

/** The submission as the contract takes it: the name trimmed, the number as the backend checks it (x upper-cased). */
export const realNameRequest = (
  { realName, idCardNo }: RealNameFields,
  photos: Pick<WorkerRealNameSubmitRequest, 'idCardFront' | 'idCardBack' | 'handheldPhoto'>,
): WorkerRealNameSubmitRequest => ({ realName: realName.trim(), idCardNo: normalizeIdCard(idCardNo), ...photos });
