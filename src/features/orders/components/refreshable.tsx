// Pull to refresh for an order page, with the app's texts.
import { PullToRefresh } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function Refreshable({ onRefresh, children }: { onRefresh: () => Promise<unknown>; children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <PullToRefresh
      onRefresh={async () => void (await onRefresh())}
      pullingText={t('pull.pulling')}
      canReleaseText={t('pull.release')}
      refreshingText={t('pull.refreshing')}
      completeText={t('pull.done')}
    >
      {children}
    </PullToRefresh>
  );
}
