// "requesting..." for actions that take a while: shown only after 800 ms (spec section 8), so
// quick actions never flash it. Screens show their own skeletons for reads.
import { useIsMutating } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

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
