// pages/apply/real-name: the real-name verification of the application (the mine area's calls): its
// state, or the form: name and ID number prefilled from the ID card the photos step read, the ID
// card photos from that step, and a photo holding the card. Kept as the applicant types.
import { Card } from '@/components/card';
import { PhotoField } from '@/components/photo-field';
import { usePhotoUploads } from '@/lib/media/use-photo-uploads';
import { sendStep, showToast } from '@/lib/ui/feedback';
import { useOneAtATime } from '@/lib/ui/use-one-at-a-time';
import { idCardProblem, isChineseName, normalizeIdCard } from '@/lib/validation';
import type { ApplyImages } from '../api/use-apply';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/query-state';
import { useBack } from '@/components/stack-page';
import { paths } from '@/config/paths';
import { useRealNameApply, useSubmitRealName } from '@/lib/identity/use-real-name';
import { AUTO_RETRIES, UPLOAD_FOLDER } from '../api/upload-photo';
import { applyProcessKey, useApplyImages } from '../api/use-apply';
import { StepPage } from '../components/step-page';
import { useStepDraft } from '../utils/use-step-draft';
import '../apply.css';

type Values = {
  realName: string;
  idCardNo: string;
  handheldPhoto: string | null;
};

function RealNameForm({ images }: { images: ApplyImages }) {
  const { t } = useTranslation('apply');
  const draft = useStepDraft<Values>('realName', {
    realName: images.idCardOcr?.name ?? '',
    idCardNo: images.idCardOcr?.idNumber ?? '',
    handheldPhoto: null,
  });
  const value = draft.value;
  const submitName = useSubmitRealName([applyProcessKey()]);
  const submission = useOneAtATime();
  const back = useBack(paths.applyProcess);
  const handheld = usePhotoUploads({
    folder: UPLOAD_FOLDER,
    retries: AUTO_RETRIES,
    initial: value.handheldPhoto ? [value.handheldPhoto] : [],
    onUrls: (urls) => draft.change((c) => ({ ...c, handheldPhoto: urls[0] ?? null })),
  });
  if (!images.idCardFront || !images.idCardBack) return <EmptyState title={t('realName.needPhotos')} />;
  const front = images.idCardFront;
  const backPhoto = images.idCardBack;
  const idProblem = value.idCardNo ? idCardProblem(value.idCardNo) : null;

  const submit = () =>
    void submission.run(async () => {
      if (!isChineseName(value.realName) || !value.idCardNo || idProblem || !value.handheldPhoto) {
        void showToast(t('realName.incomplete'));
        return false;
      }
      const data = {
        realName: value.realName.trim(),
        idCardNo: normalizeIdCard(value.idCardNo),
        idCardFront: front,
        idCardBack: backPhoto,
        handheldPhoto: value.handheldPhoto,
      };
      const sent = await sendStep(submitName.mutateAsync({ data }), t('realName.sent'));
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
          className="apply-input"
          value={value.realName}
          autoComplete="name"
          onChange={(e) => draft.change((c) => ({ ...c, realName: e.target.value }))}
        />
      </label>
      <label className="apply-field">
        <span className="apply-field__label">{t('image.idNumber')}</span>
        <input
          className="apply-input"
          value={value.idCardNo}
          autoComplete="off"
          aria-invalid={idProblem ? true : undefined}
          aria-describedby={idProblem ? 'apply-real-id-problem' : undefined}
          onChange={(e) =>
            draft.change((c) => ({
              ...c,
              idCardNo: normalizeIdCard(e.target.value),
            }))
          }
        />
      </label>
      {idProblem && (
        <p id="apply-real-id-problem" className="apply-error" role="alert">
          {t(`forms:errors.idCard.${idProblem}`)}
        </p>
      )}
      <PhotoField id="apply-handheld" photos={handheld} label={t('realName.handheld')} hint={t('realName.handheldHint')} max={1} single />
      <div className="apply-actions">
        <button type="button" className="app-button app-button--primary app-button--block" disabled={submission.running} onClick={submit}>
          {submission.running ? t('actions.sending') : t('realName.submit')}
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
          <Card as="div" className="apply-state" role="status">
            <p className="card__title">{t(`realName.status.${status}`)}</p>
            <p className="apply-muted">
              {realName.data?.realName} · {realName.data?.idCardNo}
            </p>
          </Card>
        ) : (
          images.data && <RealNameForm images={images.data} />
        )
      }
    </StepPage>
  );
}
