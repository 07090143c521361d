// A full-screen page with a title and a back button that goes back (or Home when opened directly).
// A plain header: antd-mobile's NavBar wraps its slots in role=button, which nests our button.
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';

/** Whether the screen that holds it is still on screen (an answer that comes late must not move the worker). */
export function useStillHere() {
  const here = useRef(true);
  useEffect(() => {
    here.current = true;
    return () => {
      here.current = false;
    };
  }, []);
  return () => here.current;
}

/**
 * Goes back from this screen, or to `fallback` when it was opened directly. Only while the screen is
 * still there: a step whose answer came after the worker moved on does not move them again.
 */
export function useBack(fallback: string = paths.home) {
  const navigate = useNavigate();
  const stillHere = useStillHere();
  return () => {
    if (!stillHere()) return;
    // history.state.idx is set by the router: 0 means this page was opened directly (deep link).
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(fallback, { replace: true });
  };
}

export function StackPage({
  title,
  children,
  right,
  backTo,
  className,
}: {
  title: string;
  children: ReactNode;
  right?: ReactNode;
  backTo?: string;
  className?: string;
}) {
  const { t } = useTranslation('common');
  // A page opened by a deep link goes back to where it belongs (default Home).
  const back = useBack(backTo);
  return (
    <>
      <header className="stack-page__bar">
        <button type="button" className="stack-page__back" onClick={back} aria-label={t('actions.back')}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <h1 className="stack-page__title">{title}</h1>
        <div className="stack-page__right">{right}</div>
      </header>
      <main className={className ? `page-stack ${className}` : 'page-stack'}>{children}</main>
    </>
  );
}
