// Protected pages: without a valid token, go to login and come back afterwards.
// The check runs when a page opens, not when the session ends on a page: whoever ends it (sign-out,
// a 401) sends the worker to login itself, without a redirect back.
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '../config/paths';
import { loginUrlFor } from '../lib/navigation/safe-redirect';
import { hasValidToken } from '../lib/session/session';

export function RequireAuth() {
  const location = useLocation();
  if (!hasValidToken()) {
    return <Navigate to={loginUrlFor(paths.login, location.pathname + location.search)} replace />;
  }
  return <Outlet />;
}
