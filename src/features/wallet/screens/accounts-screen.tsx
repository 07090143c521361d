// pages/user/setting/account: the saved withdrawal accounts (bank card, Alipay, WeChat), the default
// first; each can be edited or deleted (after a confirmation), and one added (at most 5).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card } from '@/components/card';
import { PullRefresh } from '@/components/pull-refresh';
import { QueryState } from '@/components/query-state';
import { StackPage } from '@/components/stack-page';
import { paths } from '@/config/paths';
import { type WithdrawAccount, useDeleteAccount, useWithdrawAccounts } from '@/features/wallet/api/use-wallet';
import { useAccountName } from '@/features/wallet/utils/use-account-name';
import '@/features/wallet/wallet.css';
import { confirmDialog, showToast } from '@/lib/ui/feedback';
import { useOneAtATime } from '@/lib/ui/use-one-at-a-time';

const MAX_ACCOUNTS = 5;

const editAccountLink = (id?: string) => (id ? `${paths.updateWithdrawAccount}?id=${encodeURIComponent(id)}` : paths.updateWithdrawAccount);

function AccountCard({ account }: { account: WithdrawAccount }) {
  const { t } = useTranslation('wallet');
  const accountName = useAccountName();
  const remove = useDeleteAccount();
  const deleting = useOneAtATime();
  const name = accountName(account);
  const onDelete = () =>
    void deleting.run(async () => {
      const sure = await confirmDialog({ content: t('accounts.deleteConfirm', { name }), confirmText: t('accounts.delete') });
      if (!sure) return false;
      try {
        await remove.mutateAsync({ data: { id: account.id } });
      } catch (error) {
        void showToast((error as Error).message);
        return false;
      }
      void showToast(t('accounts.deleted'));
      return true;
    });
  return (
    <Card as="article" className="wallet-account" aria-label={name}>
      <p className="wallet-account__head">
        <span className="wallet-account__type">{t(`account.type.${account.type}`)}</span>
        {account.isDefault && <span className="wallet-tag">{t('account.default')}</span>}
      </p>
      <p className="wallet-account__name">{name}</p>
      <p className="wallet-hint">
        {t('accounts.holder', { name: account.holderName })}
        {account.bankBranch ? ` · ${account.bankBranch}` : ''}
      </p>
      <div className="wallet-account__actions">
        <Link to={editAccountLink(account.id)} className="wallet-link" aria-label={t('accounts.editOne', { name })}>
          {t('accounts.edit')}
        </Link>
        <button type="button" className="wallet-link wallet-link--danger" disabled={deleting.running} onClick={onDelete} aria-label={t('accounts.deleteOne', { name })}>
          {t('accounts.delete')}
        </button>
      </div>
    </Card>
  );
}

export function AccountsScreen() {
  const { t } = useTranslation('wallet');
  const accounts = useWithdrawAccounts();
  const body = (
    <QueryState
      query={accounts}
      empty={(list) => list.length === 0}
      emptyTitle={t('accounts.empty')}
      emptyAction={
        <Link to={editAccountLink()} className="app-button app-button--primary wallet-button-link">
          {t('accounts.add')}
        </Link>
      }
    >
      {(list) => (
        <>
          <ul className="wallet-account-list" aria-label={t('accounts.label')}>
            {list.map((a) => (
              <li key={a.id}>
                <AccountCard account={a} />
              </li>
            ))}
          </ul>
          {list.length < MAX_ACCOUNTS ? (
            <Link to={editAccountLink()} className="app-button app-button--primary app-button--block wallet-button-link">
              {t('accounts.add')}
            </Link>
          ) : (
            <p className="wallet-hint">{t('accounts.full', { n: MAX_ACCOUNTS })}</p>
          )}
        </>
      )}
    </QueryState>
  );
  return (
    <StackPage title={t('accounts.title')} className="wallet" backTo={paths.wallet}>
      <PullRefresh onRefresh={() => accounts.refetch()}>{body}</PullRefresh>
    </StackPage>
  );
}
