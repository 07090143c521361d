// Protected pages: without a valid token, go to login and come back afterwards.
import { useSyncExternalStore } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '../config/paths';
import { loginUrlFor } from '../lib/navigation/safe-redirect';
import { hasValidToken, subscribeSession } from '../lib/session/session';

export function RequireAuth() {
  const location = useLocation();
  const signedIn = useSyncExternalStore(subscribeSession, () => hasValidToken());
  if (!signedIn) {
    return <Navigate to={loginUrlFor(paths.login, location.pathname + location.search)} replace />;
  }
  return <Outlet />;
}
