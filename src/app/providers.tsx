// Everything a screen relies on: the query client and i18n (antd-mobile's React 19 render shim
// loads with its first toast or dialog: lib/ui/imperative-render.ts).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { isApiError } from '@/lib/api/errors';
import { i18n } from '@/lib/i18n/i18n';
import { onAnswerHeard } from '@/lib/network/heard';
import { startOutbox } from '@/lib/outbox';
import { keepPersistedQueries } from '@/lib/offline/persist-keys';

export function createQueryClient() {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Retry once on a network glitch; errors the server meant are not retried.
        retry: (count, error) => count < 1 && isApiError(error) && (error.kind === 'network' || error.kind === 'timeout'),
        refetchOnWindowFocus: false,
      },
      // A change never pauses offline (TanStack's default waits for the network, a spinner
      // forever): it runs, and the request wrapper says it was not sent; the outbox keeps the
      // non-money ones (lib/outbox).
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  // The answers kept on the phone for offline (lib/offline/persist.ts, restored by app.tsx) stay in memory as long.
  keepPersistedQueries(queryClient);
  return queryClient;
}

/**
 * The texts the server makes (rules, Home's labels, its messages) come in the language asked
 * (`Accept-Language`, lib/api/call.ts): after a switch every answer on screen is asked again, so
 * none stays in the old language; answers not on screen are asked when next shown.
 */
function useAnswersFollowLanguage(client: QueryClient) {
  useEffect(() => {
    // Only a switch from one language to another: the start's own change (none -> the first) asks nothing again.
    let shown: string | undefined = i18n.language;
    const refresh = (lng: string) => {
      const before = shown;
      shown = lng;
      if (before && before !== lng) void client.invalidateQueries();
    };
    i18n.on('languageChanged', refresh);
    return () => i18n.off('languageChanged', refresh);
  }, [client]);
}

/**
 * A dead network (a lift, a captive Wi-Fi) never fires `online`, so TanStack's own refetch on
 * reconnect never comes: the first answer the app hears is the sign. What failed for the network and
 * is on screen asks again then, so the worker's one 重试 (or any call that got through) brings back
 * every part that could not load, not only the part tapped. A refetch that fails hears nothing: no loop.
 */
function useFailedAskAgainWhenHeard(client: QueryClient) {
  useEffect(
    () =>
      onAnswerHeard(() => {
        const failedForNetwork = (error: unknown) => isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');
        void client.refetchQueries({
          type: 'active',
          predicate: (query) => query.state.status === 'error' && query.state.fetchStatus === 'idle' && failedForNetwork(query.state.error),
        });
      }),
    [client],
  );
}

export function Providers({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => {
    const made = queryClient ?? createQueryClient();
    // The outbox, started once, here: the client its senders' answers patch (lib/outbox).
    startOutbox(made);
    return made;
  });
  useAnswersFollowLanguage(client);
  useFailedAskAgainWhenHeard(client);
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </QueryClientProvider>
  );
}
