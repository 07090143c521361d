// Where each step of the process page opens, and the contract pages' links.
import { paths } from '@/config/paths';
import type { ApplyStepKey } from '../api/use-apply';

export const STEP_PAGE: Record<ApplyStepKey, string> = {
  account: paths.applyAccount,
  basicInfo: paths.applySimple,
  images: paths.applyImage,
  realName: paths.applyRealName,
  contract: paths.applyContractList,
  inviteLetter: paths.applyInviteInform,
};

export const contractLink = (page: 'applyContractDetail' | 'applyContractForm' | 'applySignature' | 'applyShowPdf', id: string) =>
  `${paths[page]}?id=${encodeURIComponent(id)}`;
