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
const nextStep = (key: ApplyStepKey): ApplyStepKey => STEP_ORDER[Math.min(STEP_ORDER.indexOf(key) + 1, STEP_ORDER.length - 1)];

/**
 * 保存并继续: once a step is saved, the next step's page opens on top of it (Back returns to the step
 * just saved, then to the process page). Pushed, not replaced: a replacing navigation is a relaunch,
 * which takes an applicant to the process page (lib/navigation/guard.ts). Only while the saved page
 * is still on screen: an answer that came after the applicant left moves nobody.
 */
export function useContinueAfter(key: ApplyStepKey) {
  const navigate = useNavigate();
  const stillHere = useStillHere();
  return () => {
    if (stillHere()) void navigate(STEP_PAGE[nextStep(key)]);
  };
}

export const contractLink = (page: 'applyContractDetail' | 'applyContractForm' | 'applySignature' | 'applyShowPdf', id: string) =>
  `${paths[page]}?id=${encodeURIComponent(id)}`;
