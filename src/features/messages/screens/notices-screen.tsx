// pages/notice/list: the platform's notices, pinned first; a notice opens in full. Public (anyone
// may read them), with pull to refresh and load more.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PagedList } from '@/components/paged-list';
import { StackPage } from '@/components/stack-page';
import { paths } from '@/config/paths';
import { type NoticeRow, useNoticeList } from '@/features/messages/api/use-messages';
import { formatDate } from '@/lib/format/time';
import './messages-screen.css';

/** The first calls of this screen, started with its code (its route's `calls`). */
export { prefetchNotices as prefetch } from '@/features/messages/api/use-messages';

export function NoticesScreen() {
  const { t, i18n } = useTranslation('messages');
  const navigate = useNavigate();
  const list = useNoticeList();
  return (
    <StackPage title={t('notices.title')} className="messages">
      <PagedList<NoticeRow>
        label={t('notices.label')}
        list={list.list}
        isPending={list.isPending}
        isError={list.isError}
        error={list.error}
        hasNextPage={list.hasNextPage}
        refresh={list.refresh}
        loadMore={list.loadMore}
        emptyText={t('notices.empty')}
        getKey={(row) => row.id}
        renderItem={(row) => (
          <button type="button" className="message-row notice-row" onClick={() => navigate(`${paths.noticeDetail}?type=notice&id=${encodeURIComponent(row.id)}`)}>
            {row.cover && <img className="notice-row__cover" src={row.cover} alt="" loading="lazy" />}
            <span className="message-row__head">
              {row.pinned && <span className="notice-row__pinned">{t('notices.pinned')}</span>}
              <span className="message-row__title">{row.title}</span>
              <time className="message-row__time" dateTime={row.publishedAt}>
                {formatDate(row.publishedAt, i18n.language)}
              </time>
            </span>
            <span className="message-row__summary">{row.summary}</span>
          </button>
        )}
      />
    </StackPage>
  );
}
