// The app: providers around the router, rendered once i18n is ready.
import { Suspense, use } from 'react';
import { RouterProvider } from 'react-router-dom';
import { initI18n } from '../lib/i18n/i18n';
import { onLaunch } from './launch';
import { createQueryClient, Providers } from './providers';
import { createRouter } from './router';
import 'antd-mobile/es/global';
import './theme.css';

const ready = initI18n();
void ready.then(() => onLaunch());
// One query client for the screens and the router, which starts a screen's first calls with its code.
const queryClient = createQueryClient();
const router = createRouter(queryClient);

function Ready() {
  use(ready);
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}

export function App() {
  return (
    <Suspense fallback={null}>
      <Ready />
    </Suspense>
  );
}
