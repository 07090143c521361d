// The offers waiting for acceptance, each with a live countdown; a card leaves when its time is up.
import { Tag } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card } from '@/components/card';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format/money';
import { formatCountdown, formatDateTime } from '@/lib/format/time';
import type { ServiceOrderRow } from '@/features/home/api/use-home';

type Props = {
  rows: ServiceOrderRow[] | undefined;
  /** When the rows were received: the countdowns start from `acceptRemainingSeconds` at that moment. */
  receivedAt: number;
  isPending: boolean;
  /** Waiting for the network (offline): the offers shown are the last received. */
  isPaused: boolean;
  error: unknown;
  onRetry: () => void;
};

/** Seconds left of an offer at `now`; null when the offer has no deadline. */
export const secondsLeft = (row: ServiceOrderRow, receivedAt: number, now: number) =>
  row.acceptRemainingSeconds == null ? null : Math.ceil(row.acceptRemainingSeconds - (now - receivedAt) / 1000);

export function OffersSection({ rows, receivedAt, isPending, isPaused, error, onRetry }: Props) {
  const { t, i18n } = useTranslation('home');
  const [now, setNow] = useState(() => Date.now());
  const counting = (rows ?? []).some((r) => r.acceptRemainingSeconds != null);

  useEffect(() => {
    if (!counting) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [counting, receivedAt]);

  const live = (rows ?? [])
    .map((row) => ({ row, left: secondsLeft(row, receivedAt, now) }))
    .filter(({ left }) => left === null || left > 0);

  const distance = (m: number | null) =>
    m == null ? null : m < 1000 ? t('offers.distanceM', { m }) : t('offers.distanceKm', { km: (m / 1000).toFixed(1) });

  // A refresh that failed leaves the offers already shown, with their age (their countdowns go on).
  const body = (
    <QueryState query={{ isPending, isPaused, isError: error != null, error, data: rows, refetch: onRetry, dataUpdatedAt: receivedAt }} lines={3}>
      {() =>
        live.length === 0 ? (
          <p className="home__hint">{t('offers.empty')}</p>
        ) : (
          <ul className="home__offers">
            {live.map(({ row, left }) => (
              <li key={row.id}>
                <Link className="offer" to={`${paths.orderReceive}?id=${encodeURIComponent(row.id)}`}>
                  <span className="offer__head">
                    <span className="offer__name">{t('offers.service', { name: row.serviceName, n: row.durationMinutes })}</span>
                    {left !== null && (
                      <span className="offer__countdown" role="timer">
                        {t('offers.countdown', { time: formatCountdown(left) })}
                      </span>
                    )}
                  </span>
                  <span className="offer__line">{t('offers.appointment', { time: formatDateTime(row.appointmentAt, i18n.language) })}</span>
                  <span className="offer__line">
                    {row.region}
                    {row.addressBrief}
                    {/* The distance stays whole: "2.3 / km" split across lines at 360 px. */}
                    {distance(row.distanceMeters) && (
                      <>
                        {' '}
                        <span className="offer__distance">· {distance(row.distanceMeters)}</span>
                      </>
                    )}
                  </span>
                  <span className="offer__foot">
                    <span className="offer__income">{t('offers.income', { money: formatMoney(row.totalIncomeCents) })}</span>
                    {row.hasHealthNotes && (
                      <Tag color="warning" fill="outline">
                        {t('offers.healthNotes')}
                      </Tag>
                    )}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )
      }
    </QueryState>
  );

  return (
    <Card titleId="home-offers" title={t('offers.title')}>
      {body}
    </Card>
  );
}
