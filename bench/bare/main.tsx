// The floor: a bare page that uses the same core libraries as the app (react, react-dom, router,
// react-query, zod, i18next), built the same way. The benchmark divides each screen by it.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import i18next from 'i18next';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import { createHashRouter, RouterProvider } from 'react-router-dom';
import * as zod from 'zod';

void i18next.use(initReactI18next).init({ lng: 'zh-Hans', resources: { 'zh-Hans': { translation: { hello: '你好' } } } });
const Answer = zod.object({ code: zod.literal(200), msg: zod.string() });

function Page() {
  const { t } = useTranslation();
  const q = useQuery({ queryKey: ['x'], queryFn: async () => Answer.parse({ code: 200, msg: 'ok' }) });
  return (
    <main>
      <h1>{t('hello')}</h1>
      <p>{q.data?.msg}</p>
    </main>
  );
}

const router = createHashRouter([{ path: '*', element: <Page /> }]);
createRoot(document.getElementById('root')!).render(
  <QueryClientProvider client={new QueryClient()}>
    <RouterProvider router={router} />
  </QueryClientProvider>,
);
