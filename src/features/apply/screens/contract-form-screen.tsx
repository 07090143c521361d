// pages/apply/contract-form?id=: the fields the contract's template asks for, a JSON-schema form
// built from the server's field list (src/lib/schema-form/contract-fields.ts; forms/apply/
// contract-form documents its values). Kept as a draft as it is typed; saved, it opens the contract
// again, ready to sign, or says which fields the server still misses.
import { contractFieldsToForm, type ContractFormValues, contractValuesToFormData, formDataToContractValues, LazySchemaForm, useRuntimeValidator } from '@/lib/schema-form';
import { alertDialog, showError } from '@/lib/ui/feedback';
import type { ApplyContractDetail, ApplyContractForm } from '../api/use-apply';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Card } from '@/components/card';
import { EmptyState } from '@/components/query-state';
import { useBack } from '@/components/stack-page';
import { useContract, useContractFormFields } from '../api/use-apply';
import { useSaveContractForm } from '../api/use-save-contract-form';
import { StepPage } from '../components/step-page';
import { hasDraft } from '../utils/draft-store';
import { contractLink } from '../utils/step-links';
import { useStepDraft } from '../utils/use-step-draft';
import '../apply.css';

function ContractFields({ contract, form }: { contract: ApplyContractDetail; form: ApplyContractForm }) {
  const { t } = useTranslation('apply');
  const validator = useRuntimeValidator();
  const built = useMemo(() => contractFieldsToForm(form.fields), [form.fields]);
  const draft = useStepDraft<Partial<ContractFormValues>>(`contract:${contract.id}`, contractValuesToFormData(form.fields, contract.formValues));
  const save = useSaveContractForm();
  const back = useBack(contractLink('applyContractDetail', contract.id));
  const signed = contract.status === 'signed';

  const submit = async (data: Partial<ContractFormValues>) => {
    try {
      const result = await save.mutateAsync({
        data: {
          id: contract.id,
          values: formDataToContractValues(form.fields, data),
        },
      });
      draft.accepted();
      if (result.data.missingFields.length) {
        const labels = result.data.missingFields.map((name) => form.fields.find((f) => f.name === name)?.label ?? name);
        void alertDialog({
          content: t('contractForm.missing', { fields: labels.join('、') }),
          confirmText: t('common:actions.confirm'),
        });
        return;
      }
      back();
    } catch (error) {
      void showError(error);
    }
  };

  if (!validator.data) return null;
  return (
    <Card as="div" className="apply-form" title={contract.title}>
      <LazySchemaForm
        schema={built.schema}
        uiSchema={{
          ...built.uiSchema,
          'ui:description': 'contractForm.description',
        }}
        validator={validator.data}
        idPrefix="apply-contract"
        formData={draft.value}
        onChange={(value) => draft.change(value as Partial<ContractFormValues>)}
        onSubmit={submit}
        submitText={t('contractForm.save')}
        disabled={signed}
      />
    </Card>
  );
}

export function ContractFormScreen() {
  const { t } = useTranslation('apply');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const contract = useContract(id);
  const fields = useContractFormFields(id);
  const [restored] = useState(() => id !== '' && hasDraft(`contract:${id}`));
  if (!id) {
    return (
      <StepPage title={t('contractForm.title')} needs={[]}>
        {() => <EmptyState title={t('contract.missingId')} />}
      </StepPage>
    );
  }
  return (
    <StepPage title={t('contractForm.title')} needs={[contract, fields]} restored={restored} notEditable={contract.data?.status === 'signed'}>
      {() =>
        contract.data &&
        fields.data &&
        (fields.data.fields.length ? <ContractFields contract={contract.data} form={fields.data} /> : <EmptyState title={t('contractForm.noFields')} />)
      }
    </StepPage>
  );
}
