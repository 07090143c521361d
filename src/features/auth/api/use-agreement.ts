// The agreement texts behind the consent links (service, privacy, worker cooperation).
import { useGetAgreement } from '@generated/api/system/system';
import { SystemAgreementType } from '@generated/api/model';

export type AgreementType = SystemAgreementType;
const agreementTypes = Object.values(SystemAgreementType);
export const isAgreementType = (value: unknown): value is AgreementType => agreementTypes.includes(value as AgreementType);

export function useAgreement(type: AgreementType) {
  return useGetAgreement({ type }, { query: { select: (body) => body.data, staleTime: 10 * 60_000 } });
}
