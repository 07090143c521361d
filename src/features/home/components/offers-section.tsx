// The offers waiting for acceptance, each with a live countdown; a card leaves when its time is up.
import { Tag } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card } from '@/components/card';
import { CountdownText } from '@/components/countdown-text';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format/money';
import { formatDateTime } from '@/lib/format/time';
import type { useOffers } from '@/features/home/api/use-home';

type Props = {
  /** The offers' query (useOffers): its rows, and its state for the loading, failure and age lines. */
  query: ReturnType<typeof useOffers>;
};

export function OffersSection({ query }: Props) {
  const { t, i18n } = useTranslation('home');
  // Renders again only when an offer's time is up (its countdown says so), to drop its card.
  const [now, setNow] = useState(() => Date.now());
  const live = (query.data?.rows ?? []).filter((row) => row.deadlineAt === null || row.deadlineAt > now);
  // Whole minutes (rounded up) while more than one is left, then seconds: the card's text changes
  // once a minute, each second only in the last (each change is a frame of the page; the order's
  // own page counts the seconds).
  const countdown = (left: number) => (left > 60 ? t('offers.countdownMinutes', { n: Math.ceil(left / 60) }) : t('offers.countdownSeconds', { n: left }));
  const ended = () => setNow(Date.now());

  const distance = (m: number | null) =>
    m == null ? null : m < 1000 ? t('offers.distanceM', { m }) : t('offers.distanceKm', { km: (m / 1000).toFixed(1) });

  // A refresh that failed leaves the offers already shown, with their age (their countdowns go on).
  const body = (
    <QueryState query={query} lines={3}>
      {() =>
        live.length === 0 ? (
          <p className="home__hint">{t('offers.empty')}</p>
        ) : (
          <ul className="home__offers">
            {live.map((row) => (
              <li key={row.id}>
                <Link className="offer" to={`${paths.orderReceive}?id=${encodeURIComponent(row.id)}`}>
                  <span className="offer__head">
                    <span className="offer__name">{t('offers.service', { name: row.serviceName, n: row.durationMinutes })}</span>
                    {row.deadlineAt !== null && <CountdownText className="offer__countdown" endAt={row.deadlineAt} text={countdown} onEnd={ended} />}
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
