// The frame of the register, forgotten-password and agreement pages: the stack page, whose back
// button returns to the previous page, or to sign-in when the page was opened directly, with the
// language switch at its right (a worker not yet signed in has no settings).
import type { ReactNode } from 'react';
import { LanguageSelect } from '@/components/language-select';
import { StackPage } from '@/components/stack-page';
import { paths } from '@/config/paths';
import './auth.css';

export function AuthPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <StackPage title={title} backTo={paths.login} className="auth-page" right={<LanguageSelect />}>
      {children}
    </StackPage>
  );
}
