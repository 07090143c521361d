// pages/apply/real-name: the real-name verification of the application (the mine area's calls): its
// state, or the form (the one form primitive, lib/forms/use-form): name and ID number prefilled from
// the ID card the photos step read, the ID card photos from that step, and a photo holding the card.
// Kept as the applicant types (the step's draft); a refused or failed send keeps everything. Passed
// or under review, the page offers the next step (issue 41: it was a dead end).
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card } from '@/components/card';
import { PhotoField } from '@/components/photo-field';
import { EmptyState } from '@/components/query-state';
import { useBack } from '@/components/stack-page';
import { paths } from '@/config/paths';
import { useForm } from '@/lib/forms/use-form';
import { idNumberProblem, type RealNameFields, realNameRequest } from '@/lib/identity/real-name-fields';
import { useRealNameApply, useSubmitRealName } from '@/lib/identity/use-real-name';
import { usePhotoUploads } from '@/lib/media/use-photo-uploads';
import { sendStep, showToast } from '@/lib/ui/feedback';
import { isChineseName, normalizeIdCard } from '@/lib/validation';
import { AUTO_RETRIES, UPLOAD_FOLDER } from '../api/upload-photo';
import { type ApplyImages, applyProcessKey, useApplyImages } from '../api/use-apply';
import { StepPage } from '../components/step-page';
import { nextStep, nextStepLink } from '../utils/step-links';
import { useStepDraft } from '../utils/use-step-draft';
import '../apply.css';

/** The step's draft: the typed fields and the uploaded photo holding the card. */
type Values = RealNameFields & { handheldPhoto: string | null };

function RealNameForm({ images }: { images: ApplyImages }) {
  const { t } = useTranslation('apply');
  const draft = useStepDraft<Values>('realName', {
    realName: images.idCardOcr?.name ?? '',
    idCardNo: images.idCardOcr?.idNumber ?? '',
    handheldPhoto: null,
  });
  const submitName = useSubmitRealName([applyProcessKey()]);
  const back = useBack(paths.applyProcess);
  const incomplete = t('realName.incomplete');
  // A number's problem shows as it is typed; anything missing or wrong is said at a send, in one toast, and the
  // focus stays where it is (the phone's keyboard stays shut).
  const form = useForm<Values>({
    initial: () => draft.value,
    rules: {
      realName: (value) => (isChineseName(value) ? undefined : incomplete),
      idCardNo: (value) => {
        const problem = idNumberProblem(value);
        if (problem === 'required') return incomplete;
        return problem ? t(`forms:errors.idCard.${problem}`) : undefined;
      },
      handheldPhoto: (value) => (value ? undefined : incomplete),
    },
    showErrors: 'change',
    ids: { realName: 'apply-real-name', idCardNo: 'apply-real-id', handheldPhoto: 'apply-handheld' },
    focusFirstError: false,
    onRefused: () => void showToast(incomplete),
  });
  const { values, errors } = form;
  /** A change: the form shows it, the draft keeps it. */
  const change = <K extends keyof Values>(name: K, value: Values[K]) => {
    form.setValue(name, value);
    draft.change((current) => ({ ...current, [name]: value }));
  };
  const handheld = usePhotoUploads({
    folder: UPLOAD_FOLDER,
    retries: AUTO_RETRIES,
    initial: values.handheldPhoto ? [values.handheldPhoto] : [],
    onUrls: (urls) => change('handheldPhoto', urls[0] ?? null),
  });
  // A number read from the card, or kept from before, is checked at once, as one typed is.
  const checkedFirst = useRef(false);
  useEffect(() => {
    if (checkedFirst.current) return;
    checkedFirst.current = true;
    if (values.idCardNo) form.check('idCardNo');
  });
  if (!images.idCardFront || !images.idCardBack) return <EmptyState title={t('realName.needPhotos')} />;
  const photos = { idCardFront: images.idCardFront, idCardBack: images.idCardBack };
  // An empty number is said by the send's toast, not under the field.
  const idError = values.idCardNo ? errors.idCardNo : undefined;

  const submit = form.submit(async (typed) => {
    const sent = await sendStep(submitName.mutateAsync({ data: realNameRequest(typed, { ...photos, handheldPhoto: typed.handheldPhoto! }) }), t('realName.sent'));
    if (sent) {
      draft.accepted();
      back();
    }
    return sent;
  });

  return (
    <Card as="div" className="apply-form">
      <label className="apply-field">
        <span className="apply-field__label">{t('image.name')}</span>
        <input
          id={form.idOf('realName')}
          className="apply-input"
          value={values.realName}
          autoComplete="name"
          onChange={(e) => change('realName', e.target.value)}
        />
      </label>
      <label className="apply-field">
        <span className="apply-field__label">{t('image.idNumber')}</span>
        <input
          id={form.idOf('idCardNo')}
          className="apply-input"
          value={values.idCardNo}
          autoComplete="off"
          aria-invalid={idError ? true : undefined}
          aria-describedby={idError ? form.errorIdOf('idCardNo') : undefined}
          onChange={(e) => change('idCardNo', normalizeIdCard(e.target.value))}
        />
      </label>
      {idError && (
        <p id={form.errorIdOf('idCardNo')} className="apply-error" role="alert">
          {idError}
        </p>
      )}
      <PhotoField id="apply-handheld" photos={handheld} label={t('realName.handheld')} hint={t('realName.handheldHint')} max={1} single />
      <div className="apply-actions">
        <button type="button" className="app-button app-button--primary app-button--block" disabled={form.submitting} onClick={() => submit()}>
          {form.submitting ? t('actions.sending') : t('realName.submit')}
        </button>
      </div>
    </Card>
  );
}

export function RealNameScreen() {
  const { t } = useTranslation('apply');
  const realName = useRealNameApply();
  const images = useApplyImages();
  const status = realName.data?.status;
  return (
    <StepPage title={t('realName.title')} needs={[realName, images]} rejectReason={status === 'rejected' ? realName.data?.rejectReason : null}>
      {() =>
        status === 'pending' || status === 'approved' ? (
          <>
            <Card as="div" className="apply-state" role="status" title={t(`realName.status.${status}`)}>
              <p className="apply-muted">
                {realName.data?.realName} · {realName.data?.idCardNo}
              </p>
            </Card>
            <div className="apply-actions">
              {/* This page takes no more input: the next step takes its place, so Back goes to the process page. */}
              <Link className="app-button app-button--primary app-button--block" {...nextStepLink('realName')}>
                {t('step.nextStep', { step: t(`process.step.${nextStep('realName')}`) })}
              </Link>
            </div>
          </>
        ) : (
          images.data && <RealNameForm images={images.data} />
        )
      }
    </StepPage>
  );
}
