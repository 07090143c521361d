// Where each step of the process page opens, the step after each (保存并继续), and the contract
// pages' links.
import { useNavigate } from 'react-router-dom';
import { useStillHere } from '@/components/stack-page';
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

/** The steps in the process page's order. */
const STEP_ORDER = Object.keys(STEP_PAGE) as ApplyStepKey[];

/** The step that follows `key` on the process page. */
export const nextStep = (key: ApplyStepKey): ApplyStepKey => STEP_ORDER[Math.min(STEP_ORDER.indexOf(key) + 1, STEP_ORDER.length - 1)];

/**
 * 保存并继续: once a step is saved, its page gives way to the next step's (replaced, so Back from
 * there returns to the process page, not to the step just saved). Only while the saved page is still
 * on screen: an answer that came after the applicant left moves nobody.
 */
export function useContinueAfter(key: ApplyStepKey) {
  const navigate = useNavigate();
  const stillHere = useStillHere();
  return () => {
    if (stillHere()) void navigate(STEP_PAGE[nextStep(key)], { replace: true });
  };
}

export const contractLink = (page: 'applyContractDetail' | 'applyContractForm' | 'applySignature' | 'applyShowPdf', id: string) =>
  `${paths[page]}?id=${encodeURIComponent(id)}`;
