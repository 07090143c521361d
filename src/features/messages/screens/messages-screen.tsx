// pages/index/message: the worker's messages by category, with unread counts, "mark all read",
// and a tap that marks the message read and opens its page (or the message detail).
import { Button } from 'antd-mobile';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { DataAge } from '@/components/data-age';
import { PagedList } from '@/components/paged-list';
import { paths } from '@/config/paths';
import { formatRelative } from '@/lib/format/time';
import { type CategoryFilter, type MessageRow, useMarkAllRead, useMarkMessageRead, useMessageList, useRefreshMessagesOnEvent } from '@/features/messages/api/use-messages';
import { useUnreadCounts } from '@/features/messages/api/use-unread-message-count';
import { routeOfLink } from '@/lib/navigation/link-route';
import './messages-screen.css';
import { showToast } from '@/lib/ui/feedback';
import { useOneAtATime } from '@/lib/ui/use-one-at-a-time';

/** The first calls of this screen, started with its code (its route's `calls`). */
export { prefetchMessages as prefetch } from '@/features/messages/api/use-messages';

const CATEGORIES: CategoryFilter[] = ['all', 'order', 'system', 'activity'];

export function MessagesScreen() {
  const { t, i18n } = useTranslation('messages');
  const navigate = useNavigate();
  const [category, setCategory] = useState<CategoryFilter>('all');
  const list = useMessageList(category);
  const counts = useUnreadCounts();
  const markRead = useMarkMessageRead();
  const markAll = useMarkAllRead();
  useRefreshMessagesOnEvent();

  const countOf = (c: CategoryFilter) => (counts.data ? (c === 'all' ? counts.data.total : counts.data[c]) : 0);
  const unreadHere = countOf(category) > 0 || list.list.rows.some((r) => !r.read);

  const refresh = async () => {
    await Promise.all([list.refresh(), counts.refetch()]);
  };

  const open = (row: MessageRow) => {
    markRead(row);
    navigate(routeOfLink(row.link) ?? `${paths.noticeDetail}?id=${encodeURIComponent(row.id)}`);
  };

  const marking = useOneAtATime();
  const onMarkAll = () =>
    void marking.run(async () => {
      try {
        await markAll.mutateAsync({ data: category === 'all' ? {} : { category } });
      } catch (error) {
        void showToast((error as Error).message);
        return;
      }
      void showToast(t('list.markAllDone'));
    });

  // Arrow keys move between the category tabs (the tabs pattern of WAI-ARIA).
  const onTabKey = (e: KeyboardEvent, index: number) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = CATEGORIES[(index + step + CATEGORIES.length) % CATEGORIES.length];
    setCategory(next);
    document.getElementById(`messages-tab-${next}`)?.focus();
  };

  return (
    <div className="messages">
      <header className="messages__header">
        <h1 className="messages__title">{t('list.title')}</h1>
        <span className="messages__actions">
          <Link to={paths.noticeList} className="messages__notices">
            {t('notices.entry')}
          </Link>
          <Button size="small" fill="none" color="primary" className="messages__mark-all" onClick={onMarkAll} loading={markAll.isPending} disabled={!unreadHere || markAll.isPending}>
            {t('list.markAll')}
          </Button>
        </span>
      </header>

      <div className="messages__tabs" role="tablist" aria-label={t('list.categories')}>
        {CATEGORIES.map((c, index) => {
          const count = countOf(c);
          const selected = c === category;
          return (
            <button
              key={c}
              id={`messages-tab-${c}`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls="messages-panel"
              tabIndex={selected ? 0 : -1}
              className="messages__tab"
              onClick={() => setCategory(c)}
              onKeyDown={(e) => onTabKey(e, index)}
            >
              {t(`list.${c}`)}
              {/* The badge keeps its place while the counts load, so no tab moves when they come. */}
              <span className={count > 0 ? 'messages__count' : 'messages__count messages__count--none'}>
                {count > 0 && (
                  <>
                    <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
                    <span className="visually-hidden">{t('list.unreadCount', { n: count })}</span>
                  </>
                )}
              </span>
            </button>
          );
        })}
      </div>

      <div id="messages-panel" role="tabpanel" aria-labelledby={`messages-tab-${category}`}>
        <DataAge query={list} />
        <PagedList<MessageRow>
          label={t('list.label')}
          list={list.list}
          isPending={list.isPending}
          isError={list.isError}
          error={list.error}
          hasNextPage={list.hasNextPage}
          refresh={refresh}
          loadMore={list.loadMore}
          emptyText={t('list.empty')}
          getKey={(row) => row.id}
          renderItem={(row) => (
            <button type="button" className={`message-row${row.read ? '' : ' message-row--unread'}`} onClick={() => open(row)}>
              <span className="message-row__head">
                {!row.read && (
                  <span className="message-row__dot">
                    <span className="visually-hidden">{t('list.unread')}</span>
                  </span>
                )}
                <span className="message-row__title">{row.title}</span>
                <time className="message-row__time" dateTime={row.createdAt}>
                  {formatRelative(row.createdAt, i18n.language)}
                </time>
              </span>
              <span className="message-row__summary">{row.summary}</span>
              {/* The server's check-in of a service that runs long: its link opens the order, which asks 平安 / 需要帮助. */}
              {row.kind === 'safetyCheckIn' && <span className="message-row__safety">{t('list.safetyCheckIn')}</span>}
              {category === 'all' && <span className="message-row__category">{t(`list.${row.category}`)}</span>}
            </button>
          )}
        />
      </div>
    </div>
  );
}
