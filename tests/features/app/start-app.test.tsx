// startApp gives the root component only once i18n is ready, so the first render never suspends:
// a Suspense fallback would hold the first screen back (React reveals suspended content no sooner
// than 300 ms after a fallback).
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { startApp } from '../../../src/app/app';
import { i18n } from '../../../src/lib/i18n/i18n';

describe('startApp', () => {
  it('resolves with i18n ready, and the app renders the sign-in screen at once without a session', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ code: 200, msg: 'ok', data: null }))));
    window.location.hash = '#/pages/login/login';
    const App = await startApp();
    expect(i18n.isInitialized).toBe(true);
    render(<App />);
    expect(await screen.findByRole('button', { name: '登录' })).toBeInTheDocument();
    vi.unstubAllGlobals();
  });
});
