// The one app-wide line while the phone is offline (issue 27, "Network state, said plainly"): a
// thin high-contrast strip at the top of the page, above the screen's own header, so it never
// covers a bottom action bar. Mounted once, around the router (app.tsx). Signed in, it says that
// what shows is the last update; signed out (the login page), only that there is no network.
// `pending` (changes kept on the phone, from the outbox) and `children` extend it: it also shows
// online while something waits.
import { type ReactNode, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '@/lib/network/online';
import { hasValidToken, subscribeSession } from '@/lib/session/session';
import './network-banner.css';

const signedIn = () => hasValidToken();

export function NetworkBanner({ pending = 0, children }: { pending?: number; children?: ReactNode }) {
  const { t } = useTranslation('common');
  const online = useOnline();
  const session = useSyncExternalStore(subscribeSession, signedIn, () => false);
  const shown = !online || pending > 0 || children != null;
  // The live region stays in the page, empty while online, so that going offline is announced; it
  // is a status only while it says something (an empty one would read as a page still loading).
  return (
    <div className={shown ? 'network-banner' : undefined} role={shown ? 'status' : undefined} aria-live="polite" data-offline={online ? undefined : ''}>
      {!online && <span className="network-banner__text">{t(session ? 'network.banner' : 'network.offlineTitle')}</span>}
      {children}
    </div>
  );
}
