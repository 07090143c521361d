// Answers the events lib/ raises: the session ending, maintenance, server errors, 10001; and a
// server's refusal that no screen handled, in one app-wide alert with the server's message.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api/errors';
import { emit, on } from '@/lib/events/events';
import { loginUrlFor } from '@/lib/navigation/safe-redirect';
import { clearSession } from '@/lib/session/session';
import { alertDialog, showDialog, showToast } from '@/lib/ui/feedback';

const isLoginPage = (pathname: string) => pathname === paths.root || pathname.startsWith('/pages/login/');

export function AppEvents() {
  const navigate = useNavigate();
  // The router's location (with hash routing, window.location.pathname is always the app's root).
  const location = useLocation();
  const here = useRef(location);
  useEffect(() => {
    here.current = location;
  }, [location]);
  const queryClient = useQueryClient();
  const { t } = useTranslation('common');

  useEffect(() => {
    const offs = [
      on('unauthorized', ({ message }) => {
        clearSession();
        queryClient.clear();
        emit('refreshMessages');
        emit('refreshOrders');
        void showToast(message);
        // Login with the change flag; also when the guard got there first (the start's early call
        // answered 401 before this shell listened: the event was held, the guard saw no session and
        // opened login with a redirect). The other login pages (register, forget) stay as they are.
        const { pathname, search } = here.current;
        if (!isLoginPage(pathname) || (pathname === paths.login && !new URLSearchParams(search).has('changed'))) navigate(`${paths.login}?changed=1`, { replace: true });
      }),
      on('loginRequired', () => {
        if (!isLoginPage(here.current.pathname)) {
          navigate(loginUrlFor(paths.login, here.current.pathname + here.current.search), { replace: true });
        }
      }),
      on('maintenance', () => navigate(paths.maintenance, { replace: true })),
      on('serverError', ({ message }) => {
        if (isLoginPage(here.current.pathname)) void showToast(message);
        else navigate(paths.update, { replace: true });
      }),
      on('noWorkerAccount', ({ message }) => {
        // The app's dialog, not a screen's: it stays when the screen it came up over goes.
        void showDialog(
          {
            content: message,
            closeOnAction: true,
            actions: [
              [
                { key: 'cancel', text: t('actions.cancel') },
                {
                  key: 'apply',
                  text: t('actions.applyToJoin'),
                  bold: true,
                  onClick: () => {
                    if (/^https?:\/\//.test(env.applyUrl)) window.location.assign(env.applyUrl);
                    else navigate(env.applyUrl);
                  },
                },
              ],
            ],
          },
          { scope: 'app' },
        );
      }),
    ];
    return () => offs.forEach((off) => off());
  }, [navigate, queryClient, t]);

  // A business or cloud code that reached no handler is shown in an alert dialog unless the caller
  // handles its failure (docs/decisions.md, "A server refusal no screen handled"): one alert at a
  // time, the app's, with the server's message.
  // The other kinds have their own answers above, or are a screen's (its error state).
  useEffect(() => {
    let open = false;
    const onUnhandled = (event: PromiseRejectionEvent) => {
      const error: unknown = event.reason;
      if (!isApiError(error) || error.exempt || (error.kind !== 'business' && error.kind !== 'cloud')) return;
      event.preventDefault();
      if (open) return;
      open = true;
      void alertDialog({ content: error.message }, { scope: 'app' }).then(() => {
        open = false;
      });
    };
    window.addEventListener('unhandledrejection', onUnhandled);
    return () => window.removeEventListener('unhandledrejection', onUnhandled);
  }, []);

  return null;
}
