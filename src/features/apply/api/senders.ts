// How the application's changes are sent. The server's copy of a step's draft: kept (an applicant's
// typing offline goes when the network returns, and a session that ended keeps it for her next
// sign-in), a newer draft of the same step replacing one not yet sent. A step's save, the
// contract's form and signature and the submission: now, never kept (the server checks the step
// before the next one opens; the applicant waits for its word).
import {
  getGetApplyProcessQueryKey,
  saveApplyAccount,
  saveApplyAccountDraft,
  saveApplyBasicInfo,
  saveApplyBasicInfoDraft,
  saveApplyContractForm,
  saveApplyImages,
  saveApplyImagesDraft,
  signApplyContract,
  submitApplication,
} from '@generated/api/apply/apply';
import { callOf, type Senders } from '@/lib/outbox';

export const senders: Senders = {
  saveApplyAccountDraft: { send: callOf(saveApplyAccountDraft) },
  saveApplyBasicInfoDraft: { send: callOf(saveApplyBasicInfoDraft) },
  saveApplyImagesDraft: { send: callOf(saveApplyImagesDraft) },
  saveApplyAccount: { send: callOf(saveApplyAccount) },
  saveApplyBasicInfo: { send: callOf(saveApplyBasicInfo) },
  saveApplyImages: { send: callOf(saveApplyImages) },
  saveApplyContractForm: { send: callOf(saveApplyContractForm) },
  signApplyContract: { send: callOf(signApplyContract) },
  // It takes no body.
  submitApplication: {
    send: (_body, headers, signal) => submitApplication({ headers, signal }),
    answered: (queryClient, _intent, answer) => queryClient.setQueryData(getGetApplyProcessQueryKey(), answer),
  },
};
