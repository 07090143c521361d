// The age of what a screen shows when it could not be refreshed (issue 27): offline, or the last
// refetch failed, the answer kept from before is shown with "Offline · updated 11:42". One line,
// the same on Home, the order lists, an order, the wallet and messages.
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatTime } from '@/lib/format/time';
import { useOnline } from '@/lib/network/online';
import './data-age.css';

/** What the line needs of a query (a UseQueryResult, or a paged list built on one). */
type AgedQuery = { dataUpdatedAt: number; isRefetchError?: boolean; isPaused?: boolean };

/** The time of an update: the hour today, the date and hour before (Beijing time, as every time). */
function updatedAtText(updatedAt: number, language: string, now = Date.now()) {
  return formatDate(updatedAt, language) === formatDate(now, language) ? formatTime(updatedAt) : formatDateTime(updatedAt, language);
}

/** Nothing while the answer is fresh or there is none; the line while offline or a refresh failed. */
export function DataAge({ query }: { query: AgedQuery }) {
  const { t, i18n } = useTranslation('common');
  const online = useOnline();
  const { dataUpdatedAt } = query;
  if (!dataUpdatedAt) return null;
  const stale = !online || query.isPaused === true || query.isRefetchError === true;
  if (!stale) return null;
  const time = updatedAtText(dataUpdatedAt, i18n.language);
  return (
    <p className="data-age" role="status">
      {t(online ? 'network.refreshFailed' : 'network.offline')} · {t('network.updatedAt')} <time dateTime={new Date(dataUpdatedAt).toISOString()}>{time}</time>
    </p>
  );
}
