// Protected pages: without a valid token, go to login and come back afterwards.
// A session that ends under a page (sign-out, account closure, a 401) takes the worker's pages down
// at once, without a redirect back: whoever ended it sends the worker to login itself.
import { useState, useSyncExternalStore } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { launchRedirect } from '@/lib/navigation/guard';
import { isKnownPage } from '@/lib/navigation/known-pages';
import { loginUrlFor } from '@/lib/navigation/safe-redirect';
import { hasValidToken, storedWorkerStatus, subscribeSession, subscribeWorkerStatus } from '@/lib/session/session';
import { SosLayer } from './layouts/sos-layer';

export function RequireAuth() {
  const location = useLocation();
  // Follows the session as it changes, in the same render as anything below that follows it: login
  // commits only after the session has ended (a navigation renders in a transition), and until then
  // the pages' query observers, polls and listeners would ask again for the worker without a token
  // (the query cache emptied under a mounted observer is fetched again on its next render).
  const signedIn = useSyncExternalStore(subscribeSession, () => hasValidToken());
  const workerStatus = useSyncExternalStore(subscribeWorkerStatus, storedWorkerStatus);
  // The page last shown with a session, by its location's key.
  const [shown, setShown] = useState(signedIn ? location.key : null);
  if (signedIn && shown !== location.key) setShown(location.key);
  if (!signedIn) {
    if (shown === location.key) return null;
    return <Navigate to={loginUrlFor(paths.login, location.pathname + location.search)} replace />;
  }
  // An applicant (status 3) has only the apply flow among the signed-in pages, however a page is
  // reached (a link, a URL typed or pasted, Back): the start's rule (launchRedirect), at every page.
  const applicantTo = launchRedirect({
    pathname: location.pathname,
    workerStatus,
    loginPath: paths.login,
    applyProcessPath: isKnownPage(paths.applyProcess) ? paths.applyProcess : null,
  });
  if (applicantTo) return <Navigate to={applicantTo} replace />;
  // The compact SOS floats over the signed-in pages that list it (Home, the order's pages).
  return (
    <>
      <Outlet />
      <SosLayer />
    </>
  );
}
