// pages/user/address/list: the worker's addresses (at most 10), the default one marked first; each
// edited or deleted (after a confirmation), and a new one added.
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PagedList } from '@/components/paged-list';
import { StackPage } from '@/components/stack-page';
import { paths } from '@/config/paths';
import { useAddressList, useDeleteAddress, type WorkerAddress } from '@/features/mine/api/use-addresses';
import '@/features/mine/profile-pages.css';
import { confirmDialog, sendStep } from '@/lib/ui/feedback';
import { useOneAtATime } from '@/lib/ui/use-one-at-a-time';

const MAX_ADDRESSES = 10;

const addressLine = (a: Pick<WorkerAddress, 'province' | 'city' | 'district' | 'detail'>) =>
  [a.province, a.city === a.province ? '' : a.city, a.district, a.detail].filter(Boolean).join(' ');

export function AddressListScreen() {
  const { t } = useTranslation('mine-pages');
  const navigate = useNavigate();
  const list = useAddressList();
  const remove = useDeleteAddress();
  const deletion = useOneAtATime();
  const full = list.list.rows.length >= MAX_ADDRESSES;

  const askDelete = (address: WorkerAddress) =>
    void deletion.run(async () => {
      const yes = await confirmDialog({
        content: t('address.deleteConfirm', { address: addressLine(address) }),
        confirmText: t('address.delete'),
        cancelText: t('common:actions.cancel'),
      });
      if (!yes) return false;
      await sendStep(remove.mutateAsync({ data: { id: address.id } }), t('address.deleted'));
      return false;
    });

  return (
    <StackPage title={t('address.title')} backTo={paths.mine} className="profile-pages">
      <PagedList<WorkerAddress>
        label={t('address.label')}
        list={list.list}
        isPending={list.isPending}
        isError={list.isError}
        error={list.error}
        hasNextPage={list.hasNextPage}
        refresh={list.refresh}
        loadMore={list.loadMore}
        emptyText={t('address.empty')}
        getKey={(row) => row.id}
        renderItem={(row) => (
          <article className="profile-row profile-row--top" aria-label={addressLine(row)}>
            <div className="profile-row__main">
              <p className="profile-row__title">
                {row.isDefault && <span className="profile-badge profile-badge--default">{t('address.default')}</span>}
                {row.contactName} <span className="profile-row__meta">{row.mobile}</span>
              </p>
              <p className="profile-row__text">{addressLine(row)}</p>
              <div className="profile-row__actions">
                <button type="button" className="profile-link-button" onClick={() => navigate(`${paths.addressEdit}?id=${encodeURIComponent(row.id)}`)}>
                  {t('address.edit')}
                  <span className="visually-hidden"> {addressLine(row)}</span>
                </button>
                <button type="button" className="profile-link-button profile-link-button--danger" onClick={() => askDelete(row)} disabled={deletion.running}>
                  {t('address.delete')}
                  <span className="visually-hidden"> {addressLine(row)}</span>
                </button>
              </div>
            </div>
          </article>
        )}
      />
      {/* Fixed to the bottom: after the list, it moved down as the addresses came in. */}
      <div className="profile-bottom profile-bottom--fixed">
        {full && <p className="profile-row__meta">{t('address.full', { n: MAX_ADDRESSES })}</p>}
        <Button block color="primary" size="large" disabled={full || list.isPending} onClick={() => navigate(paths.addressEdit)}>
          {t('address.add')}
        </Button>
      </div>
    </StackPage>
  );
}
