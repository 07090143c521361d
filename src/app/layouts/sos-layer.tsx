// The compact SOS over the pages that sos-pages.ts lists (Home, the order's pages), composed here so
// that those pages' features need not know it. Its code and texts load once such a page is up and the
// browser idle (a moment after the first paint; the service worker has them on the phone), not in
// the page's first load.
import { inTime } from '@/lib/loading/deadline';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { sosPageOf } from '@/features/safety/sos-pages';
import { loadNamespaces } from '@/lib/i18n/i18n';
import { lazyOptional } from '@/lib/loading/optional';
import { whenIdleAfterLoad } from '@/lib/ui/yield';
import './sos-layer.css';

/**
 * Where the SOS's code could not arrive (offline before it was fetched, with no service worker),
 * the phone can still call for help: a plain 110 link in the SOS's place, its text from the
 * texts every start has. No hold, no alert: those need the SOS's code.
 */
function SosStandIn() {
  const { t } = useTranslation('common');
  // A landmark, as the SOS's dock is: nothing of the page is outside one.
  return (
    <aside className="sos-stand-in-dock" aria-label={t('sosRegion')}>
      <a className="sos-stand-in" href="tel:110">
        {t('sosStandIn')}
      </a>
    </aside>
  );
}

/**
 * How long the SOS's code may take before the 110 link takes its place: far less than a screen's
 * chunk, as a worker in danger cannot wait two minutes for a button; the SOS replaces the link
 * when its code arrives (the service worker serves it at once; only a stalled first fetch waits).
 */
export const SOS_CODE_WAIT_MS = 5_000;

// On an order's page, only while the order is active (page-sos.tsx).
const PageSos = lazyOptional(
  async () => {
    const [module] = await Promise.all([inTime(import('./page-sos'), 'page-sos'), loadNamespaces('safety')]);
    return module.PageSos;
  },
  SosStandIn,
  { id: 'page-sos', timeoutMs: SOS_CODE_WAIT_MS },
);

export function SosLayer() {
  const { pathname, search } = useLocation();
  const page = sosPageOf(pathname);
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdleAfterLoad(() => setIdle(true)), []);
  if (!page || !idle) return null;
  const orderId = page.orderParam ? (new URLSearchParams(search).get(page.orderParam) ?? undefined) : undefined;
  return (
    <Suspense fallback={null}>
      <PageSos forOrder={Boolean(page.orderParam)} orderId={orderId} />
    </Suspense>
  );
}
