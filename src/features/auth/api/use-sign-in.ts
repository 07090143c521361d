// Signing in and asking for a code: the generated mutations, with the session saved (and cached
// personal data dropped) whenever the server hands out a token. Registering and resetting the password
// have modules of their own (use-register.ts, use-reset-password.ts): the sign-in page, the first page
// most workers open, does not load their calls.
import { useQueryClient } from '@tanstack/react-query';
import {
  useCheckWorkerAccount,
  useLoginByPassword,
  useLoginBySms,
  useSendSmsCode as useGeneratedSendSmsCode,
} from '@generated/api/auth/auth';
import type { AuthSmsCodeScene, LoginResult } from '@generated/api/model';
import { saveSession, saveWorkerStatus } from '@/lib/session/session';

export type SmsScene = AuthSmsCodeScene;


// After signing in or registering the screens relaunch (navigate with `replace`): the navigation
// guard sends a worker in onboarding (status 3, saved with the session) to the apply process page.

export function useStartSession() {
  const queryClient = useQueryClient();
  return ({ data }: { data: LoginResult }) => {
    queryClient.clear();
    saveSession(data.token, data.tokenExpired, data.worker.id);
    saveWorkerStatus(data.worker.status);
  };
}

export function usePasswordSignIn() {
  const onSuccess = useStartSession();
  return useLoginByPassword({ mutation: { onSuccess } });
}

export function useSmsSignIn() {
  const onSuccess = useStartSession();
  return useLoginBySms({ mutation: { onSuccess } });
}

export const useSendSmsCode = () => useGeneratedSendSmsCode();

/**
 * Before a code is sent: whether the number fits the scene (an account to sign in to or reset, none
 * yet to register), as the catalogue key of what to tell the worker, or null. The call is exempt
 * from the app's answer to errors (the request wrapper's `quiet`): when it fails (busy, offline) the code is sent all the same
 * and the server's answer to the code decides.
 */
export function useWorkerAccountCheck() {
  const check = useCheckWorkerAccount();
  return async (mobile: string, scene: SmsScene): Promise<string | null> => {
    if (scene !== 'login' && scene !== 'reset' && scene !== 'register') return null;
    const answer = await check.mutateAsync({ data: { mobile } }).catch(() => null);
    if (!answer) return null;
    const { exists } = answer.data;
    if (scene === 'register') return exists ? 'sms.alreadyRegistered' : null;
    return exists ? null : 'sms.noAccount';
  };
}
