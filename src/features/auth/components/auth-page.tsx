// The frame of the register, forgotten-password and agreement pages: a title bar whose back button
// returns to the previous page, or to sign-in when the page was opened directly.
// (Not antd's NavBar: its left slot is a role="button" div, so a real button inside it is a nested
// interactive control that axe refuses.)
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBack } from '../../../components/stack-page';
import { paths } from '../../../config/paths';
import './auth.css';

export function AuthPage({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('common');
  const back = useBack(paths.login);
  return (
    <>
      <header className="stack-page__bar auth-bar">
        <button type="button" className="stack-page__back" onClick={back} aria-label={t('actions.back')}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <h1 className="stack-page__title auth-bar__title">{title}</h1>
      </header>
      <main className="page-stack auth-page">{children}</main>
    </>
  );
}
