// pages/apply/contract-detail?id=: one contract: what it is about, the parties, the values filled
// in, and the next thing to do: fill the form, read the PDF, sign; or, signed, when.
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Card } from '@/components/card';
import { PullRefresh } from '@/components/pull-refresh';
import { EmptyState, QueryState } from '@/components/query-state';
import { StackPage } from '@/components/stack-page';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format/time';
import { useContract, useContractFormFields } from '../api/use-apply';
import { StatusTag } from '../components/status-tag';
import { contractLink } from '../utils/step-links';
import '../apply.css';

export function ContractDetailScreen() {
  const { t, i18n } = useTranslation('apply');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const contract = useContract(id);
  // The values' labels are the form's (the server's text); a value of a choice shows its option.
  const fields = useContractFormFields(id);
  const shown = (name: string, value: string) => {
    const field = fields.data?.fields.find((f) => f.name === name);
    return {
      label: field?.label ?? name,
      text: field?.options?.find((o) => o.value === value)?.label ?? value,
    };
  };

  let body;
  if (!id) body = <EmptyState title={t('contract.missingId')} />;
  // The values' labels come with the form's fields: the page waits for both, so nothing moves
  // when the labels replace the field names (a failed fields call falls back to the names).
  else
    body = (
      <QueryState query={contract} loading={fields.isPending} lines={8}>
        {(c) => {
          const values = Object.entries(c.formValues);
          return (
            <>
              <Card as="article" className="apply-contract">
                <div className="apply-contract__head">
                  <h2 className="apply-contract__title">{c.title}</h2>
                  <StatusTag status={c.status} />
                </div>
                <p className="apply-contract__summary">{c.summary}</p>
                <dl className="apply-facts">
                  <dt>{t('contract.partyA')}</dt>
                  <dd>{c.partyA.name}</dd>
                  <dt>{t('contract.partyAAddress')}</dt>
                  <dd>{c.partyA.address}</dd>
                  {c.signedAt && (
                    <>
                      <dt>{t('contract.signedAt')}</dt>
                      <dd>{formatDateTime(c.signedAt, i18n.language)}</dd>
                    </>
                  )}
                </dl>
              </Card>
              <Card titleId="apply-contract-values" title={t('contract.values')}>
                {values.length ? (
                  <dl className="apply-facts">
                    {values.map(([name, value]) => (
                      <div key={name} className="apply-facts__row">
                        <dt>{shown(name, value).label}</dt>
                        <dd>{shown(name, value).text}</dd>
                      </div>
                    ))}
                  </dl>
                ) : (
                  <p className="apply-muted">{t('contract.noValues')}</p>
                )}
              </Card>
              <div className="apply-actions apply-actions--stack">
                <Link className="app-button app-button--block apply-button-secondary" to={contractLink('applyShowPdf', c.id)}>
                  {t('contract.preview')}
                </Link>
                {c.status !== 'signed' && (
                  <Link className="app-button app-button--block apply-button-secondary" to={contractLink('applyContractForm', c.id)}>
                    {c.status === 'filled' ? t('contract.edit') : t('contract.fill')}
                  </Link>
                )}
                {c.status === 'filled' && (
                  <Link className="app-button app-button--primary app-button--block" to={contractLink('applySignature', c.id)}>
                    {t('contract.sign')}
                  </Link>
                )}
              </div>
            </>
          );
        }}
      </QueryState>
    );
  return (
    <StackPage title={t('contract.title')} backTo={paths.applyContractList}>
      <PullRefresh onRefresh={async () => void (id && (await contract.refetch()))}>{body}</PullRefresh>
    </StackPage>
  );
}
