// Setting a new login password with an SMS code (the forgotten-password page). Apart from use-sign-in.ts so
// that the sign-in page does not load this call.
import { useResetPassword as useGeneratedResetPassword } from '@generated/api/auth/auth';

export const useResetPassword = () => useGeneratedResetPassword();
