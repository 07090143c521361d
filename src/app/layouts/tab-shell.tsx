// The tab pages' frame with its badges (offers waiting, unread messages); loaded with the first tab page, so the
// login page does not carry the tab bar's code.
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { paths } from '@/config/paths';
import { prefetchUnreadCounts, useUnreadMessageCount } from '@/features/messages/api/use-unread-message-count';
import { prefetchOrderCounts, useOrderCounts } from '@/features/orders/api/use-order-counts';
import { whenIdleAfterLoad } from '@/lib/ui/yield';
import { TabLayout } from './tab-layout';

/** `loadTabs` fetches every tab's code: called once the page has loaded and the browser is idle. */
export function TabShell({ available, loadTabs }: { available: readonly string[]; loadTabs: () => void }) {
  useEffect(() => whenIdleAfterLoad(loadTabs), [loadTabs]);
  const unread = useUnreadMessageCount();
  // Offers waiting for an answer: the one count on the Orders tab that asks the worker to act.
  const offers = useOrderCounts().data?.pendingAccept ?? 0;
  return <TabLayout available={available} badges={{ [paths.messages]: unread, [paths.orders]: offers }} />;
}

/** The badges' calls, started with the tab bar's code rather than after its first render. */
export function prefetchShell(queryClient: QueryClient) {
  prefetchOrderCounts(queryClient);
  prefetchUnreadCounts(queryClient);
}
