// pages/apply/account: the account step (service city, service items, experience, referrer), a
// JSON-schema form (forms/apply/account) whose choices come from the server's options: they go in
// as enums at run time, checked by the runtime validator. Drafts as on every step.
import { LazySchemaForm, useFormDefinition, useRuntimeValidator } from '@/lib/schema-form';
import { sendStep } from '@/lib/ui/feedback';
import type { ApplyAccount, ApplyAccountDraftRequest, ApplyOptions } from '../api/use-apply';
import type { ApplyAccountForm } from '@generated/forms/apply/account';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { EmptyState } from '@/components/query-state';
import { DRAFT_KINDS, useApplyAccount, useApplyOptions, useSaveAccount } from '../api/use-apply';
import { accountFromClue, useWorkerClue, type WorkerClueInfo } from '../api/use-clue';
import { StepPage } from '../components/step-page';
import { hasDraft } from '../utils/draft-store';
import { useContinueAfter } from '../utils/step-links';
import { useStepDraft } from '../utils/use-step-draft';
import '../apply.css';

type Values = Partial<ApplyAccountForm>;

function accountToForm(account: ApplyAccount): Values {
  const values: Values = {};
  if (account.serviceCity) values.serviceCity = account.serviceCity;
  if (account.serviceItems.length) values.serviceItems = account.serviceItems as ApplyAccountForm['serviceItems'];
  if (account.workYears !== null) values.workYears = account.workYears;
  if (account.referrer) values.referrer = account.referrer;
  return values;
}

const accountDraftRequest = (values: Values): ApplyAccountDraftRequest => ({
  serviceCity: values.serviceCity ?? null,
  serviceItems: values.serviceItems ?? [],
  workYears: typeof values.workYears === 'number' && values.workYears >= 0 && values.workYears <= 50 ? values.workYears : null,
  referrer: values.referrer ?? null,
});

/** A step never filled opens with what the applicant's lead says (city, items, invite code); a saved one as saved. */
function accountStart(account: ApplyAccount, options: ApplyOptions, clue: WorkerClueInfo | undefined): Values {
  const saved = accountToForm(account);
  return clue && Object.keys(saved).length === 0 ? (accountFromClue(clue, options) as Values) : saved;
}

function AccountForm({ account, options, clue }: { account: ApplyAccount; options: ApplyOptions; clue: WorkerClueInfo | undefined }) {
  const { t } = useTranslation('apply');
  const form = useFormDefinition('apply/account');
  const validator = useRuntimeValidator();
  const draft = useStepDraft<Values>('account', accountStart(account, options, clue), { kind: DRAFT_KINDS.account, body: accountDraftRequest });
  const save = useSaveAccount();
  const next = useContinueAfter('account');

  // The server's choices, as enums of the form's schema: names shown as they come.
  const withChoices = useMemo(() => {
    if (!form.data) return null;
    const { schema, uiSchema } = form.data;
    const properties = schema.properties as Record<string, Record<string, unknown>>;
    return {
      schema: {
        ...schema,
        properties: {
          ...properties,
          serviceCity: {
            ...properties.serviceCity,
            enum: options.cities.map((c) => c.code),
          },
          serviceItems: {
            ...properties.serviceItems,
            items: {
              ...(properties.serviceItems.items as object),
              enum: options.serviceItems.map((i) => i.id),
            },
          },
        },
      },
      uiSchema: {
        ...uiSchema,
        serviceCity: {
          ...uiSchema.serviceCity,
          'ui:enumNames': options.cities.map((c) => c.name),
        },
        serviceItems: {
          ...uiSchema.serviceItems,
          'ui:enumNames': options.serviceItems.map((i) => i.name),
        },
      },
    };
  }, [form.data, options]);

  if (!withChoices || !validator.data) return null;
  return (
    <Card as="div" className="apply-form">
      <LazySchemaForm
        {...withChoices}
        validator={validator.data}
        idPrefix="apply-account"
        formData={draft.value}
        onChange={(value) => draft.change(value as Values)}
        onSubmit={async (value) => {
          const data = value as ApplyAccountForm;
          if (
            await sendStep(
              save.mutateAsync({
                data: {
                  ...data,
                  ...(data.referrer ? { referrer: data.referrer.trim() } : {}),
                },
              }),
              t('step.saved'),
            )
          ) {
            draft.accepted();
            next();
          }
        }}
        submitText={t('step.next')}
        disabled={!account.editable}
      />
    </Card>
  );
}

export function AccountScreen() {
  const { t } = useTranslation('apply');
  const account = useApplyAccount();
  const options = useApplyOptions();
  const form = useFormDefinition('apply/account');
  const { clue, waiting } = useWorkerClue();
  const [restored] = useState(() => hasDraft('account'));
  return (
    <StepPage
      title={t('account.title')}
      needs={[account, options, form]}
      waiting={waiting}
      restored={restored}
      rejectReason={account.data?.rejectReason}
      notEditable={account.data ? !account.data.editable : false}
    >
      {() =>
        account.data &&
        options.data &&
        (options.data.cities.length && options.data.serviceItems.length ? (
          <AccountForm account={account.data} options={options.data} clue={clue} />
        ) : (
          <EmptyState title={t('account.noOptions')} />
        ))
      }
    </StepPage>
  );
}
