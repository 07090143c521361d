// The compact SOS over the pages that sos-pages.ts lists (Home, the order's pages), composed here so
// that those pages' features need not know it. Its code and texts load once such a page shows.
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { sosPageOf } from '@/features/safety/sos-pages';
import { loadNamespaces } from '@/lib/i18n/i18n';

// On an order's page, only while the order is active (page-sos.tsx).
const PageSos = lazy(async () => {
  const [module] = await Promise.all([import('./page-sos'), loadNamespaces('safety')]);
  return { default: module.PageSos };
});

export function SosLayer() {
  const { pathname, search } = useLocation();
  const page = sosPageOf(pathname);
  if (!page) return null;
  const orderId = page.orderParam ? (new URLSearchParams(search).get(page.orderParam) ?? undefined) : undefined;
  return (
    <Suspense fallback={null}>
      <PageSos forOrder={Boolean(page.orderParam)} orderId={orderId} />
    </Suspense>
  );
}
