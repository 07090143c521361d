// The route tree: public pages, protected pages (tab layout and stack pages), the 404 page.
import { createHashRouter, Navigate, Outlet, type RouteObject, useLocation } from 'react-router-dom';
import type { FeatureRoutes } from '../config/feature-routes';
import { paths } from '../config/paths';
import { loadNamespaces } from '../lib/i18n/i18n';
import { authRoutes } from '../features/auth/routes';
import { homeRoutes } from '../features/home/routes';
import { messagesRoutes } from '../features/messages/routes';
import { mineRoutes } from '../features/mine/routes';
import { ordersRoutes } from '../features/orders/routes';
import { systemRoutes } from '../features/system/routes';
import { AppEvents } from './app-events';
import { LoadingIndicator } from './loading-indicator';
import { installNavigationGuard } from './navigation-guard';
import { RequireAuth } from './require-auth';
import { RouteError } from './route-error';

// Each feature and the i18n namespaces its screens use: loaded together with the screen's code.
const features: [FeatureRoutes, string[]][] = [
  [authRoutes, ['auth']],
  [systemRoutes, ['system']],
  [homeRoutes, ['home']],
  [ordersRoutes, ['orders']],
  [messagesRoutes, ['messages']],
  [mineRoutes, ['mine']],
];

function withNamespaces(route: RouteObject, namespaces: string[]): RouteObject {
  const lazy = route.lazy;
  return {
    ...route,
    ...(typeof lazy === 'function'
      ? { lazy: async () => (await Promise.all([lazy(), loadNamespaces(...namespaces)]))[0] }
      : {}),
    children: route.children?.map((child) => withNamespaces(child, namespaces)),
  } as RouteObject;
}

const group = (key: keyof FeatureRoutes) =>
  features.flatMap(([routes, namespaces]) => (routes[key] ?? []).map((r) => withNamespaces(r, namespaces)));

const tabRoutes = group('tabs');
const availableTabs = tabRoutes.map((r) => r.path).filter((p): p is string => Boolean(p));

function Root() {
  return (
    <>
      <AppEvents />
      <LoadingIndicator />
      <Outlet />
    </>
  );
}

function UnknownPage() {
  const location = useLocation();
  return <Navigate to={paths.notFound} replace state={{ from: location.pathname }} />;
}

export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteError />,
    children: [
      ...group('public'),
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: async () => {
              const { TabShell } = await import('./layouts/tab-shell');
              return { Component: () => <TabShell available={availableTabs} /> };
            },
            children: tabRoutes,
          },
          ...group('stack'),
        ],
      },
      { path: '*', element: <UnknownPage /> },
    ],
  },
];

const registered = (path: string) => features.some(([f]) => [...(f.public ?? []), ...(f.tabs ?? []), ...(f.stack ?? [])].some((r) => r.path === path));

export const createRouter = () =>
  installNavigationGuard(createHashRouter(routes), { applyProcessAvailable: registered(paths.applyProcess) });
