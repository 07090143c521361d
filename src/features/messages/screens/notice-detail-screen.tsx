// pages/notice/detail?id=: a message in full (reading it marks it read), or a platform notice
// with `&type=notice`. A public page: a notice opens for anyone; a message is the
// worker's, so without a session login opens and returns here. The HTML from the server is
// sanitised before it is shown.
import { Button, ErrorBlock, Image, ImageViewer } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Card } from '@/components/card';
import { PullRefresh } from '@/components/pull-refresh';
import { QueryState } from '@/components/query-state';
import { RichText } from '@/components/rich-text';
import { StackPage } from '@/components/stack-page';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format/time';
import { loginUrlFor } from '@/lib/navigation/safe-redirect';
import { hasValidToken } from '@/lib/session/session';
import { setUpImperativeRender } from '@/lib/ui/imperative-render';
import { showOnScreen } from '@/lib/ui/screen-overlays';
import { useMessageDetail, useNoticeDetail } from '@/features/messages/api/use-messages';
import { routeOfLink } from '@/lib/navigation/link-route';
import './notice-detail-screen.css';

type Shown = { title: string; content: string; time: string; images: string[]; link: string | null };

export function NoticeDetailScreen() {
  const { t, i18n } = useTranslation('messages');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const isNotice = params.get('type') === 'notice';
  const location = useLocation();
  const needsSignIn = !isNotice && !hasValidToken();
  const message = useMessageDetail(id, !isNotice && !needsSignIn);
  const notice = useNoticeDetail(id, isNotice);
  const query = isNotice ? notice : message;

  const loaded: Shown | undefined = isNotice
    ? notice.data && { title: notice.data.title, content: notice.data.content, time: notice.data.publishedAt, images: notice.data.images, link: null }
    : message.data && { title: message.data.title, content: message.data.content, time: message.data.createdAt, images: message.data.images, link: message.data.link };

  if (needsSignIn) return <Navigate to={loginUrlFor(paths.login, location.pathname + location.search)} replace />;

  const body = !id ? (
    <ErrorBlock status="empty" title={t('detail.missingId')} description="" />
  ) : (
    <QueryState
      query={{ isPending: query.isPending, isError: query.isError, error: query.error, data: loaded, refetch: query.refetch, dataUpdatedAt: query.dataUpdatedAt, isPaused: query.isPaused }}
      lines={6}
    >
      {(shown) => {
        const route = routeOfLink(shown.link);
        return (
          <Card as="article" className="notice-detail">
            <h2 className="notice-detail__title">{shown.title}</h2>
            <time className="notice-detail__time" dateTime={shown.time}>
              {formatDateTime(shown.time, i18n.language)}
            </time>
            <RichText className="notice-detail__content" html={shown.content} />
            {shown.images.length > 0 && (
              <ul className="notice-detail__images" aria-label={t('detail.images')}>
                {shown.images.map((src, index) => (
                  <li key={src + index}>
                    <button
                      type="button"
                      className="notice-detail__image"
                      aria-label={t('detail.imageAlt', { n: index + 1 })}
                      onClick={() => {
                        setUpImperativeRender();
                        showOnScreen((onClose) => ImageViewer.Multi.show({ images: shown.images, defaultIndex: index, onClose }));
                      }}
                    >
                      <Image src={src} alt="" fit="cover" lazy />
                    </button>
                  </li>
                ))}
              </ul>
            )}
            {route && (
              <Button block color="primary" className="notice-detail__open" onClick={() => navigate(route)}>
                {t('detail.open')}
              </Button>
            )}
          </Card>
        );
      }}
    </QueryState>
  );

  return (
    <StackPage title={isNotice ? t('detail.noticeTitle') : t('detail.messageTitle')}>
      <PullRefresh onRefresh={async () => void (id && (await query.refetch()))}>{body}</PullRefresh>
    </StackPage>
  );
}
