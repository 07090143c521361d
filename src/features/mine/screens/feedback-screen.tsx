// pages/user/feedback: tell the platform about a problem (its kind, 10-500 characters, up to 4
// photos uploaded with progress, a number to call back), and the feedback sent before with the
// platform's replies. A send that fails keeps the text and the photos.
import { Button, Selector } from 'antd-mobile';
import { Card } from '@/components/card';
import { TextArea } from '@/components/text-area';
import { useTranslation } from 'react-i18next';
import { PagedList } from '@/components/paged-list';
import { StackPage } from '@/components/stack-page';
import { paths } from '@/config/paths';
import { useFeedbackList, useSubmitFeedback, type WorkerFeedback } from '@/features/mine/api/use-feedback';
import { PhotoField } from '@/components/photo-field';
import '@/features/mine/profile-pages.css';
import { formatDateTime } from '@/lib/format/time';
import { usePhotoUploads } from '@/lib/media/use-photo-uploads';
import { useOnline } from '@/lib/network/online';
import { sendStep, showToast } from '@/lib/ui/feedback';
import { useForm } from '@/lib/forms/use-form';
import { contractLengths, isMobile, normalizeMobile } from '@/lib/validation';

type Kind = WorkerFeedback['type'];
const KINDS: Kind[] = ['app', 'order', 'payment', 'other'];
const MIN = 10;
const MAX = contractLengths.feedback.max;
const MAX_PHOTOS = 4;

function FeedbackForm() {
  const { t } = useTranslation('mine-pages');
  const submitFeedback = useSubmitFeedback();
  const photos = usePhotoUploads({ folder: 'worker/feedback' });
  // Checked at a send; what is wrong first is said in a toast, and its field marked.
  const form = useForm({
    initial: { kind: 'app' as Kind, content: '', mobile: '' },
    rules: {
      content: (value) => (value.trim().length < MIN ? t('feedback.tooShort', { n: MIN }) : undefined),
      mobile: (value) => (value.trim() && !isMobile(value.trim()) ? t('feedback.badMobile') : undefined),
    },
    idPrefix: 'feedback',
    focusFirstError: false,
    onRefused: (message) => void showToast(message),
  });
  const { kind, content, mobile } = form.values;

  // Offline, the photos that could not go up go with the feedback, kept on the phone as taken.
  const offline = useOnline() === false;
  const kept = offline ? photos.items.filter((item) => item.file && item.status !== 'done') : [];

  const submit = form.submit(async (values) => {
    const text = values.content.trim();
    const phone = values.mobile.trim();
    // The photos are not fields: each has its own state, said here after the fields are right.
    const photosProblem = kept.length === 0 && photos.uploading ? 'feedback.waitPhotos' : kept.length === 0 && photos.failed ? 'feedback.failedPhotos' : null;
    if (photosProblem) {
      void showToast(t(photosProblem));
      return false;
    }
    const files = kept.map((item, i) => ({ field: 'images', blob: item.file as File, folder: 'worker/feedback', name: item.file?.name || `photo-${i + 1}.jpg` }));
    const images = photos.urls.length || files.length ? { images: photos.urls } : {};
    const data = { type: values.kind, content: text, ...images, ...(phone ? { contactMobile: normalizeMobile(phone) } : {}) };
    const sent = await sendStep(submitFeedback.mutateAsync({ data, files }), t('feedback.sent'));
    if (sent) {
      form.setValue('content', '');
      form.setValue('mobile', '');
      photos.clear();
    }
    // The form stays for another one.
    return false;
  });

  return (
    <Card className="profile-form" titleId="feedback-form-title" title={t('feedback.formTitle')}>
      <p id="feedback-kind" className="profile-field__label">
        {t('feedback.kind')}
      </p>
      <Selector<Kind>
        aria-labelledby="feedback-kind"
        value={[kind]}
        onChange={(next) => next[0] && form.setValue('kind', next[0])}
        options={KINDS.map((k) => ({ value: k, label: t(`feedback.kinds.${k}`) }))}
      />
      <label className="profile-field__label" htmlFor="feedback-content">
        {t('feedback.content')}
      </label>
      <TextArea
        id="feedback-content"
        className="profile-textarea"
        value={content}
        onChange={(value) => form.setValue('content', value)}
        maxLength={MAX}
        rows={5}
        placeholder={t('feedback.contentPlaceholder', { n: MIN })}
        aria-invalid={Boolean(form.errors.content)}
      />
      <PhotoField id="feedback-photos" photos={photos} label={t('feedback.photos')} max={MAX_PHOTOS} disabled={form.submitting} />
      <label className="profile-field__label" htmlFor="feedback-mobile">
        {t('feedback.mobile')}
      </label>
      <input
        id="feedback-mobile"
        className="profile-input"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={mobile}
        onChange={(e) => form.setValue('mobile', e.target.value)}
        placeholder={t('feedback.mobilePlaceholder')}
        aria-invalid={Boolean(form.errors.mobile)}
      />
      <Button block color="primary" size="large" onClick={() => submit()} loading={form.submitting} loadingText={t('feedback.sending')} disabled={form.submitting}>
        {t('feedback.send')}
      </Button>
    </Card>
  );
}

function FeedbackItem({ item }: { item: WorkerFeedback }) {
  const { t, i18n } = useTranslation('mine-pages');
  return (
    <article className="profile-row profile-row--top">
      <div className="profile-row__main">
        <p className="profile-row__title">
          <span className={`profile-badge profile-badge--${item.status}`}>{t(`feedback.status.${item.status}`)}</span>
          {t(`feedback.kinds.${item.type}`)}
          <time className="profile-row__time" dateTime={item.createdAt}>
            {formatDateTime(item.createdAt, i18n.language)}
          </time>
        </p>
        <p className="profile-row__text">{item.content}</p>
        {item.images.length > 0 && (
          <div className="review-photos">
            {item.images.map((src, i) => (
              <img key={src} src={src} alt={t('feedback.photoAlt', { index: i + 1 })} width={72} height={72} loading="lazy" />
            ))}
          </div>
        )}
        {item.reply && (
          <p className="profile-reply">
            <strong>{t('feedback.reply')}</strong>
            {item.reply}
          </p>
        )}
      </div>
    </article>
  );
}

export function FeedbackScreen() {
  const { t } = useTranslation('mine-pages');
  const list = useFeedbackList();
  return (
    <StackPage title={t('feedback.title')} backTo={paths.mine} className="profile-pages">
      <FeedbackForm />
      <h2 className="profile-section__title profile-section__title--outside">{t('feedback.history')}</h2>
      <PagedList<WorkerFeedback>
        label={t('feedback.history')}
        list={list.list}
        isPending={list.isPending}
        isError={list.isError}
        error={list.error}
        hasNextPage={list.hasNextPage}
        refresh={list.refresh}
        loadMore={list.loadMore}
        emptyText={t('feedback.empty')}
        getKey={(row) => row.id}
        renderItem={(row) => <FeedbackItem item={row} />}
      />
    </StackPage>
  );
}
