// pages/user/setting/update-account[?id=]: adds a withdrawal account, or edits one, through the
// JSON-schema form forms/account/withdraw-account. An edit keeps the saved number unless a new one is
// typed (the app only knows it masked); the holder's name is typed again, as the server compares it
// with the verified name. A refused save keeps every input.
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Card } from '@/components/card';
import { LoadingBlock, QueryState } from '@/components/query-state';
import { StackPage, useBack } from '@/components/stack-page';
import { paths } from '@/config/paths';
import { type WithdrawAccount, type WithdrawAccountSaveRequest, useSaveAccount, useWithdrawAccounts } from '@/features/wallet/api/use-wallet';
import '@/features/wallet/wallet.css';
import { LazySchemaForm, useFormDefinition } from '@/lib/schema-form';
import { showToast } from '@/lib/ui/feedback';
import { normalizeMobile } from '@/lib/validation';

type FormData = Partial<WithdrawAccountSaveRequest>;

/** The form's first values for an account being edited: what the app knows unmasked. */
function initialData(account: WithdrawAccount | undefined): FormData {
  if (!account) return { type: 'bank', isDefault: false };
  return {
    id: account.id,
    type: account.type,
    isDefault: account.isDefault,
    ...(account.type === 'bank' ? { bankName: account.bankName ?? undefined, ...(account.bankBranch ? { bankBranch: account.bankBranch } : {}) } : {}),
  };
}

/** What goes to the server: numbers without spaces, an Alipay mobile without +86. */
function toRequest(data: WithdrawAccountSaveRequest): WithdrawAccountSaveRequest {
  const request = { ...data, holderName: data.holderName.trim() };
  if (request.accountNo !== undefined) {
    const typed = request.accountNo.trim();
    request.accountNo = request.type === 'alipay' && !typed.includes('@') ? normalizeMobile(typed) : typed.replace(/\s+/g, '');
  }
  return request;
}

function AccountForm({ account }: { account: WithdrawAccount | undefined }) {
  const { t } = useTranslation('wallet');
  const back = useBack(paths.withdrawAccounts);
  const save = useSaveAccount();
  const form = useFormDefinition('account/withdraw-account');
  const submit = async (data: WithdrawAccountSaveRequest) => {
    try {
      await save.mutateAsync({ data: toRequest(data) });
    } catch (error) {
      // The form keeps what was typed; the server's reason says what to change.
      void showToast((error as Error).message);
      return;
    }
    void showToast(t('edit.saved'), 'success');
    back();
  };
  return (
    <QueryState query={form} lines={6}>
      {(definition) => (
        <Card as="div">
          {account && <p className="wallet-hint">{t('edit.keepNumber', { number: account.maskedNo ?? '' })}</p>}
          <Suspense fallback={<LoadingBlock lines={6} />}>
            <LazySchemaForm
              {...definition}
              idPrefix="withdraw-account"
              formData={initialData(account)}
              submitText={t('edit.save')}
              submitting={save.isPending}
              onSubmit={(data) => submit(data as WithdrawAccountSaveRequest)}
            />
          </Suspense>
        </Card>
      )}
    </QueryState>
  );
}

export function AccountEditScreen() {
  const { t } = useTranslation('wallet');
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const accounts = useWithdrawAccounts();
  // An account no longer in the list says so, with a retry that asks for the list again.
  const body = !id ? (
    <AccountForm account={undefined} />
  ) : (
    <QueryState
      query={{ isPending: accounts.isPending, isError: accounts.isError, error: accounts.error ?? new Error(t('edit.gone')), data: accounts.data?.find((a) => a.id === id), refetch: accounts.refetch }}
      lines={6}
    >
      {(account) => <AccountForm account={account} />}
    </QueryState>
  );
  return (
    <StackPage title={id ? t('edit.editTitle') : t('edit.addTitle')} className="wallet" backTo={paths.withdrawAccounts}>
      {body}
    </StackPage>
  );
}
