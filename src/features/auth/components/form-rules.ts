// The checks of the sign-in forms (product brief: mobile, 6-digit codes, password), with their messages.
import type { FormItemProps } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { isMobile, isPassword, isSmsCode } from '../../../lib/validation';

type Rules = NonNullable<FormItemProps['rules']>;
type GetField = (name: string) => unknown;

const check = (ok: (value: string) => boolean, message: string) => ({
  validator: async (_: unknown, value: string | undefined) => {
    if (value && !ok(value)) throw new Error(message);
  },
});

export const isInviteCode = (value: string) => /^[A-Za-z0-9]{4,16}$/.test(value.trim());

export function useAuthRules() {
  const { t } = useTranslation('auth');
  const mobile: Rules = [{ required: true, message: t('fields.mobileRequired') }, check(isMobile, t('fields.mobileInvalid'))];
  const password: Rules = [{ required: true, message: t('fields.passwordRequired') }, check(isPassword, t('fields.passwordInvalid'))];
  const code: Rules = [{ required: true, message: t('fields.codeRequired') }, check((v) => isSmsCode(v.trim()), t('fields.codeInvalid'))];
  const inviteCode: Rules = [check(isInviteCode, t('fields.inviteCodeInvalid'))];
  const confirm = (field: string): Rules => [
    { required: true, message: t('fields.confirmRequired') },
    ({ getFieldValue }: { getFieldValue: GetField }) => ({
      validator: async (_: unknown, value: string | undefined) => {
        if (value && value !== getFieldValue(field)) throw new Error(t('fields.confirmMismatch'));
      },
    }),
  ];
  return { mobile, password, code, inviteCode, confirm };
}
