// pages/user/setting/update-payword: the payment password (6 digits, not six equal digits nor a
// straight run). Changed with the current one; set the first time, or when forgotten, with an SMS
// code sent to the worker's own number. A refused change keeps what was typed.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SetPaywordForm } from '@generated/forms/settings/set-payword';
import type { UpdatePaywordForm } from '@generated/forms/settings/update-payword';
import { LoadingBlock } from '@/components/query-state';
import { StackPage, useBack } from '@/components/stack-page';
import { paths } from '@/config/paths';
import { sendStep, showToast } from '@/lib/ui/feedback';
import { isMobile, normalizeMobile } from '@/lib/validation';
import { useHasPayPassword, useSendSmsCode, useSetPayPassword, useUpdatePayPassword } from '@/features/settings/api/use-settings';
import { useSameAs } from '@/features/settings/components/form-rules';
import { SendCodeButton } from '@/features/settings/components/send-code-button';
import { SettingsForm } from '@/features/settings/components/settings-form';
import { Choices } from '@/features/settings/components/choices';
import '@/features/settings/components/settings.css';

type Mode = 'change' | 'set';

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

function SetForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('settings');
  const set = useSetPayPassword();
  const sendCode = useSendSmsCode();
  const typed = useRef<Partial<SetPaywordForm>>({});
  const customValidate = useSameAs('payPassword', 'confirmPayPassword');

  const send = async () => {
    const mobile = typed.current.mobile ?? '';
    if (!isMobile(mobile)) {
      void showToast(t('mobile.needMobile'));
      return null;
    }
    const { data } = await sendCode.mutateAsync({ data: { mobile: normalizeMobile(mobile), scene: 'payPassword' } });
    return data.resendAfter;
  };
  const submit = async ({ code, payPassword }: SetPaywordForm) => {
    if (await sendStep(set.mutateAsync({ data: { code, payPassword } }), t('payword.done'))) onDone();
  };
  return (
    <SettingsForm<SetPaywordForm>
      form="settings/set-payword"
      idPrefix="set-payword"
      onChange={(data) => (typed.current = data)}
      addons={{ sendCode: <SendCodeButton send={send} /> }}
      customValidate={customValidate}
      submitText={t('payword.submit')}
      disabled={set.isSuccess}
      onSubmit={submit}
    />
  );
}

export function UpdatePaywordScreen() {
  const { t } = useTranslation('settings');
  const back = useBack(paths.settings);
  const has = useHasPayPassword();
  const [chosen, setChosen] = useState<Mode | null>(null);
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
        {mode === 'change' ? <ChangeForm onDone={back} /> : <SetForm onDone={back} />}
      </>
    );

  return (
    <StackPage title={t('payword.title')} backTo={paths.settings}>
      {body}
    </StackPage>
  );
}
