// "requesting..." for actions that take a while: shown only after 800 ms (docs/decisions.md, "The
// loading indicator follows actions, not reads"), so
// quick actions never flash it; and a page whose code is on its way, after 200 ms. Screens show
// their own skeletons for reads.
import { useIsMutating } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router-dom';

export const LOADING_DELAY_MS = 800;

export function LoadingIndicator() {
  const busy = useIsMutating() > 0;
  const [visible, setVisible] = useState(false);
  const { t } = useTranslation('common');
  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), LOADING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  return (
    <div className="loading-indicator" role="status" aria-live="polite" hidden={!visible}>
      {visible ? t('states.requesting') : null}
    </div>
  );
}

/** A page whose code takes longer than this shows that it is loading (a quicker one never flashes it). */
const PAGE_LOADING_DELAY_MS = 200;

/**
 * While the next page's code loads, the current one stays; past 200 ms a bar and a label say that
 * the tap was taken, so the worker does not tap again or think the app froze.
 */
export function PageLoadingIndicator() {
  const loading = useNavigation().state === 'loading';
  const [visible, setVisible] = useState(false);
  const { t } = useTranslation('common');
  useEffect(() => {
    if (!loading) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), PAGE_LOADING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loading]);
  return (
    <div className="page-loading" role="status" aria-live="polite" hidden={!visible}>
      {visible ? t('states.loadingPage') : null}
    </div>
  );
}
