// The app: providers around the router, rendered once i18n is ready.
import { Suspense, use } from 'react';
import { RouterProvider } from 'react-router-dom';
import { initI18n } from '../lib/i18n/i18n';
import { onLaunch } from './launch';
import { Providers } from './providers';
import { createRouter } from './router';
import 'antd-mobile/es/global';
import './theme.css';

const ready = initI18n();
void ready.then(() => onLaunch());
const router = createRouter();

function Ready() {
  use(ready);
  return (
    <Providers>
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
