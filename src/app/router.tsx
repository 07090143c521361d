// The route tree: public pages, protected pages (tab layout and stack pages), the 404 page.
import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, useEffect } from 'react';
import { createHashRouter, type LoaderFunctionArgs, Navigate, Outlet, type RouteObject, ScrollRestoration, useLocation } from 'react-router-dom';
import { type FeatureRoutes, pagePaths, type Prefetch, routeNamespace, screenComponent, type ScreenRoute } from '@/config/feature-routes';
import { paths } from '@/config/paths';
import { loadNamespaces } from '@/lib/i18n/i18n';
import { PAGE_TIMEOUT_MS, within } from '@/lib/loading/deadline';
import { launchRedirect } from '@/lib/navigation/guard';
import { registerPages } from '@/lib/navigation/known-pages';
import { startServiceWorker } from '@/lib/offline/service-worker';
import { hasValidToken, storedWorkerStatus } from '@/lib/session/session';
import { closeScreenOverlays } from '@/lib/ui/screen-overlays';
import { yieldToMain } from '@/lib/ui/yield';
import { AppEvents } from './app-events';
import { LoadingIndicator, PageLoadingIndicator } from './loading-indicator';
import { installNavigationGuard } from './navigation-guard';
import { RequireAuth } from './require-auth';
import { RouteError } from './route-error';
import { appRoutes } from './routes';

// Every screen's code, loaded when its page is first opened.
const screens = import.meta.glob<Record<string, unknown>>('../features/*/screens/*-screen.tsx');

/**
 * A screen as the router shows it: what it opened over itself imperatively (dialogs, image viewers)
 * closes when it goes, on a navigation (also to the same screen: another order) or when it
 * unmounts (the session ended under it, an error page replaced it).
 */
function closingItsOverlays(Screen: ComponentType): ComponentType {
  return function ScreenWithOverlays() {
    const { key } = useLocation();
    useEffect(() => () => closeScreenOverlays(), [key]);
    return <Screen />;
  };
}

/**
 * A page whose screen and i18n namespace load together; its screen closes its overlays when it
 * goes. A screen with a `prefetch` gets a loader that starts its first calls (when a session
 * exists) on each navigation to it, with the navigation's params and query, before its render and
 * without waiting for them; in a task after the one that evaluated the screen's code.
 */
function screenRoute({ feature }: FeatureRoutes, route: ScreenRoute, queryClient: QueryClient): RouteObject {
  const load = screens[`../features/${feature}/screens/${route.screen}.tsx`];
  if (!load) throw new Error(`No screen ${route.screen} in features/${feature}/screens`);
  const screen = (module: Record<string, unknown>) => {
    const Component = closingItsOverlays(module[screenComponent(route)] as ComponentType);
    const prefetch = module.prefetch as Prefetch | undefined;
    if (!prefetch) return { Component };
    const loader = ({ request, params }: LoaderFunctionArgs) => {
      const search = new URL(request.url).searchParams;
      if (hasValidToken()) void yieldToMain().then(() => prefetch(queryClient, { params, search }));
      return null;
    };
    return { Component, loader };
  };
  // A page that has not arrived in 60 s fails as the spec says, and its error page offers a retry.
  return { path: route.path, lazy: async () => (await within(Promise.all([load().then(screen), loadNamespaces(routeNamespace(feature, route))]), PAGE_TIMEOUT_MS, route.screen))[0] };
}

const group = (key: 'public' | 'tabs' | 'stack', queryClient: QueryClient) =>
  appRoutes.features.flatMap((feature) => (feature[key] ?? []).map((route) => screenRoute(feature, route, queryClient)));

/**
 * The app's frame. The window is what scrolls: a new page opens at its top, and Back (or the
 * system's back) returns to where the worker was on the page before (the router keeps each
 * entry's position in sessionStorage); without it a page opened at the position of the last.
 */
function Root() {
  return (
    <>
      <ScrollRestoration />
      <AppEvents />
      <LoadingIndicator />
      <PageLoadingIndicator />
      <Outlet />
    </>
  );
}

function UnknownPage() {
  const location = useLocation();
  return <Navigate to={paths.notFound} replace state={{ from: location.pathname }} />;
}

function buildRoutes(queryClient: QueryClient): RouteObject[] {
  const tabRoutes = group('tabs', queryClient);
  const availableTabs = tabRoutes.map((r) => r.path).filter((p): p is string => Boolean(p));
  // Every tab's code and namespaces (the first screen's are loaded already): a first load fetches
  // only its own tab's, and the tab bar fetches the others' once that screen is up, so a tab opens
  // without a request. A fetch that fails is left to the tab's own navigation to retry.
  const loadTabs = () => tabRoutes.forEach((r) => typeof r.lazy === 'function' && void r.lazy().catch(() => undefined));
  return [
    {
      element: <Root />,
      errorElement: <RouteError />,
      children: [
        ...group('public', queryClient),
        {
          element: <RequireAuth />,
          children: [
            {
              lazy: async () => {
                const { TabShell, prefetchShell } = await within(import('./layouts/tab-shell'), PAGE_TIMEOUT_MS, 'tab-shell');
                if (hasValidToken()) void yieldToMain().then(() => prefetchShell(queryClient));
                return { Component: () => <TabShell available={availableTabs} loadTabs={loadTabs} /> };
              },
              children: tabRoutes,
            },
            ...group('stack', queryClient),
          ],
        },
        { path: '*', element: <UnknownPage /> },
      ],
    },
  ];
}

export function createRouter(queryClient: QueryClient) {
  const pages = pagePaths(appRoutes);
  registerPages(pages);
  const applyProcessAvailable = pages.includes(paths.applyProcess);
  const router = installNavigationGuard(createHashRouter(buildRoutes(queryClient)), { applyProcessAvailable });
  // A start of a worker in onboarding (status 3) lands on the apply process page (docs/decisions.md,
  // "A start of an applicant (status 3) lands on the apply process page").
  const target = hasValidToken()
    ? launchRedirect({
        pathname: router.state.location.pathname,
        workerStatus: storedWorkerStatus(),
        loginPath: paths.login,
        applyProcessPath: applyProcessAvailable ? paths.applyProcess : null,
      })
    : null;
  if (target) void router.navigate(target, { replace: true });
  // The service worker (README "Offline"): registered once the page has loaded and the browser is
  // idle, off the first paint's path; it offers a new version with a prompt of its own.
  startServiceWorker();
  return router;
}
