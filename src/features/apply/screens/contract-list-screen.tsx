// pages/apply/contract-list: the contracts to sign, required ones first, each with its state; the
// contract step is done once every required one is signed.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PagedList } from '@/components/paged-list';
import { StackPage } from '@/components/stack-page';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format/time';
import { type ApplyContractSummary, useContractList } from '../api/use-apply';
import { StatusTag } from '../components/status-tag';
import { contractLink } from '../utils/step-links';
import '../apply.css';

export function ContractListScreen() {
  const { t, i18n } = useTranslation('apply');
  const list = useContractList();
  return (
    <StackPage title={t('contracts.title')} backTo={paths.applyProcess}>
      <PagedList<ApplyContractSummary>
        label={t('contracts.label')}
        list={list.list}
        isPending={list.isPending}
        isError={list.isError}
        error={list.error}
        hasNextPage={list.hasNextPage}
        refresh={list.refresh}
        loadMore={list.loadMore}
        emptyText={t('contracts.empty')}
        getKey={(row) => row.id}
        renderItem={(row) => (
          // A card look on the row's own link (Card renders no link): the whole row is the tap target.
          <Link to={contractLink('applyContractDetail', row.id)} className="card apply-contract-row">
            <span className="apply-contract-row__text">
              <span className="apply-contract-row__title">{row.title}</span>
              <span className="apply-muted">
                {row.required ? t('contracts.required') : t('contracts.optional')}
                {row.signedAt ? ` · ${t('contracts.signedAt', { time: formatDateTime(row.signedAt, i18n.language) })}` : ''}
              </span>
            </span>
            <StatusTag status={row.status} />
          </Link>
        )}
      />
    </StackPage>
  );
}
