// Everything a screen relies on: the query client, i18n, the antd-mobile React 19 render shim.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
// The deep path keeps the component index out of the first load.
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { type ReactNode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { isApiError } from '../lib/api/errors';
import { i18n } from '../lib/i18n/i18n';

// antd-mobile 5 renders Toast/Dialog with ReactDOM.render, gone in React 19: give it createRoot.
unstableSetRender((node, container) => {
  const el = container as Element & { _reactRoot?: ReturnType<typeof createRoot> };
  el._reactRoot ??= createRoot(el);
  el._reactRoot.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    el._reactRoot?.unmount();
    delete el._reactRoot;
  };
});

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Retry once on a network glitch; errors the server meant are not retried.
        retry: (count, error) => count < 1 && isApiError(error) && (error.kind === 'network' || error.kind === 'timeout'),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

export function Providers({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </QueryClientProvider>
  );
}
