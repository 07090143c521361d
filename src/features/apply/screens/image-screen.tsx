// pages/apply/image: the photos step: ID card both sides (the OCR fills name, ID number and the
// rest from the photo; the applicant checks and corrects them; an ID number read that differs from
// the one entered replaces nothing: the applicant chooses), certificates, health certificate
// with its expiry, life photos. Each photo uploads on its own with progress and retries; what is
// uploaded and typed is kept as a draft (phone and server) until the server accepts the step.
import { Card } from '@/components/card';
import { PhotoField } from '@/components/photo-field';
import { compressImage } from '@/lib/media/compress';
import { usePhotoUploads } from '@/lib/media/use-photo-uploads';
import { isApiError } from '@/lib/api/errors';
import { idCardProblem, isChineseName, isDate, normalizeIdCard } from '@/lib/validation';
import { CHUNK_TIMEOUT_MS, within } from '@/lib/loading/deadline';
import { sendStep, showToast } from '@/lib/ui/feedback';
import { useOneAtATime } from '@/lib/ui/use-one-at-a-time';
import { whenIdleAfterLoad } from '@/lib/ui/yield';
import type { ApplyIdCardOcr, ApplyImages, ApplyImagesDraftRequest, ApplyImagesSaveRequest } from '../api/use-apply';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readIdCard } from '../api/read-id-card';
import { AUTO_RETRIES, UPLOAD_FOLDER } from '../api/upload-photo';
import { DRAFT_KINDS, useApplyImages, useSaveImages } from '../api/use-apply';
import { StepPage } from '../components/step-page';
import { hasDraft } from '../utils/draft-store';
import { EMPTY_OCR, fileToBase64, readingOver } from '../utils/id-card-ocr';
import { useContinueAfter } from '../utils/step-links';
import { useStepDraft } from '../utils/use-step-draft';
import '../apply.css';

// 健康证有效期 (components/health-expire-field: the app's date field, never the browser's date box)
// comes once the page is idle, with its code (~1 KB gzip): the field is far below the fold, so the
// step's first load stays within its budget; a frame of its height holds its place until then.
// Within the spec's chunk time limit: past it the route's error page says so.
const HealthExpireField = lazy(() =>
  within(import('../components/health-expire-field'), CHUNK_TIMEOUT_MS, 'health-expire-field').then((m) => ({ default: m.HealthExpireField })),
);
const HEALTH_EXPIRE_ID = 'apply-health-expire';

type ImagesValue = ApplyImagesDraftRequest & {
  idCardOcr: ApplyIdCardOcr;
};

const imagesToValue = (images: ApplyImages): ImagesValue => ({
  idCardFront: images.idCardFront,
  idCardBack: images.idCardBack,
  idCardOcr: images.idCardOcr ?? EMPTY_OCR,
  certificates: images.certificates,
  healthCertificate: images.healthCertificate,
  healthCertificateExpireDate: images.healthCertificateExpireDate,
  lifePhotos: images.lifePhotos,
});

type OcrState = {
  side: 'front' | 'back';
  status: 'reading' | 'done' | 'failed';
  /** Why it failed, as the call's error says it (the server's refusal, the network...). */
  reason?: string;
} | null;

/** A reason to go before "or type them in": without its closing punctuation. */
const reasonOf = (error: unknown) => (isApiError(error) ? error.message.trim().replace(/[。！？，；.!?,;]+$/u, '') : '');

/** What is missing or wrong before the step can be saved: catalogue keys, in the order of the page. */
function imagesProblems(value: ImagesValue, choosing: boolean): string[] {
  const problems: string[] = [];
  if (!value.idCardFront) problems.push('image.missing.idCardFront');
  if (!value.idCardBack) problems.push('image.missing.idCardBack');
  if (!value.idCardOcr.name || !isChineseName(value.idCardOcr.name)) problems.push('image.missing.name');
  if (choosing) problems.push('image.missing.idChoice');
  else if (!value.idCardOcr.idNumber || idCardProblem(value.idCardOcr.idNumber)) problems.push('image.missing.idNumber');
  if (!value.certificates?.length) problems.push('image.missing.certificates');
  if (!value.healthCertificate) problems.push('image.missing.healthCertificate');
  if (!value.healthCertificateExpireDate || !isDate(value.healthCertificateExpireDate)) problems.push('image.missing.healthExpire');
  if (!value.lifePhotos?.length) problems.push('image.missing.lifePhotos');
  return problems;
}

function ImagesForm({ images }: { images: ApplyImages }) {
  const { t } = useTranslation('apply');
  const draft = useStepDraft<ImagesValue>('images', imagesToValue(images), { kind: DRAFT_KINDS.images, body: (value) => value });
  const value = draft.value;
  const save = useSaveImages();
  const next = useContinueAfter('images');
  const submission = useOneAtATime();
  const [ocr, setOcr] = useState<OcrState>(null);
  // An ID number the OCR read that differs from the one the step holds: shown beside it until the applicant chooses.
  const [readNumber, setReadNumber] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const disabled = !images.editable;
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdleAfterLoad(() => setIdle(true)), []);

  // Later changes (an upload finishing while the applicant types) start from the latest value.
  const update = (change: (current: ImagesValue) => ImagesValue) => draft.change(change);
  // Each field's photos: the saved ones and those on their way up; the uploaded URLs go into the draft as they change.
  const upload = { folder: UPLOAD_FOLDER, retries: AUTO_RETRIES };
  const one = (url: string | null | undefined) => (url ? [url] : []);
  const front = usePhotoUploads({ ...upload, initial: one(value.idCardFront), onUrls: (urls) => update((c) => ({ ...c, idCardFront: urls[0] ?? null })) });
  const back = usePhotoUploads({ ...upload, initial: one(value.idCardBack), onUrls: (urls) => update((c) => ({ ...c, idCardBack: urls[0] ?? null })) });
  const certificates = usePhotoUploads({ ...upload, initial: value.certificates ?? [], onUrls: (urls) => update((c) => ({ ...c, certificates: urls })) });
  const health = usePhotoUploads({ ...upload, initial: one(value.healthCertificate), onUrls: (urls) => update((c) => ({ ...c, healthCertificate: urls[0] ?? null })) });
  const life = usePhotoUploads({ ...upload, initial: value.lifePhotos ?? [], onUrls: (urls) => update((c) => ({ ...c, lifePhotos: urls })) });

  const read = async (file: File, side: 'front' | 'back') => {
    setOcr({ side, status: 'reading' });
    try {
      const read = await readIdCard(await fileToBase64(await compressImage(file)), side);
      const reading = { differing: null as string | null };
      update((current) => {
        const { kept, differing } = readingOver(current.idCardOcr, read);
        reading.differing = differing;
        return { ...current, idCardOcr: kept };
      });
      // A later reading that agrees (or reads no number) leaves an open choice as it is.
      if (reading.differing) setReadNumber(reading.differing);
      setOcr({ side, status: 'done' });
    } catch (error) {
      // The applicant types the fields; the photo still uploads. The server's 400 says what was wrong
      // with the photo (unreadable, the other side), other failures what happened to the call.
      setOcr({ side, status: 'failed', reason: reasonOf(error) || undefined });
    }
  };

  const setOcrField = (field: 'name' | 'idNumber', text: string) =>
    update((current) => ({
      ...current,
      idCardOcr: { ...current.idCardOcr, [field]: text || null },
    }));
  /** The applicant's choice between the number read and the one entered. */
  const choose = (number: string | null) => {
    if (number !== null) setOcrField('idNumber', number);
    setReadNumber(null);
    setProblems((found) => found.filter((key) => key !== 'image.missing.idChoice'));
  };
  const choosing = readNumber !== null && !disabled;

  const submit = () =>
    void submission.run(async () => {
      const found = imagesProblems(value, choosing);
      setProblems(found);
      if (found.length) {
        void showToast(t(found[0]));
        return false;
      }
      const data: ApplyImagesSaveRequest = {
        ...(value as ApplyImagesSaveRequest),
        idCardOcr: {
          ...value.idCardOcr,
          name: value.idCardOcr.name!.trim(),
          idNumber: normalizeIdCard(value.idCardOcr.idNumber!),
        },
      };
      const sent = await sendStep(save.mutateAsync({ data }), t('step.saved'));
      if (sent) {
        draft.accepted();
        next();
      }
      return sent;
    });

  const idProblem = value.idCardOcr.idNumber ? idCardProblem(value.idCardOcr.idNumber) : null;
  return (
    <>
      <Card className="apply-form" titleId="apply-idcard" title={t('image.idCard')}>
        <PhotoField id="apply-id-front" photos={front} label={t('image.idCardFront')} max={1} single readOnly={disabled} onPicked={(file) => void read(file, 'front')} />
        <PhotoField id="apply-id-back" photos={back} label={t('image.idCardBack')} max={1} single readOnly={disabled} onPicked={(file) => void read(file, 'back')} />
        <p className="apply-muted" role="status">
          {!ocr ? t('image.ocr.hint') : ocr.reason ? t('image.ocr.failedBecause', { reason: ocr.reason }) : t(`image.ocr.${ocr.status}`)}
        </p>
        <label className="apply-field">
          <span className="apply-field__label">{t('image.name')}</span>
          <input
            className="apply-input"
            value={value.idCardOcr.name ?? ''}
            autoComplete="name"
            readOnly={disabled}
            aria-invalid={problems.includes('image.missing.name') || undefined}
            onChange={(e) => setOcrField('name', e.target.value)}
          />
        </label>
        <label className="apply-field">
          <span className="apply-field__label">{t('image.idNumber')}</span>
          <input
            className="apply-input"
            value={value.idCardOcr.idNumber ?? ''}
            autoComplete="off"
            autoCapitalize="characters"
            readOnly={disabled}
            aria-invalid={idProblem ? true : undefined}
            aria-describedby={idProblem ? 'apply-id-problem' : undefined}
            onChange={(e) => setOcrField('idNumber', normalizeIdCard(e.target.value))}
          />
        </label>
        {idProblem && (
          <p id="apply-id-problem" className="apply-error" role="alert">
            {t(`forms:errors.idCard.${idProblem}`)}
          </p>
        )}
        {choosing && (
          <div className="apply-ocr-choice" role="group" aria-labelledby="apply-ocr-differs">
            <p id="apply-ocr-differs" className="apply-ocr-choice__title">
              {t('image.ocr.differs')}
            </p>
            <dl className="apply-ocr-choice__numbers">
              <div>
                <dt>{t('image.ocr.read')}</dt>
                <dd>{readNumber}</dd>
              </div>
              <div>
                <dt>{t('image.ocr.typed')}</dt>
                <dd>{value.idCardOcr.idNumber}</dd>
              </div>
            </dl>
            <div className="apply-ocr-choice__actions">
              <button type="button" className="app-button apply-button-secondary" onClick={() => choose(null)}>
                {t('image.ocr.keepTyped')}
              </button>
              <button type="button" className="app-button app-button--primary" onClick={() => choose(readNumber)}>
                {t('image.ocr.useRead')}
              </button>
            </div>
          </div>
        )}
      </Card>
      <Card className="apply-form" titleId="apply-certs" title={t('image.qualifications')}>
        <PhotoField id="apply-certs-input" photos={certificates} label={t('image.certificates')} hint={t('image.certificatesHint')} max={6} readOnly={disabled} />
        <PhotoField id="apply-health" photos={health} label={t('image.healthCertificate')} max={1} single readOnly={disabled} />
        <div className="apply-field">
          {/* The date field is named by this label: picker-field's labelId convention (`<id>__label`). */}
          <span className="apply-field__label" id={`${HEALTH_EXPIRE_ID}__label`}>
            {t('image.healthExpire')}
          </span>
          {idle ? (
            <Suspense fallback={<div className="apply-date apply-date--waiting" />}>
              <HealthExpireField
                id={HEALTH_EXPIRE_ID}
                value={value.healthCertificateExpireDate ?? null}
                disabled={disabled}
                invalid={problems.includes('image.missing.healthExpire')}
                onChange={(picked) => update((c) => ({ ...c, healthCertificateExpireDate: picked }))}
              />
            </Suspense>
          ) : (
            <div className="apply-date apply-date--waiting" />
          )}
        </div>
        <PhotoField id="apply-life" photos={life} label={t('image.lifePhotos')} hint={t('image.lifePhotosHint')} max={6} readOnly={disabled} />
      </Card>
      {problems.length > 0 && (
        <Card as="ul" className="apply-problems" role="alert" aria-label={t('image.problems')}>
          {problems.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </Card>
      )}
      <div className="apply-actions">
        <button type="button" className="app-button app-button--primary app-button--block" disabled={disabled || submission.running} onClick={submit}>
          {submission.running ? t('actions.sending') : t('step.next')}
        </button>
      </div>
    </>
  );
}

export function ImageScreen() {
  const { t } = useTranslation('apply');
  const images = useApplyImages();
  const [restored] = useState(() => hasDraft('images'));
  return (
    <StepPage
      title={t('image.title')}
      needs={[images]}
      restored={restored}
      rejectReason={images.data?.rejectReason}
      notEditable={images.data ? !images.data.editable : false}
    >
      {() => images.data && <ImagesForm images={images.data} />}
    </StepPage>
  );
}
