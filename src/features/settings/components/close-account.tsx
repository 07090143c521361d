// The close-account card of the settings page: what closing means, the close form (forms/settings/close-account: the
// login password by the contract's Password rule, an optional reason), then a second yes in a dialog. Loaded when the
// worker opens it, so the settings page's first load carries neither it nor the form renderer (and its route names no form).
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { CloseAccountForm } from '@generated/forms/settings/close-account';
import { Card } from '@/components/card';
import { paths } from '@/config/paths';
import { confirmDialog } from '@/lib/ui/feedback';
import { useCloseAccount } from '@/features/settings/api/use-settings';
import { SettingsForm } from './settings-form';

export default function CloseAccountCard({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const close = useCloseAccount(() => navigate(paths.login, { replace: true }));
  // What the server said (wrong password, orders or money left); the form keeps what was typed.
  const [problem, setProblem] = useState<string | null>(null);

  // The form's guard holds a second tap while the dialog is open and while the call is in flight.
  const submit = async ({ password, reason = '' }: CloseAccountForm) => {
    setProblem(null);
    const ok = await confirmDialog({ content: t('settings.close.confirm'), confirmText: t('settings.close.confirmAction'), cancelText: t('settings.close.cancel') });
    if (!ok) return;
    try {
      const text = reason.trim();
      await close.mutateAsync({ data: { password, ...(text ? { reason: text } : {}) } });
    } catch (error) {
      setProblem((error as Error).message);
    }
  };

  return (
    <Card className="settings-close" title={t('settings.close.title')} titleId="settings-close-title">
      <p className="settings-close__warning">{t('settings.close.warning')}</p>
      <SettingsForm<CloseAccountForm> form="settings/close-account" idPrefix="close" submitText={t('settings.close.submit')} disabled={close.isSuccess} onSubmit={submit} />
      {problem && (
        <p className="settings-close__warning" role="alert">
          {problem}
        </p>
      )}
      <Button block fill="none" size="large" onClick={onCancel} disabled={close.isPending}>
        {t('settings.close.cancel')}
      </Button>
    </Card>
  );
}
