// pages/user/setting/update-password: the current password, a new one (6-18 letters, digits, _ or
// @) twice. A refused change (wrong current password, same as before) keeps what was typed.
import { useTranslation } from 'react-i18next';
import type { UpdatePasswordForm } from '@generated/forms/settings/update-password';
import { StackPage, useBack } from '@/components/stack-page';
import { paths } from '@/config/paths';
import { useUpdatePassword } from '@/features/settings/api/use-settings';
import { useSameAs } from '@/features/settings/utils/form-rules';
import { SettingsForm } from '@/features/settings/components/settings-form';
import '@/features/settings/components/settings.css';
import { sendStep } from '@/lib/ui/feedback';

export function UpdatePasswordScreen() {
  const { t } = useTranslation('settings');
  const back = useBack(paths.settings);
  const update = useUpdatePassword();
  const customValidate = useSameAs('newPassword', 'confirmPassword');

  // The form stays as typed whatever the answer; only a success leaves.
  const submit = async ({ oldPassword, newPassword }: UpdatePasswordForm) => {
    if (await sendStep(update.mutateAsync({ data: { oldPassword, newPassword } }), t('password.done'))) back();
  };

  return (
    <StackPage title={t('password.title')} backTo={paths.settings}>
      <SettingsForm<UpdatePasswordForm>
        form="settings/update-password"
        idPrefix="password"
        customValidate={customValidate}
        submitText={t('password.submit')}
        disabled={update.isSuccess}
        onSubmit={submit}
      />
    </StackPage>
  );
}
