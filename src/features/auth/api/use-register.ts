// Registering: the generated mutation, which signs the new worker in at once (the session saved as a
// sign-in saves it). Apart from use-sign-in.ts so that the sign-in page does not load this call.
import { useRegisterWorker } from '@generated/api/auth/auth';
import { useStartSession } from './use-sign-in';

export function useRegister() {
  const onSuccess = useStartSession();
  return useRegisterWorker({ mutation: { onSuccess } });
}
