// startApp gives the root component only once i18n is ready, so the first render never suspends:
// a Suspense fallback would hold the first screen back (React reveals suspended content no sooner
// than 300 ms after a fallback). A start with a session asks for the user centre's user once the
// first screen is up, and holds it (issue 30).
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startApp } from '@/app/app';

// i18n's start, held until the test lets it go.
const gate = vi.hoisted(() => ({ open: Promise.resolve() as Promise<unknown> }));
vi.mock('@/lib/i18n/i18n', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/i18n/i18n')>();
  return { ...original, initI18n: (...args: Parameters<typeof original.initI18n>) => gate.open.then(() => original.initI18n(...args)) };
});

afterEach(() => vi.unstubAllGlobals());

describe('startApp', () => {
  it('resolves only once i18n is ready, and the app it gives renders the sign-in screen', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ code: 200, msg: 'ok', data: null }))));
    window.location.hash = '#/pages/login/login';
    let release = () => {};
    gate.open = new Promise<void>((resolve) => (release = resolve));
    let resolved = false;
    const started = startApp().then((App) => ((resolved = true), App));
    await new Promise((r) => setTimeout(r, 50));
    expect(resolved).toBe(false);

    release();
    const App = await started;
    render(<App />);
    expect(await screen.findByRole('button', { name: '登录' })).toBeInTheDocument();
  });

  it('asks for the user centre once, after the first screen, when a session is on', async () => {
    localStorage.setItem('uni_id_token', 'test-token');
    localStorage.setItem('uni_id_token_expired', String(Date.now() + 86_400_000));
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        urls.push(new URL(input, 'http://app.test').pathname);
        return new Response(JSON.stringify({ code: 200, msg: 'ok', data: null }));
      }),
    );
    window.location.hash = '#/pages/user/setting/index';
    gate.open = Promise.resolve();
    const App = await startApp();
    render(<App />);
    await waitFor(() => expect(urls).toContain('/v1/user-center/getUserInfo'), { timeout: 8000 });
    await new Promise((r) => setTimeout(r, 300));
    expect(urls.filter((u) => u === '/v1/user-center/getUserInfo')).toHaveLength(1);
    localStorage.clear();
  }, 15_000);
});
