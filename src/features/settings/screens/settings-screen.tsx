// pages/user/setting/index: personal information, account security (mobile, password, payment
// password, mailbox), language (switches at once and is kept), the new offer's alert, about and version, WeChat, signing
// out and closing the account (asked twice: what it means, then the password).
import { Button } from 'antd-mobile';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { ErrorState, LoadingBlock } from '@/components/query-state';
import { StackPage } from '@/components/stack-page';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { CHUNK_TIMEOUT_MS, within } from '@/lib/loading/deadline';
import { type Language, languages } from '@/lib/i18n/i18n';
import { useLanguageSwitch } from '@/lib/i18n/use-language-switch';
import { useConfirmedSignOut } from '@/lib/session/use-end-session';
import { nativeBridge } from '@/lib/native/bridge';
import { showToast } from '@/lib/ui/feedback';
import { useOneAtATime } from '@/lib/ui/use-one-at-a-time';
import { useBindWeixin, useWorkerInfo } from '@/features/settings/api/use-settings';
import { Choices } from '@/features/settings/components/choices';
import { OfferAlertSettings } from '@/features/settings/components/offer-alert-settings';
import '@/features/settings/components/settings.css';

const CloseAccountCard = lazy(() => within(import('@/features/settings/components/close-account'), CHUNK_TIMEOUT_MS, 'close-account'));

function Row({ to, label, value }: { to: string; label: string; value?: ReactNode }) {
  return (
    <li>
      <Link className="settings-row" to={to}>
        <span className="settings-row__label">{label}</span>
        {/* A value that arrives after the first paint (the masked mobile) comes as a new element: the
            arrow and the label's start stay where they are (a box that grew leftwards as it came was
            a layout shift). */}
        {value !== undefined && value !== null && value !== '' && <span className="settings-row__value">{value}</span>}
        <span className="settings-row__arrow" aria-hidden="true">
          ›
        </span>
      </Link>
    </li>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="settings-section" aria-labelledby={id}>
      <h2 id={id} className="settings-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

function WeixinRow() {
  const { t } = useTranslation('settings');
  const bind = useBindWeixin();
  const binding = useOneAtATime();
  const login = nativeBridge()?.weixinLogin;
  if (!login) {
    return (
      <li>
        <div className="settings-row">
          <span>{t('settings.weixin.label')}</span>
        </div>
        <p className="settings-note">{t('settings.weixin.appOnly')}</p>
      </li>
    );
  }
  const associate = () =>
    void binding.run(async () => {
      try {
        const code = await login();
        await bind.mutateAsync({ data: { code } });
        void showToast(t('settings.weixin.done'), 'success');
      } catch (error) {
        void showToast(error instanceof Error && error.message ? error.message : t('settings.weixin.failed'));
      }
    });
  return (
    <li>
      <button type="button" className="settings-row" onClick={associate} disabled={binding.running}>
        <span>{t('settings.weixin.label')}</span>
        <span className="settings-row__value">{binding.running ? t('settings.weixin.binding') : t('settings.weixin.action')}</span>
      </button>
    </li>
  );
}

/** Closing the account: the button, then the close card (its form's code loads when it opens, not with the page). */
function CloseAccount() {
  const { t } = useTranslation('settings');
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button block fill="none" size="large" color="danger" onClick={() => setOpen(true)} aria-expanded={false}>
        {t('settings.close.action')}
      </Button>
    );
  }
  return (
    <Suspense fallback={<LoadingBlock lines={4} />}>
      <CloseAccountCard onCancel={() => setOpen(false)} />
    </Suspense>
  );
}

export function SettingsScreen() {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const worker = useWorkerInfo();
  const { current, change: changeLanguage, switching } = useLanguageSwitch(t('settings.language.failed'));
  const signOut = useConfirmedSignOut(() => navigate(paths.login, { replace: true }), {
    confirm: t('settings.signOut.confirm'),
    action: t('settings.signOut.action'),
    cancel: t('settings.close.cancel'),
  });

  return (
    <StackPage title={t('settings.title')} backTo={paths.mine}>
      {worker.isError && <ErrorState error={worker.error} onRetry={() => void worker.refetch()} />}
      <Section id="settings-profile" title={t('settings.profile.title')}>
        <ul className="settings-list">
          <Row to={paths.userInfo} label={t('settings.profile.info')} value={worker.data?.nickname} />
        </ul>
      </Section>
      <Section id="settings-security" title={t('settings.security.title')}>
        <ul className="settings-list">
          <Row to={paths.updateMobile} label={t('settings.security.mobile')} value={worker.data?.mobile} />
          <Row to={paths.updatePassword} label={t('settings.security.password')} />
          <Row to={paths.updatePayword} label={t('settings.security.payword')} />
          <Row to={paths.updateEmail} label={t('settings.security.email')} />
          <Row to={paths.safetyContacts} label={t('settings.security.emergencyContacts')} />
        </ul>
      </Section>
      <Section id="settings-language" title={t('settings.language.title')}>
        <div className="settings-language">
          <Choices<Language>
            label={t('settings.language.title')}
            value={current}
            disabled={switching}
            onChange={(lng) => changeLanguage([lng])}
            options={languages.map((value) => ({ value, label: t(`settings.language.${value}`) }))}
          />
        </div>
      </Section>
      <Section id="settings-offer-alert" title={t('settings.offerAlert.title')}>
        <OfferAlertSettings />
      </Section>
      <Section id="settings-about" title={t('settings.about.title')}>
        <ul className="settings-list">
          <li>
            <div className="settings-row">
              <span>{t('settings.about.version')}</span>
              <span className="settings-row__value">{env.appVersion}</span>
            </div>
          </li>
          <Row to={paths.update} label={t('settings.about.checkUpdate')} />
        </ul>
      </Section>
      <Section id="settings-third" title={t('settings.weixin.title')}>
        <ul className="settings-list">
          <WeixinRow />
        </ul>
      </Section>
      <div className="settings-actions">
        <Button block color="danger" fill="outline" size="large" onClick={signOut.confirmSignOut} loading={signOut.pending} disabled={signOut.pending}>
          {t('settings.signOut.action')}
        </Button>
        <CloseAccount />
      </div>
    </StackPage>
  );
}
