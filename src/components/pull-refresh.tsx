// Pull to refresh for any screen, with the app's texts. Touch only (a mouse drag stays a click or a
// selection), and only when the page is scrolled to the top; the browser's own pull-to-refresh is
// off (theme.css). antd-mobile's pull-to-refresh brings
// react-spring and @use-gesture (~30 KB gzipped) to every tab's first load; the small libraries we
// tried are unmaintained and throw on events that reach an unmounted tree. The gesture is a few
// touch handlers and a CSS transform; the content does not re-render while pulled (same children).
import { type ReactNode, type TouchEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './pull-refresh.css';

/** Distance (px, after resistance) that refreshes on release, the most the content moves, and the drag's resistance. */
export const PULL = { threshold: 60, max: 90, resistance: 2 } as const;

type Phase = 'idle' | 'pulling' | 'release' | 'refreshing';

/** True when neither the touched element nor anything around it (up to the document) is scrolled down. */
const scrolledToTop = (target: EventTarget | null) => {
  for (let el = target instanceof Element ? target : null; el; el = el.parentElement) {
    if (el.scrollTop > 0) return false;
  }
  return true;
};

export function PullRefresh({ onRefresh, children }: { onRefresh: () => Promise<unknown>; children: ReactNode }) {
  const { t } = useTranslation('common');
  const [phase, setPhase] = useState<Phase>('idle');
  const [distance, setDistance] = useState(0);
  const startY = useRef<number | null>(null);

  const onTouchStart = (event: TouchEvent) => {
    startY.current = phase === 'refreshing' || event.touches.length !== 1 || !scrolledToTop(event.target) ? null : event.touches[0].clientY;
  };
  const onTouchMove = (event: TouchEvent) => {
    if (startY.current === null) return;
    const pulled = Math.min(PULL.max, Math.max(0, (event.touches[0].clientY - startY.current) / PULL.resistance));
    setDistance(pulled);
    setPhase(pulled === 0 ? 'idle' : pulled >= PULL.threshold ? 'release' : 'pulling');
  };
  const onTouchEnd = async () => {
    if (startY.current === null) return;
    startY.current = null;
    if (phase !== 'release') {
      setPhase('idle');
      setDistance(0);
      return;
    }
    setPhase('refreshing');
    setDistance(PULL.threshold);
    try {
      await onRefresh();
    } catch {
      // The screen shows a failed refresh through its query state.
    } finally {
      setPhase('idle');
      setDistance(0);
    }
  };

  const hint = phase === 'release' ? t('pull.release') : phase === 'refreshing' ? t('pull.refreshing') : t('pull.pulling');
  return (
    <div className="pull-refresh" onTouchStart={onTouchStart} onTouchMove={onTouchMove} onTouchEnd={onTouchEnd} onTouchCancel={onTouchEnd}>
      <div className={`pull-refresh__head pull-refresh__head--${phase}`} style={{ height: distance }}>
        {phase !== 'idle' && (
          <p className="pull-refresh__hint" role="status">
            {phase === 'refreshing' && <span className="pull-refresh__spinner" aria-hidden="true" />}
            {hint}
          </p>
        )}
      </div>
      {children}
    </div>
  );
}
