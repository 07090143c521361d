// pages/user/feedback: tell the platform about a problem (its kind, 10-500 characters, up to 4
// photos uploaded with progress, a number to call back), and the feedback sent before with the
// platform's replies. A send that fails keeps the text and the photos.
import { Button, Selector } from 'antd-mobile';
import { TextArea } from '@/components/text-area';
import { useState } from 'react';
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
import { useOneAtATime } from '@/lib/ui/use-one-at-a-time';
import { isMobile, normalizeMobile } from '@/lib/validation';

type Kind = WorkerFeedback['type'];
const KINDS: Kind[] = ['app', 'order', 'payment', 'other'];
const MIN = 10;
const MAX = 500;
const MAX_PHOTOS = 4;

function FeedbackForm() {
  const { t } = useTranslation('mine-pages');
  const submitFeedback = useSubmitFeedback();
  const photos = usePhotoUploads({ folder: 'worker/feedback' });
  const [kind, setKind] = useState<Kind>('app');
  const [content, setContent] = useState('');
  const [mobile, setMobile] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submission = useOneAtATime();

  // Offline, the photos that could not go up go with the feedback, kept on the phone as taken.
  const offline = useOnline() === false;
  const kept = offline ? photos.items.filter((item) => item.file && item.status !== 'done') : [];

  const submit = () => {
    const text = content.trim();
    const phone = mobile.trim();
    const waiting = kept.length === 0 && photos.uploading;
    const broken = kept.length === 0 && photos.failed;
    const found = text.length < MIN ? 'feedback.tooShort' : phone && !isMobile(phone) ? 'feedback.badMobile' : waiting ? 'feedback.waitPhotos' : broken ? 'feedback.failedPhotos' : null;
    setProblem(found);
    if (found) {
      void showToast(t(found, { n: MIN }));
      return;
    }
    void submission.run(async () => {
      const files = kept.map((item, i) => ({ field: 'images', blob: item.file as File, folder: 'worker/feedback', name: item.file?.name || `photo-${i + 1}.jpg` }));
      const images = photos.urls.length || files.length ? { images: photos.urls } : {};
      const data = { type: kind, content: text, ...images, ...(phone ? { contactMobile: normalizeMobile(phone) } : {}) };
      const sent = await sendStep(submitFeedback.mutateAsync({ data, files }), t('feedback.sent'));
      if (sent) {
        setContent('');
        setMobile('');
        photos.clear();
      }
      // The form stays for another one.
      return false;
    });
  };

  return (
    <section className="card profile-form" aria-labelledby="feedback-form-title">
      <h2 id="feedback-form-title" className="profile-section__title">
        {t('feedback.formTitle')}
      </h2>
      <p id="feedback-kind" className="profile-field__label">
        {t('feedback.kind')}
      </p>
      <Selector<Kind>
        aria-labelledby="feedback-kind"
        value={[kind]}
        onChange={(next) => next[0] && setKind(next[0])}
        options={KINDS.map((k) => ({ value: k, label: t(`feedback.kinds.${k}`) }))}
      />
      <label className="profile-field__label" htmlFor="feedback-content">
        {t('feedback.content')}
      </label>
      <TextArea
        id="feedback-content"
        className="profile-textarea"
        value={content}
        onChange={setContent}
        maxLength={MAX}
        rows={5}
        placeholder={t('feedback.contentPlaceholder', { n: MIN })}
        aria-invalid={problem === 'feedback.tooShort'}
      />
      <PhotoField id="feedback-photos" photos={photos} label={t('feedback.photos')} max={MAX_PHOTOS} disabled={submission.running} />
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
        onChange={(e) => setMobile(e.target.value)}
        placeholder={t('feedback.mobilePlaceholder')}
        aria-invalid={problem === 'feedback.badMobile'}
      />
      <Button block color="primary" size="large" onClick={submit} loading={submission.running} loadingText={t('feedback.sending')} disabled={submission.running}>
        {t('feedback.send')}
      </Button>
    </section>
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
