// Where each step of the process page opens, the step after each (保存并继续), and the contract
// pages' links.
import { useNavigate } from 'react-router-dom';
import { useStillHere } from '@/components/stack-page';
import { paths } from '@/config/paths';
import { STEP_ON } from '@/lib/navigation/guard';
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
 * 保存并继续: once a step is saved, the next step's page takes its place (issue 41): Back from it
 * goes to the process page, never to the form just finished. A replace that steps on (STEP_ON), not
 * a relaunch, which would take an applicant to the process page (lib/navigation/guard.ts). Only
 * while the saved page is still on screen: an answer that came after the applicant left moves nobody.
 */
export function useContinueAfter(key: ApplyStepKey) {
  const navigate = useNavigate();
  const stillHere = useStillHere();
  return () => {
    if (stillHere()) void navigate(STEP_PAGE[nextStep(key)], { replace: true, state: STEP_ON });
  };
}

/** The step after `key`, as a link that takes this page's place (a finished step's page: the real-name step passed). */
export const nextStepLink = (key: ApplyStepKey) => ({ to: STEP_PAGE[nextStep(key)], replace: true, state: STEP_ON });

export const contractLink = (page: 'applyContractDetail' | 'applyContractForm' | 'applySignature' | 'applyShowPdf', id: string) =>
  `${paths[page]}?id=${encodeURIComponent(id)}`;
