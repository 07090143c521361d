// Sign-in: the generated mutation, then the session is saved and cached personal data dropped.
import { useQueryClient } from '@tanstack/react-query';
import { useLoginByPassword } from '../../../../generated/api/auth/auth';
import { saveSession } from '../../../lib/session/session';

export function usePasswordSignIn() {
  const queryClient = useQueryClient();
  return useLoginByPassword({
    mutation: {
      onSuccess: ({ data }) => {
        queryClient.clear();
        saveSession(data.token, data.tokenExpired);
      },
    },
  });
}
