// The unread counts of the Messages tab (the tab badge and the category badges), kept fresh on
// the platform's 'refreshMessages' event and by a slow poll while the app is open.
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { getGetMessageUnreadCountQueryKey, getGetMessageUnreadCountQueryOptions, useGetMessageUnreadCount } from '@generated/api/messages/messages';
import { pollEvery } from '@/lib/api/polling';
import { on } from '@/lib/events/events';
import { hasValidToken, subscribeSession } from '@/lib/session/session';

const POLL_MS = 60_000;

function useSignedIn() {
  return useSyncExternalStore(subscribeSession, () => hasValidToken());
}

/** Per category and in total. Asks nothing without a session (the badge lives beside sign-out). */
export function useUnreadCounts() {
  const signedIn = useSignedIn();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      on('refreshMessages', () => {
        // The unauthorized answer also raises this event after the token is gone: asking again
        // then would only earn another 401.
        if (!hasValidToken()) return;
        void queryClient.invalidateQueries({ queryKey: getGetMessageUnreadCountQueryKey() }, { cancelRefetch: false });
      }),
    [queryClient],
  );
  return useGetMessageUnreadCount({ query: { enabled: signedIn, select: (body) => body.data, ...pollEvery(POLL_MS) } });
}

/** The tab badge's call, started with the tab bar's code. */
export const prefetchUnreadCounts = (queryClient: QueryClient) => void queryClient.prefetchQuery(getGetMessageUnreadCountQueryOptions());

/** The total of unread messages: the Messages tab badge (0 while unknown). */
export function useUnreadMessageCount(): number {
  return useUnreadCounts().data?.total ?? 0;
}
