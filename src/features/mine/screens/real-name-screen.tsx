// pages/user/real-name: the worker's real-name verification as the server has it: none yet,
// under review, approved (name and number masked), or rejected with the reason; with none or a
// rejection, the form: name, national ID (checked as the backend does), both sides of the ID card
// and a photo holding it, uploaded with progress. A refused or failed send keeps everything.
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { QueryState } from '@/components/query-state';
import { StackPage } from '@/components/stack-page';
import { paths } from '@/config/paths';
import { idNumberProblem, realNameRequest } from '@/lib/identity/real-name-fields';
import { useRealNameApply, useSubmitRealName, type WorkerRealNameApply } from '@/lib/identity/use-real-name';
import { PhotoField } from '@/components/photo-field';
import '@/features/mine/profile-pages.css';
import { formatDateTime } from '@/lib/format/time';
import { usePhotoUploads } from '@/lib/media/use-photo-uploads';
import { sendStep, showToast } from '@/lib/ui/feedback';
import { useForm } from '@/lib/forms/use-form';
import { contractLengths } from '@/lib/validation';

const NAME = contractLengths.realName;

function realNameProblem(raw: string): string | null {
  const name = raw.trim();
  if (!name) return 'realName.errors.nameRequired';
  return name.length < NAME.min || name.length > NAME.max ? 'realName.errors.nameLength' : null;
}

function Status({ apply }: { apply: WorkerRealNameApply }) {
  const { t, i18n } = useTranslation('mine-pages');
  const when = (value: string | null) => (value ? formatDateTime(value, i18n.language) : '');
  return (
    <Card className={`real-name-status real-name-status--${apply.status}`} titleId="real-name-status" title={t(`realName.status.${apply.status}`)}>
      <p className="profile-row__meta">{t(`realName.explain.${apply.status}`)}</p>
      {apply.status !== 'none' && apply.realName && (
        <dl className="profile-facts">
          <dt>{t('realName.name')}</dt>
          <dd>{apply.realName}</dd>
          <dt>{t('realName.idCardNo')}</dt>
          <dd>{apply.idCardNo}</dd>
          {apply.submittedAt && (
            <>
              <dt>{t('realName.submittedAt')}</dt>
              <dd>{when(apply.submittedAt)}</dd>
            </>
          )}
          {apply.reviewedAt && (
            <>
              <dt>{t('realName.reviewedAt')}</dt>
              <dd>{when(apply.reviewedAt)}</dd>
            </>
          )}
        </dl>
      )}
      {apply.status === 'rejected' && apply.rejectReason && (
        <p className="profile-field__error" role="note">
          {t('realName.reason', { reason: apply.rejectReason })}
        </p>
      )}
    </Card>
  );
}

function RealNameForm() {
  const { t } = useTranslation('mine-pages');
  const submitRealName = useSubmitRealName();
  const front = usePhotoUploads({ folder: 'worker/realname' });
  const back = usePhotoUploads({ folder: 'worker/realname' });
  const handheld = usePhotoUploads({ folder: 'worker/realname' });
  // Errors show at a send and stay until the next; the focus goes to the first wrong field.
  const form = useForm({
    initial: { realName: '', idCardNo: '' },
    rules: {
      realName: (value) => {
        const problem = realNameProblem(value);
        return problem ? t(problem) : undefined;
      },
      idCardNo: (value) => {
        const problem = idNumberProblem(value);
        return problem ? t(`realName.errors.id.${problem}`) : undefined;
      },
    },
    ids: { realName: 'real-name-name', idCardNo: 'real-name-id' },
  });
  const { values, errors } = form;

  const submit = form.submit(async (typed) => {
    // The photos are not fields: each has its own state, said after the fields are right.
    const sides = [front, back, handheld];
    if (sides.some((s) => s.uploading)) return void showToast(t('realName.waitPhotos'));
    if (sides.some((s) => s.urls.length === 0)) return void showToast(t('realName.needPhotos'));
    return sendStep(
      submitRealName.mutateAsync({ data: realNameRequest(typed, { idCardFront: front.urls[0], idCardBack: back.urls[0], handheldPhoto: handheld.urls[0] }) }),
      t('realName.submitted'),
    );
  });

  return (
    <Card as="form" className="profile-form" noValidate titleId="real-name-form-title" title={t('realName.formTitle')} onSubmit={submit}>
      <div className="profile-field">
        <label className="profile-field__label" htmlFor="real-name-name">
          {t('realName.name')}
        </label>
        <input
          id="real-name-name"
          className="profile-input"
          autoComplete="name"
          value={values.realName}
          onChange={(e) => form.setValue('realName', e.target.value)}
          placeholder={t('realName.namePlaceholder')}
          aria-invalid={Boolean(errors.realName)}
          aria-describedby={errors.realName ? form.errorIdOf('realName') : undefined}
        />
        {errors.realName && (
          <p id={form.errorIdOf('realName')} className="profile-field__error">
            {errors.realName}
          </p>
        )}
      </div>
      <div className="profile-field">
        <label className="profile-field__label" htmlFor="real-name-id">
          {t('realName.idCardNo')}
        </label>
        <input
          id="real-name-id"
          className="profile-input"
          autoComplete="off"
          value={values.idCardNo}
          onChange={(e) => form.setValue('idCardNo', e.target.value.toUpperCase())}
          placeholder={t('realName.idPlaceholder')}
          aria-invalid={Boolean(errors.idCardNo)}
          aria-describedby={errors.idCardNo ? form.errorIdOf('idCardNo') : undefined}
        />
        {errors.idCardNo && (
          <p id={form.errorIdOf('idCardNo')} className="profile-field__error">
            {errors.idCardNo}
          </p>
        )}
      </div>
      <PhotoField id="real-name-front" photos={front} label={t('realName.front')} max={1} single disabled={form.submitting} />
      <PhotoField id="real-name-back" photos={back} label={t('realName.back')} max={1} single disabled={form.submitting} />
      <PhotoField id="real-name-handheld" photos={handheld} label={t('realName.handheld')} max={1} single disabled={form.submitting} />
      <Button block type="submit" color="primary" size="large" loading={form.submitting} loadingText={t('realName.submitting')} disabled={form.submitting}>
        {t('realName.submit')}
      </Button>
    </Card>
  );
}

export function RealNameScreen() {
  const { t } = useTranslation('mine-pages');
  const apply = useRealNameApply();
  const body = (
    <QueryState query={apply} lines={5}>
      {(data) => (
        <>
          <Status apply={data} />
          {(data.status === 'none' || data.status === 'rejected') && <RealNameForm />}
        </>
      )}
    </QueryState>
  );
  return (
    <StackPage title={t('realName.title')} backTo={paths.mine} className="profile-pages">
      {body}
    </StackPage>
  );
}
