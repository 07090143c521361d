// pages/update/index: the app-upgrade page. Shows the newest version's notes, version and size;
// "update now" opens the APK or the store page; a forced update cannot be put off.
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { QueryState } from '@/components/query-state';
import { useBack } from '@/components/stack-page';
import { env } from '@/config/env';
import { formatDate } from '@/lib/format/time';
import { useAppVersion } from '@/features/system/api/use-system';
import { detectPlatform, toMegabytes } from '@/features/system/utils/platform';
import './system-screens.css';

export function UpdateScreen() {
  const { t, i18n } = useTranslation('system');
  const [platform] = useState(() => detectPlatform());
  const version = useAppVersion(platform);
  const back = useBack();

  const upToDate = (
    <Card className="system-page__card" titleId="update-title">
      <h1 id="update-title" className="system-page__title">
        {t('update.upToDate')}
      </h1>
      <p className="system-page__text">{t('update.currentVersion', { version: env.appVersion })}</p>
      <Button block color="primary" size="large" onClick={back}>
        {t('update.back')}
      </Button>
    </Card>
  );
  const body = (v: NonNullable<typeof version.data>) => {
    if (!v.hasUpdate) return upToDate;
    const url = v.downloadUrl ?? v.storeUrl;
    const notes = v.releaseNotes.split('\n').map((line) => line.trim()).filter(Boolean);
    return (
      <Card className="system-page__card" titleId="update-title">
        <h1 id="update-title" className="system-page__title">
          {t('update.title', { version: v.version })}
        </h1>
        <dl className="system-page__facts">
          <div>
            <dt>{t('update.currentLabel')}</dt>
            <dd>{env.appVersion}</dd>
          </div>
          <div>
            <dt>{t('update.newest')}</dt>
            <dd>{v.version}</dd>
          </div>
          {v.packageSize !== null && (
            <div>
              <dt>{t('update.size')}</dt>
              <dd>{t('update.megabytes', { size: toMegabytes(v.packageSize) })}</dd>
            </div>
          )}
          <div>
            <dt>{t('update.published')}</dt>
            <dd>{formatDate(v.publishedAt, i18n.language)}</dd>
          </div>
        </dl>
        {v.forceUpdate && (
          <p className="system-page__warning" role="alert">
            {t('update.forced')}
          </p>
        )}
        <h2 className="system-page__subtitle">{t('update.notes')}</h2>
        <ul className="system-page__notes">
          {notes.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
        {url ? (
          <a className="system-page__action" href={url} rel="noopener">
            {t('update.now')}
          </a>
        ) : (
          <p className="system-page__text">{t('update.noLink')}</p>
        )}
        {!v.forceUpdate && (
          <Button block fill="none" size="large" className="system-page__later" onClick={back}>
            {t('update.later')}
          </Button>
        )}
      </Card>
    );
  };

  return (
    <main className="page-stack system-page">
      <QueryState query={version} lines={6}>
        {body}
      </QueryState>
    </main>
  );
}
