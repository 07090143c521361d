// pages/apply/simple: the basic information step, a JSON-schema form (forms/apply/basic-info).
// What is typed is kept on the phone at once and as the server's draft a moment later; a reload
// or a return finds it again. The draft is cleared only once the server accepted the step, and a
// refused save keeps the form as it is.
import { Card } from '@/components/card';
import { LazySchemaForm, useFormDefinition } from '@/lib/schema-form';
import { sendStep } from '@/lib/ui/feedback';
import type { ApplyBasicInfo, ApplyBasicInfoDraftRequest, ApplyBasicInfoSaveRequest } from '../api/use-apply';
import type { ApplyBasicInfoForm } from '@generated/forms/apply/basic-info';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DRAFT_KINDS, useApplyBasicInfo, useSaveBasicInfo } from '../api/use-apply';
import { useWorkerClue, type WorkerClueInfo } from '../api/use-clue';
import { StepPage } from '../components/step-page';
import { hasDraft } from '../utils/draft-store';
import { useContinueAfter } from '../utils/step-links';
import { useStepDraft } from '../utils/use-step-draft';
import '../apply.css';

type Values = Partial<ApplyBasicInfoForm>;

/** The server's step as form data: empty fields left out, as the form has them. */
function basicInfoToForm(info: ApplyBasicInfo): Values {
  const values: Record<string, unknown> = {};
  for (const key of ['realName', 'gender', 'birthday', 'nation', 'education', 'height', 'residentialAddress', 'intro'] as const) {
    if (info[key] !== null && info[key] !== undefined) values[key] = info[key];
  }
  const contact = info.emergencyContact;
  if (contact && (contact.name || contact.mobile)) {
    values.emergencyContact = {
      ...(contact.name ? { name: contact.name } : {}),
      ...(contact.mobile ? { mobile: contact.mobile } : {}),
    };
  }
  return values as Values;
}

/** The form as the draft call takes it: every field, empty ones null (a field left out is saved as empty). */
function basicInfoDraftRequest(values: Values): ApplyBasicInfoDraftRequest {
  const contact = values.emergencyContact;
  return {
    realName: values.realName ?? null,
    gender: values.gender ?? null,
    birthday: values.birthday ?? null,
    nation: values.nation ?? null,
    education: values.education ?? null,
    height: typeof values.height === 'number' && values.height >= 0 && values.height <= 300 ? values.height : null,
    emergencyContact: contact
      ? {
          name: contact.name ?? null,
          mobile: contact.mobile ? contact.mobile.replace(/\D/g, '').slice(-11) : null,
        }
      : null,
    residentialAddress: values.residentialAddress ?? null,
    intro: values.intro ?? null,
  };
}

/** The name the applicant gave on their lead, when the step has none yet: to check against the ID card, not to type again. */
function basicInfoStart(info: ApplyBasicInfo, clue: WorkerClueInfo | undefined): Values {
  const saved = basicInfoToForm(info);
  return clue?.name && !saved.realName ? { ...saved, realName: clue.name } : saved;
}

function BasicInfoForm({ info, clue }: { info: ApplyBasicInfo; clue: WorkerClueInfo | undefined }) {
  const { t } = useTranslation('apply');
  const form = useFormDefinition('apply/basic-info');
  const draft = useStepDraft<Values>('basicInfo', basicInfoStart(info, clue), { kind: DRAFT_KINDS.basicInfo, body: basicInfoDraftRequest });
  const save = useSaveBasicInfo();
  const next = useContinueAfter('basicInfo');

  const submit = async (values: ApplyBasicInfoForm) => {
    const data: ApplyBasicInfoSaveRequest = {
      ...values,
      realName: values.realName.trim(),
      emergencyContact: {
        name: values.emergencyContact.name.trim(),
        mobile: values.emergencyContact.mobile.replace(/\D/g, '').slice(-11),
      },
    };
    if (await sendStep(save.mutateAsync({ data }), t('step.saved'))) {
      draft.accepted();
      next();
    }
  };

  if (!form.data) return null;
  return (
    <Card as="div" className="apply-form">
      <LazySchemaForm
        {...form.data}
        idPrefix="apply-basic"
        formData={draft.value}
        onChange={(value) => draft.change(value as Values)}
        onSubmit={(value) => submit(value as ApplyBasicInfoForm)}
        submitText={t('step.next')}
        disabled={!info.editable}
      />
    </Card>
  );
}

/**
 * The step as the form starts from when the server's answer cannot come (offline, a reload in a
 * basement) but the applicant's draft is on the phone: the draft fills it; the save goes when the
 * network does (the server says then whether the step may still change).
 */
const UNREAD_BASIC_INFO: ApplyBasicInfo = {
  status: 'draft',
  rejectReason: null,
  editable: true,
  realName: null,
  gender: null,
  birthday: null,
  nation: null,
  education: null,
  height: null,
  emergencyContact: null,
  residentialAddress: null,
  intro: null,
} as unknown as ApplyBasicInfo;

export function SimpleScreen() {
  const { t } = useTranslation('apply');
  const info = useApplyBasicInfo();
  const form = useFormDefinition('apply/basic-info');
  const { clue, waiting } = useWorkerClue();
  const [restored] = useState(() => hasDraft('basicInfo'));
  // The server's step unread (no network) with a draft on the phone: the draft, never only 重试.
  const fromDraft = info.isError && restored;
  return (
    <StepPage
      title={t('simple.title')}
      needs={fromDraft ? [form] : [info, form]}
      waiting={waiting && !fromDraft}
      restored={restored}
      rejectReason={info.data?.rejectReason}
      notEditable={info.data ? !info.data.editable : false}
    >
      {() => {
        const step = info.data ?? (fromDraft ? UNREAD_BASIC_INFO : undefined);
        return step && <BasicInfoForm info={step} clue={clue} />;
      }}
    </StepPage>
  );
}
