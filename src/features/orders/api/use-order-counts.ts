// The order counts: the tab bar's badge (offers waiting) and the Orders tab's tabs. A module of its
// own: the tab bar loads on every tab start, and the order steps' calls with it had loaded on Mine's.
import type { QueryClient } from '@tanstack/react-query';
import { getGetServiceOrderCountsQueryOptions, useGetServiceOrderCounts } from '@generated/api/orders/orders';

export function useOrderCounts() {
  return useGetServiceOrderCounts({ query: { select: (body) => body.data } });
}

/** The tab badge's call, started with the tab bar's code. */
export const prefetchOrderCounts = (queryClient: QueryClient) => void queryClient.prefetchQuery(getGetServiceOrderCountsQueryOptions());
