// pages/user/user-info: the avatar (chosen here, cropped and uploaded on the avatar cropper page),
// nickname, gender, birthday and introduction (the JSON-schema form settings/profile). Only what
// changed is sent; a refused save keeps what was typed. Under the form (arriving late, it moves
// nothing), the user centre's account as held for the session (lib/session/user-centre.ts): its
// nickname, gender, points and since when the worker is a member (getUserCenterInfo).
import { Avatar } from 'antd-mobile';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ProfileForm } from '@generated/forms/settings/profile';
import { Card } from '@/components/card';
import { PullRefresh } from '@/components/pull-refresh';
import { QueryState } from '@/components/query-state';
import { StackPage } from '@/components/stack-page';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format/time';
import { explainBeforePicking } from '@/lib/native/permissions';
import { type UserCentreUser, useUserCentre } from '@/lib/session/user-centre';
import { useFormDefinition } from '@/lib/schema-form';
import { sendStep, showToast } from '@/lib/ui/feedback';
import { useUpdateProfile, useWorkerInfo, type WorkerInfo } from '@/features/settings/api/use-settings';
import { formDataOf, profileChanges } from '@/features/settings/utils/profile-changes';
import { SettingsForm } from '@/features/settings/components/settings-form';
import '@/features/settings/components/settings.css';

function AvatarPicker({ worker }: { worker: WorkerInfo }) {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const choose = (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      void showToast(t('avatar.notImage'));
      return;
    }
    // The cropper takes the picture by a local URL (the file stays on the phone until it is cropped).
    navigate(paths.avatarCropper, { state: { src: URL.createObjectURL(file) } });
  };
  return (
    <Card className="profile-avatar" titleId="profile-avatar-title">
      <Avatar src={worker.avatar} className="profile-avatar__image" alt="" />
      <div>
        <h2 id="profile-avatar-title" className="visually-hidden">
          {t('avatar.title')}
        </h2>
        <label className="profile-avatar__change" onClick={explainBeforePicking('album')}>
          {t('avatar.change')}
          <input
            className="visually-hidden-input"
            type="file"
            accept="image/*"
            onChange={(e) => {
              choose(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </label>
      </div>
    </Card>
  );
}

const GENDERS = { 0: 'secret', 1: 'male', 2: 'female' } as const;

/** The user centre's account, read only: the form above changes the worker's profile (updateWorkerInfo), not this record. */
function AccountCard({ account }: { account: UserCentreUser }) {
  const { t, i18n } = useTranslation('settings');
  const rows: [string, string | number][] = [
    [t('account.nickname'), account.nickname],
    [t('account.gender'), t(`account.${GENDERS[account.gender]}`)],
    [t('account.points'), account.account_integral.balance],
    [t('account.vipSince'), account.vip_get_time ? formatDate(account.vip_get_time, i18n.language) : t('account.notVip')],
  ];
  return (
    <Card className="profile-account" titleId="profile-account-title">
      <h2 id="profile-account-title" className="settings-section__title">
        {t('account.title')}
      </h2>
      <dl className="profile-account__list">
        {rows.map(([term, value]) => (
          <div key={term} className="settings-row">
            <dt className="settings-row__label">{term}</dt>
            <dd className="settings-row__value">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

export function UserInfoScreen() {
  const { t } = useTranslation('settings');
  const worker = useWorkerInfo();
  const update = useUpdateProfile();
  const account = useUserCentre();
  // The account card comes under the form, once the form is drawn (its definition brings its
  // renderer): before, it would sit under the form's loading block and move down when the form came.
  const profileForm = useFormDefinition('settings/profile');
  const formData = useMemo(() => (worker.data ? formDataOf(worker.data) : undefined), [worker.data]);

  const submit = async (form: ProfileForm) => {
    if (!worker.data) return;
    const changes = profileChanges(worker.data, form);
    if (Object.keys(changes).length === 0) {
      void showToast(t('profile.unchanged'));
      return;
    }
    await sendStep(update.mutateAsync({ data: changes }), t('profile.saved'));
  };

  return (
    <StackPage title={t('profile.title')} backTo={paths.settings}>
      <QueryState query={worker} lines={8}>
        {(data) => (
          <PullRefresh onRefresh={() => Promise.all([worker.refetch(), account.refetch()])}>
            <AvatarPicker worker={data} />
            <SettingsForm<ProfileForm> form="settings/profile" idPrefix="profile" formData={formData} submitText={t('profile.submit')} onSubmit={submit} />
            {account.data && profileForm.isSuccess && <AccountCard account={account.data} />}
          </PullRefresh>
        )}
      </QueryState>
    </StackPage>
  );
}
