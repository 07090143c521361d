// The route tree: public pages, protected pages (tab layout and stack pages), the 404 page.
import { createHashRouter, Navigate, Outlet, type RouteObject, useLocation } from 'react-router-dom';
import { paths } from '../config/paths';
import { authRoutes } from '../features/auth/routes';
import { homeRoutes } from '../features/home/routes';
import { systemRoutes } from '../features/system/routes';
import { AppEvents } from './app-events';
import { RouteError } from './route-error';
import { RequireAuth } from './require-auth';
import { TabLayout } from './layouts/tab-layout';

const tabRoutes: RouteObject[] = [...homeRoutes];
const availableTabs = tabRoutes.map((r) => r.path!).filter(Boolean);

function Root() {
  return (
    <>
      <AppEvents />
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
      ...authRoutes,
      ...systemRoutes,
      {
        element: <RequireAuth />,
        children: [{ element: <TabLayout available={availableTabs} />, children: tabRoutes }],
      },
      { path: '*', element: <UnknownPage /> },
    ],
  },
];

export const createRouter = () => createHashRouter(routes);
