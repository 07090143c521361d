// A completed order moves money on other screens (issue 41): the status change's refresh marks the
// wallet, the settlement centre (with its bills) and the income chart (with its month list) out of date with Home, so
// none shows the figure from before the order beside Home's from after it.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { getGetWorkerHomeSummaryQueryKey } from '@generated/api/mine/mine';
import { getGetBusinessIncomeStatUrl } from '@generated/api/settle/get-business-income-stat';
import { getGetSettleBillQueryKey } from '@generated/api/settle/get-settle-bill';
import { getGetSettleOverviewQueryKey } from '@generated/api/settle/get-settle-overview';
import { getGetSettleStatQueryKey } from '@generated/api/settle/get-settle-stat';
import { getListBusinessIncomeUrl } from '@generated/api/settle/list-business-income';
import { getListSettleBillsQueryKey } from '@generated/api/settle/list-settle-bills';
import { getGetMyWalletQueryKey } from '@generated/api/wallet/get-my-wallet';
import { useRefreshOrderLists } from '@/features/orders/api/use-orders';

describe("an order's status change", () => {
  it("marks every screen's money out of date with Home's", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    const keys = [
      getGetWorkerHomeSummaryQueryKey(),
      getGetMyWalletQueryKey(),
      getGetSettleOverviewQueryKey(),
      getGetSettleStatQueryKey({ range: 'week' }),
      // The bills' list (its pages under the key) and the running bill with its lines.
      [...getListSettleBillsQueryKey(), { pageSize: 20 }],
      getGetSettleBillQueryKey({ id: 'sb_20261116' }),
      [getGetBusinessIncomeStatUrl(), { range: 'day', date: '2026-11-22' }],
      [getListBusinessIncomeUrl(), { month: '2026-11' }],
    ] as const;
    for (const key of keys) queryClient.setQueryData(key, { data: {} });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useRefreshOrderLists(), { wrapper });
    await result.current();
    expect(keys.map((key) => queryClient.getQueryState(key)?.isInvalidated)).toEqual(keys.map(() => true));
  });
});
