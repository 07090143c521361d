// The app: providers around the router, rendered once i18n is ready.
import { RouterProvider } from 'react-router-dom';
import { initI18n } from '../lib/i18n/i18n';
import { yieldToMain } from '../lib/ui/yield';
import { onLaunch } from './launch';
import { createQueryClient, Providers } from './providers';
import { createRouter } from './router';
import 'antd-mobile/es/global';
import './theme.css';

/**
 * Starts i18n, then the router (which starts loading the screen in the URL), each in its own task
 * after the code's evaluation, and gives the root component once i18n is ready. Waiting here, not
 * in a Suspense boundary: React reveals suspended content no sooner than 300 ms after it showed a
 * fallback, so the first screen sat idle for up to 300 ms. The query client is shared by the
 * screens and the router, which starts a screen's first calls with its code.
 */
export async function startApp() {
  await yieldToMain();
  const ready = initI18n();
  void ready.then(() => onLaunch());
  await yieldToMain();
  const queryClient = createQueryClient();
  const router = createRouter(queryClient);
  await ready;
  await yieldToMain();

  return function App() {
    return (
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    );
  };
}
