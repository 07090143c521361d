// The compact SOS the app shell shows on Home and the order's pages (sos-pages.ts), in a dock of its
// own above the page's bottom bar (the tab bar, the order's steps): a landmark, opaque, whose height
// the page reserves at its end (--sos-dock-space on the root), so it never lies over what the page
// shows (it hid an offer's countdown and text at 320 px when it floated over the page). Its module
// loads the safety texts with it, so the pages it shows on load nothing of the safety centre.
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SosButton } from './sos-button';

/** The page's bottom bar the dock sits on: the tab bar (Home) or an order's steps. */
export type SosBar = 'tabs' | 'steps';

/** The dock's own height is kept free at the end of the page, as long as it shows, as it grows (an alert's state). */
function useReservedSpace() {
  const inner = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = inner.current;
    if (!element) return;
    const root = document.documentElement;
    const reserve = () => root.style.setProperty('--sos-dock-space', `${Math.ceil(element.getBoundingClientRect().height)}px`);
    reserve();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(reserve);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('--sos-dock-space');
    };
  }, []);
  return inner;
}

export function FloatingSos({ orderId, bar = 'steps' }: { orderId?: string; bar?: SosBar }) {
  const { t } = useTranslation('safety');
  const inner = useReservedSpace();
  return (
    <aside className={`sos-dock sos-dock--${bar}`} aria-label={t('sos.region')}>
      <div ref={inner} className="sos-dock__inner">
        <SosButton compact orderId={orderId} />
      </div>
    </aside>
  );
}
