// How the settings' changes are sent. The profile (nickname, avatar): kept, the worker as saved then
// shows wherever she does. The rest now, never kept, each for its reason: a password, a payment
// password or a code is never written to the phone; a code sent to her is wanted now; binding an
// account answers with who it is; closing the account ends the session.
import { bindUserEmail } from '@generated/api/auth/bind-user-email';
import { bindUserWeixin } from '@generated/api/auth/bind-user-weixin';
import { closeUserCenterAccount } from '@generated/api/auth/close-user-center-account';
import { sendCloudEmailCode } from '@generated/api/auth/send-cloud-email-code';
import { sendSmsCode } from '@generated/api/auth/send-sms-code';
import { getGetWorkerInfoUrl } from '@generated/api/mine/get-worker-info';
import { updateWorkerInfo } from '@generated/api/mine/update-worker-info';
import { updateWorkerMobile } from '@generated/api/mine/update-worker-mobile';
import { updateWorkerPassword } from '@generated/api/mine/update-worker-password';
import { setPayPassword } from '@generated/api/wallet/set-pay-password';
import { updatePayPassword } from '@generated/api/wallet/update-pay-password';
import { callOf, type Senders } from '@/lib/outbox';

const workerInfo = () => [getGetWorkerInfoUrl()] as const;

export const senders: Senders = {
  // The answer is the worker as now stored, which replaces the cached one.
  updateWorkerInfo: { send: callOf(updateWorkerInfo), answered: (queryClient, _intent, answer) => queryClient.setQueryData(workerInfo(), answer) },
  updateWorkerPassword: { send: callOf(updateWorkerPassword) },
  // A new sign-in number: the worker is read again, as the number shown changes.
  updateWorkerMobile: { send: callOf(updateWorkerMobile), answered: (queryClient) => void queryClient.invalidateQueries({ queryKey: workerInfo() }) },
  sendSmsCode: { send: callOf(sendSmsCode) },
  sendCloudEmailCode: { send: callOf(sendCloudEmailCode) },
  bindUserEmail: { send: callOf(bindUserEmail) },
  bindUserWeixin: { send: callOf(bindUserWeixin) },
  setPayPassword: { send: callOf(setPayPassword) },
  updatePayPassword: { send: callOf(updatePayPassword) },
  closeUserCenterAccount: { send: callOf(closeUserCenterAccount) },
};
