// pages/login/agreement?type=service|privacy|worker: an agreement's text, sanitised before it is shown.
import { ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Card } from '@/components/card';
import { PullRefresh } from '@/components/pull-refresh';
import { QueryState } from '@/components/query-state';
import { RichText } from '@/components/rich-text';
import { formatDate } from '@/lib/format/time';
import { type AgreementType, isAgreementType, useAgreement } from '@/features/auth/api/use-agreement';
import { AuthPage } from '@/features/auth/components/auth-page';
import './agreement-screen.css';

export function AgreementScreen() {
  const { t } = useTranslation('auth');
  const type = useSearchParams()[0].get('type');
  if (!isAgreementType(type)) {
    return (
      <AuthPage title={t('agreement.title')}>
        <ErrorBlock status="empty" title={t('agreement.unknown')} description="" />
      </AuthPage>
    );
  }
  return <AgreementBody type={type} />;
}

function AgreementBody({ type }: { type: AgreementType }) {
  const { t, i18n } = useTranslation('auth');
  const agreement = useAgreement(type);

  const body = (
    <QueryState query={agreement} lines={10}>
      {(data) => (
        <Card as="article" className="agreement" titleId="agreement-title">
          <h2 id="agreement-title" className="agreement__title">
            {data.title}
          </h2>
          <p className="agreement__meta">
            {t('agreement.meta', { version: data.version, date: formatDate(data.updatedAt, i18n.language) })}
          </p>
          <RichText className="agreement__content" html={data.content} />
        </Card>
      )}
    </QueryState>
  );

  return (
    <AuthPage title={t(`consent.plain.${type}`)}>
      <PullRefresh onRefresh={() => agreement.refetch()}>{body}</PullRefresh>
    </AuthPage>
  );
}
