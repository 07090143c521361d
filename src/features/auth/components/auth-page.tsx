// The frame of the register, forgotten-password and agreement pages: the stack page, whose back
// button returns to the previous page, or to sign-in when the page was opened directly.
import type { ReactNode } from 'react';
import { StackPage } from '@/components/stack-page';
import { paths } from '@/config/paths';
import './auth.css';

export function AuthPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <StackPage title={title} backTo={paths.login} className="auth-page">
      {children}
    </StackPage>
  );
}
