// pages/user/setting/update-payword: the payment password (6 digits, not six equal digits nor a
// straight run). Changed with the current one; set the first time, or when forgotten, with an SMS
// code sent to the worker's own number. A refused change keeps what was typed. `?mode=forgot` (the
// payment-password keypad's 忘记支付密码) opens on setting it by SMS code.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { UpdatePaywordForm } from '@generated/forms/settings/update-payword';
import { LoadingBlock } from '@/components/query-state';
import { StackPage, useBack } from '@/components/stack-page';
import { paths } from '@/config/paths';
import { CHUNK_TIMEOUT_MS, within } from '@/lib/loading/deadline';
import { sendStep } from '@/lib/ui/feedback';
import { useHasPayPassword, useUpdatePayPassword } from '@/features/settings/api/use-settings';
import { useSameAs } from '@/features/settings/utils/form-rules';
import { SettingsForm } from '@/features/settings/components/settings-form';
import { Choices } from '@/features/settings/components/choices';
import '@/features/settings/components/settings.css';

type Mode = 'change' | 'set';

// Setting it by SMS code is the rarer visit: its form and the code's button load when shown.
const SetForm = lazy(() => within(import('@/features/settings/components/set-payword-form'), CHUNK_TIMEOUT_MS, 'set-payword-form').then((m) => ({ default: m.SetPaywordForm })));

function ChangeForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('settings');
  const update = useUpdatePayPassword();
  const customValidate = useSameAs('newPayPassword', 'confirmPayPassword');
  const submit = async ({ oldPayPassword, newPayPassword }: UpdatePaywordForm) => {
    if (await sendStep(update.mutateAsync({ data: { oldPayPassword, newPayPassword } }), t('payword.done'))) onDone();
  };
  return (
    <SettingsForm<UpdatePaywordForm>
      form="settings/update-payword"
      idPrefix="payword"
      customValidate={customValidate}
      submitText={t('payword.submit')}
      disabled={update.isSuccess}
      onSubmit={submit}
    />
  );
}

export function UpdatePaywordScreen() {
  const { t } = useTranslation('settings');
  const back = useBack(paths.settings);
  const has = useHasPayPassword();
  const [params] = useSearchParams();
  const [chosen, setChosen] = useState<Mode | null>(params.get('mode') === 'forgot' ? 'set' : null);
  // Without a payment password yet (or when the wallet cannot say), only setting one by SMS works.
  const mode: Mode = chosen ?? (has.data ? 'change' : 'set');

  let body;
  if (has.isPending) body = <LoadingBlock lines={5} />;
  else
    body = (
      <>
        {has.data ? (
          <div className="settings-language">
            <Choices<Mode>
              label={t('payword.modeLabel')}
              value={mode}
              onChange={setChosen}
              options={[
                { value: 'change', label: t('payword.modeChange') },
                { value: 'set', label: t('payword.modeForgot') },
              ]}
            />
          </div>
        ) : (
          <p className="settings-note">{has.isError ? t('payword.unknown') : t('payword.first')}</p>
        )}
        {mode === 'change' ? (
          <ChangeForm onDone={back} />
        ) : (
          <Suspense fallback={<LoadingBlock lines={5} />}>
            <SetForm onDone={back} />
          </Suspense>
        )}
      </>
    );

  return (
    <StackPage title={t('payword.title')} backTo={paths.settings}>
      {body}
    </StackPage>
  );
}
