// The checks of the sign-in, register and forgotten-password fields (product brief: mobile, 6-digit
// codes, password), each answering with the catalogue key (auth namespace) of what is wrong, or
// undefined. The sign-in page and the register and forget forms (components/auth-form.tsx) all say
// it from here; the patterns are the contract's (lib/validation).
import { isInviteCode, isMobile, isPassword, isSmsCode } from '@/lib/validation';

export const fieldProblem = {
  mobile: (value: string) => (!value.trim() ? 'fields.mobileRequired' : !isMobile(value) ? 'fields.mobileInvalid' : undefined),
  password: (value: string) => (!value ? 'fields.passwordRequired' : !isPassword(value) ? 'fields.passwordInvalid' : undefined),
  code: (value: string) => (!value.trim() ? 'fields.codeRequired' : !isSmsCode(value.trim()) ? 'fields.codeInvalid' : undefined),
  /** Optional. */
  inviteCode: (value: string) => (value.trim() !== '' && !isInviteCode(value) ? 'fields.inviteCodeInvalid' : undefined),
  /** The password typed again. */
  confirm: (value: string, password: string) => (!value ? 'fields.confirmRequired' : value !== password ? 'fields.confirmMismatch' : undefined),
  /** The consent box; registering names three agreements, so its message does too. */
  agreed: (checked: boolean, form: 'signIn' | 'register') =>
    checked ? undefined : form === 'register' ? 'consent.requiredRegister' : 'consent.required',
} as const;
