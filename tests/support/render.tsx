// Renders a screen as the app does: providers, a fresh QueryClient (no retries) unless given, a router at `path`
// (behind the protected pages' guard with `signedIn`).
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { Providers } from '@/app/providers';
import { RequireAuth } from '@/app/require-auth';
import { contractRoute } from './contract';

export const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

export function renderScreen(
  element: ReactElement,
  {
    path = '/',
    route = path,
    queryClient = testQueryClient(),
    signedIn = false,
  }: { path?: string; route?: string; queryClient?: QueryClient; signedIn?: boolean } = {},
) {
  const screenRoute = signedIn ? { element: <RequireAuth />, children: [{ path: route, element }] } : { path: route, element };
  const router = createMemoryRouter([screenRoute, { path: '*', element: <p>elsewhere</p> }], { initialEntries: [path] });
  const view = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, queryClient };
}

type Answer = { status?: number; body: unknown };
type Stub = Answer | ((request: { url: URL; init: RequestInit }) => Answer | Promise<Answer>);

/** Stubs fetch per operationId; an unstubbed call fails the test loudly. Returns the calls made. */
export function stubApi(stubs: Record<string, Stub>) {
  const routes = Object.entries(stubs).map(([operationId, stub]) => ({ ...contractRoute(operationId), operationId, stub }));
  const calls: { operationId: string; url: URL; init: RequestInit; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      // As a browser does: with no network nothing leaves the phone (the SOS lane tries all the same).
      if (navigator.onLine === false) throw new TypeError('Failed to fetch');
      const url = new URL(input, 'http://app.test');
      const method = (init.method ?? 'GET').toUpperCase();
      const match = routes.find((r) => r.path === url.pathname && r.method === method);
      if (!match) throw new Error(`Unstubbed call ${method} ${url.pathname}`);
      calls.push({ operationId: match.operationId, url, init, body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body });
      const answer = await (typeof match.stub === 'function' ? match.stub({ url, init }) : match.stub);
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}
