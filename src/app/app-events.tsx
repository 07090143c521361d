// Answers the events lib/ raises: the session ending, maintenance, server errors, 10001.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { emit, on } from '@/lib/events/events';
import { loginUrlFor } from '@/lib/navigation/safe-redirect';
import { clearSession } from '@/lib/session/session';
import { showDialog, showToast } from '@/lib/ui/feedback';

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
        if (!isLoginPage(here.current.pathname)) navigate(`${paths.login}?changed=1`, { replace: true });
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

  return null;
}
