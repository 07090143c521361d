// pages/user/follow: the customers who follow the worker, newest first, with how many orders each
// has had with them; the count names the list (in the title it moved the bar as it arrived). Pull to
// refresh, load more.
import { useTranslation } from 'react-i18next';
import { PagedList } from '@/components/paged-list';
import { StackPage } from '@/components/stack-page';
import { paths } from '@/config/paths';
import { useFollowerList, type WorkerFollower } from '@/features/mine/api/use-followers';
import '@/features/mine/profile-pages.css';
import { formatDate } from '@/lib/format/time';

export function FollowersScreen() {
  const { t, i18n } = useTranslation('mine-pages');
  const list = useFollowerList();
  return (
    <StackPage title={t('followers.title')} backTo={paths.mine} className="profile-pages">
      <PagedList<WorkerFollower>
        label={list.isSuccess && list.list.total > 0 ? t('followers.titleCount', { n: list.list.total }) : t('followers.label')}
        list={list.list}
        isPending={list.isPending}
        isError={list.isError}
        error={list.error}
        hasNextPage={list.hasNextPage}
        refresh={list.refresh}
        loadMore={list.loadMore}
        emptyText={t('followers.empty')}
        getKey={(row) => row.customerId}
        renderItem={(row) => (
          <div className="profile-row">
            <img className="profile-row__avatar" src={row.avatar} alt="" width={44} height={44} loading="lazy" />
            <div className="profile-row__main">
              <p className="profile-row__title">{row.nickname}</p>
              <p className="profile-row__meta">
                {t('followers.since', { date: formatDate(row.followedAt, i18n.language) })} · {t('followers.orders', { n: row.ordersWithMe })}
              </p>
            </div>
          </div>
        )}
      />
    </StackPage>
  );
}
