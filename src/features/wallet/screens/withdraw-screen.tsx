// pages/user/wallet/withdrawal: an amount (yuan, at most 2 decimals, to cents exactly), the saved
// account to pay into, the minimum and the fee the rules give and the amount received, then the
// payment password on a 6-digit keypad, sent by its sixth digit (the confirm button stays, for a retry
// and for screen readers); a refused password opens the keypad again for the next six digits, and the
// way to reset a forgotten one is under the boxes. One Idempotency-Key per withdrawal intent, the same
// on every retry, and one request at a time: the sixth digit and a hurried tap, a double tap or a
// retry after a lost answer withdraw once.
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Card } from '@/components/card';
import { EmptyState, ErrorState, LoadingBlock } from '@/components/query-state';
import { StackPage } from '@/components/stack-page';
import { paths } from '@/config/paths';
import { CHUNK_TIMEOUT_MS, within } from '@/lib/loading/deadline';
import {
  type WalletErrorBody,
  type WalletSummary,
  type WithdrawAccount,
  type WithdrawConfig,
  useCreateWithdrawal,
  useWallet,
  useWithdrawAccounts,
  useWithdrawConfig,
  withdrawalFee,
} from '@/features/wallet/api/use-wallet';
import { useAccountName } from '@/features/wallet/utils/use-account-name';
import '@/features/wallet/wallet.css';
import { isApiError, NOT_SENT_OFFLINE } from '@/lib/api/errors';
import { formatMoney } from '@/lib/format/money';
import { formatDateTime } from '@/lib/format/time';
import { showToast } from '@/lib/ui/feedback';
import { useForm } from '@/lib/forms/use-form';
import { useOneAtATime } from '@/lib/ui/use-one-at-a-time';
import { normalizeAmount, toCents } from '@/lib/validation';

const PayPasswordPad = lazy(() => within(import('@/components/pay-password-pad'), CHUNK_TIMEOUT_MS, 'pay-password-pad'));

/** What the last try answered, as the password step shows it. */
type Problem =
  | { kind: 'wrongPassword'; left: number | null }
  | { kind: 'locked'; until: string | null }
  | { kind: 'noPassword' }
  | { kind: 'refused'; message: string }
  | { kind: 'unknown'; message: string };

const PASSWORD_LENGTH = 6;
const WRONG_PASSWORD = 20112;
const LOCKED = 20113;
const NO_PASSWORD = 20111;

function problemOf(error: unknown): Problem {
  if (isApiError(error) && error.kind === 'business') {
    const body = error.body as WalletErrorBody | undefined;
    if (error.code === WRONG_PASSWORD) return { kind: 'wrongPassword', left: body?.data?.remainingAttempts ?? null };
    if (error.code === LOCKED) return { kind: 'locked', until: body?.data?.lockedUntil ?? null };
    if (error.code === NO_PASSWORD) return { kind: 'noPassword' };
    return { kind: 'refused', message: error.message };
  }
  // Offline, nothing was sent (money is never kept for later): it says so, as a refusal does.
  if (isApiError(error) && error.code === NOT_SENT_OFFLINE) return { kind: 'refused', message: error.message };
  // No answer, or one we could not read: the withdrawal may have been made. A retry sends the same
  // key, so the server answers with it instead of making another.
  return { kind: 'unknown', message: error instanceof Error ? error.message : String(error) };
}

function SetPasswordLink() {
  const { t } = useTranslation('wallet');
  return (
    <Link to={paths.updatePayword} className="app-button app-button--block wallet-button-link">
      {t('withdraw.setPassword')}
    </Link>
  );
}

function WithdrawForm({ wallet, config, accounts }: { wallet: WalletSummary; config: WithdrawConfig; accounts: WithdrawAccount[] }) {
  const { t, i18n } = useTranslation('wallet');
  const navigate = useNavigate();
  const accountName = useAccountName();
  const ids = useId();
  const [step, setStep] = useState<'amount' | 'password'>('amount');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const create = useCreateWithdrawal();
  const submission = useOneAtATime();

  const most = Math.min(wallet.availableCents, config.maxAmountCents);
  const timesLeft = Math.max(0, config.dailyTimesLimit - config.todayTimesUsed);
  /** What is wrong with an amount as typed: the rules the server gives, checked as the worker types. */
  const amountProblemOf = (amount: string) => {
    const typed = toCents(amount);
    return amount.trim() === ''
      ? t('withdraw.amountRequired')
      : typed === null || typed <= 0
        ? t('withdraw.amountFormat')
        : typed < config.minAmountCents
          ? t('withdraw.belowMinimum', { amount: formatMoney(config.minAmountCents) })
          : typed > wallet.availableCents
            ? t('withdraw.aboveBalance')
            : typed > config.maxAmountCents
              ? t('withdraw.aboveMaximum', { amount: formatMoney(config.maxAmountCents) })
              : undefined;
  };
  // The amount's error shows from the first 下一步, then follows what is typed; the focus stays (no keyboard pops up).
  const form = useForm({
    initial: () => ({ amount: '', accountId: (accounts.find((a) => a.isDefault) ?? accounts[0]).id }),
    rules: { amount: amountProblemOf },
    showErrors: 'afterSubmit',
    idPrefix: ids,
    focusFirstError: false,
  });
  const { amount, accountId } = form.values;
  const cents = toCents(amount);
  const amountProblem = form.errors.amount;
  // The fee and the amount received of an amount that can go: none for one over the balance.
  const fee = amountProblemOf(amount) === undefined && cents !== null ? withdrawalFee(cents, config) : null;

  const next = form.submit(async () => {
    if (timesLeft === 0 || !wallet.hasPayPassword) return false;
    setProblem(null);
    setPassword('');
    setStep('password');
    return false;
  });

  const send = (payPassword: string) =>
    void submission.run(async () => {
      if (cents === null) return false;
      setProblem(null);
      try {
        const withdrawal = await create.mutateAsync({ amountCents: cents, accountId, payPassword });
        void showToast(t('withdraw.submitted'), 'success');
        navigate(`${paths.withdrawDetail}?id=${encodeURIComponent(withdrawal.id)}`, { replace: true });
        return true;
      } catch (error) {
        const found = problemOf(error);
        setProblem(found);
        // After an unknown outcome the same password goes again with the retry; after a refusal
        // the worker types it again.
        if (found.kind !== 'unknown') setPassword('');
        return false;
      }
    });

  if (step === 'password') {
    const busy = submission.running;
    return (
      <Card className="wallet-password" titleId={`${ids}-password`} aria-busy={busy} title={t('withdraw.passwordTitle')}>
        <p className="wallet-password__sum">
          {t('withdraw.passwordFor', { amount: formatMoney(cents ?? 0), account: accountName(accounts.find((a) => a.id === accountId)!) })}
        </p>
        <Suspense fallback={<div className="pay-password pay-password--placeholder" aria-hidden="true" />}>
          <PayPasswordPad
            value={password}
            onChange={(v) => {
              setPassword(v);
              if (problem?.kind === 'wrongPassword') setProblem(null);
            }}
            // The sixth digit sends, through the same guard as the button: one request either way.
            onFill={send}
            error={problem?.kind === 'wrongPassword'}
            // A wrong password or a refusal is typed again at once; locked or not set, the keypad
            // would only cover the way to set it.
            reopenOnClear={problem?.kind !== 'locked' && problem?.kind !== 'noPassword'}
            labelledBy={`${ids}-password`}
            describedBy={`${ids}-problem`}
          />
        </Suspense>
        <div id={`${ids}-problem`} className="wallet-password__problem" role="alert">
          {!busy && problem?.kind === 'wrongPassword' && (
            <p>{problem.left === null ? t('withdraw.wrongPassword') : t('withdraw.wrongPasswordLeft', { n: problem.left })}</p>
          )}
          {!busy && problem?.kind === 'locked' && (
            <>
              <p>{problem.until ? t('withdraw.lockedUntil', { time: formatDateTime(problem.until, i18n.language) }) : t('withdraw.locked')}</p>
              <SetPasswordLink />
            </>
          )}
          {!busy && problem?.kind === 'noPassword' && (
            <>
              <p>{t('withdraw.noPassword')}</p>
              <SetPasswordLink />
            </>
          )}
          {!busy && problem?.kind === 'refused' && <p>{problem.message}</p>}
          {!busy && problem?.kind === 'unknown' && <p>{t('withdraw.unknown', { reason: problem.message })}</p>}
        </div>
        {/* Locked while a request is in flight (the sixth digit's or its own); a double tap sends one request (useOneAtATime). */}
        <button
          type="button"
          className="app-button app-button--primary app-button--block"
          disabled={busy || password.length < PASSWORD_LENGTH}
          onClick={() => send(password)}
        >
          {busy ? t('withdraw.sending') : problem?.kind === 'unknown' ? t('withdraw.retry') : t('withdraw.confirm')}
        </button>
        <button type="button" className="app-button app-button--block wallet-password__back" disabled={busy} onClick={() => setStep('amount')}>
          {t('withdraw.changeAmount')}
        </button>
      </Card>
    );
  }

  return (
    <>
      <Card titleId={`${ids}-account`} title={t('withdraw.account')}>
        <div role="radiogroup" aria-labelledby={`${ids}-account`} className="wallet-accounts-pick">
          {accounts.map((a) => (
            <label key={a.id} className="wallet-pick">
              <input type="radio" name="withdraw-account" value={a.id} checked={a.id === accountId} onChange={() => form.setValue('accountId', a.id)} />
              <span className="wallet-pick__name">{accountName(a)}</span>
              {a.isDefault && <span className="wallet-tag">{t('account.default')}</span>}
            </label>
          ))}
        </div>
        <Link to={paths.withdrawAccounts} className="wallet-link">
          {t('withdraw.manageAccounts')}
        </Link>
      </Card>

      <Card>
        <label id={`${ids}-amount-label`} htmlFor={`${ids}-amount`} className="wallet__section-title">
          {t('withdraw.amount')}
        </label>
        <div className="wallet-amount">
          <span className="wallet-amount__currency" aria-hidden="true">
            ¥
          </span>
          <input
            id={`${ids}-amount`}
            className="wallet-amount__input"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            placeholder={t('withdraw.amountPlaceholder', { amount: formatMoney(config.minAmountCents) })}
            aria-invalid={Boolean(amountProblem)}
            aria-describedby={`${ids}-amount-help`}
            onChange={(e) => form.setValue('amount', normalizeAmount(e.target.value))}
          />
          <button type="button" className="wallet-link" onClick={() => form.setValue('amount', most > 0 ? (most / 100).toFixed(2) : '')}>
            {t('withdraw.all')}
          </button>
        </div>
        <div id={`${ids}-amount-help`}>
          {amountProblem && (
            <p className="wallet-error" role="alert">
              {amountProblem}
            </p>
          )}
          <p className="wallet-hint">{t('withdraw.available', { amount: formatMoney(wallet.availableCents) })}</p>
          <p className="wallet-hint">{t('withdraw.limits', { min: formatMoney(config.minAmountCents), max: formatMoney(config.maxAmountCents) })}</p>
        </div>
        <dl className="wallet-fee">
          <div>
            <dt>{t('withdraw.fee')}</dt>
            <dd>{fee ? formatMoney(fee.feeCents) : '—'}</dd>
          </div>
          <div>
            <dt>{t('withdraw.received')}</dt>
            <dd className="wallet-fee__received">{fee ? formatMoney(fee.actualCents) : '—'}</dd>
          </div>
        </dl>
        <p className="wallet-hint">{t('withdraw.feeRule', { rate: (config.feeRateBp / 100).toString(), min: formatMoney(config.minFeeCents) })}</p>
        <p className="wallet-hint">{config.arrivalText}</p>
        <p className="wallet-hint">{t('withdraw.timesLeft', { n: timesLeft, limit: config.dailyTimesLimit })}</p>
      </Card>

      {!wallet.hasPayPassword && (
        <Card role="alert">
          <p>{t('withdraw.noPassword')}</p>
          <SetPasswordLink />
        </Card>
      )}

      <button type="button" className="app-button app-button--primary app-button--block" disabled={timesLeft === 0 || !wallet.hasPayPassword} onClick={() => next()}>
        {timesLeft === 0 ? t('withdraw.noTimesLeft') : t('withdraw.next')}
      </button>

      <Card className="wallet-rules" titleId={`${ids}-rules`} title={t('withdraw.rules')}>
        <p className="wallet-rules__text">{config.rulesText}</p>
      </Card>
    </>
  );
}

export function WithdrawScreen() {
  const { t } = useTranslation('wallet');
  const wallet = useWallet();
  const config = useWithdrawConfig();
  const accounts = useWithdrawAccounts();
  const queries = [wallet, config, accounts];
  const failed = queries.find((q) => q.isError);
  let body;
  if (failed) body = <ErrorState error={failed.error} onRetry={() => queries.filter((q) => q.isError).forEach((q) => void q.refetch())} />;
  else if (!wallet.data || !config.data || !accounts.data) body = <LoadingBlock lines={6} />;
  else if (accounts.data.length === 0)
    body = (
      <EmptyState title={t('withdraw.noAccount')}>
        <Link to={paths.updateWithdrawAccount} className="app-button app-button--primary wallet-button-link">
          {t('accounts.add')}
        </Link>
      </EmptyState>
    );
  else body = <WithdrawForm wallet={wallet.data} config={config.data} accounts={accounts.data} />;
  return (
    <StackPage title={t('withdraw.title')} className="wallet" backTo={paths.wallet}>
      {body}
    </StackPage>
  );
}
