// A title bar with a back button for the system pages that have one (web-view).
// (Not antd's NavBar: its left slot is a role="button" div, so a real button inside it is a nested
// interactive control that axe refuses.)
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBack } from '../../../components/stack-page';
import './system-page.css';

export function SystemPage({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('common');
  const back = useBack();
  return (
    <>
      <header className="stack-page__bar system-bar">
        <button type="button" className="stack-page__back" onClick={back} aria-label={t('actions.back')}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <h1 className="stack-page__title system-bar__title">{title}</h1>
      </header>
      <main className="page-stack">{children}</main>
    </>
  );
}
