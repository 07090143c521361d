// The settlement area's data: the overview, statistics by period, bills (list and one with its
// lines), and the income chart's statistics and month list (POST reads, queried under their own keys).
import { type InfiniteData, useQuery, useQueryClient } from '@tanstack/react-query';
import { getGetBusinessIncomeStatUrl } from '@generated/api/settle/get-business-income-stat';
import { getListBusinessIncomeUrl } from '@generated/api/settle/list-business-income';
import {
  getBusinessIncomeStat,
  getListSettleBillsQueryKey,
  listBusinessIncome,
  listSettleBills,
  useGetSettleBill,
  useGetSettleOverview,
  useGetSettleStat,
} from '@generated/api/settle/settle';
import type {
  GetSettleStatRange,
  SettleBillSummary,
  SettleIncomeRecord,
  SettleIncomeStatRequestRange,
} from '@generated/api/model';
import { pagedListOptions, usePagedList } from '@/lib/list/use-paged-list';

export type { SettleBillSummary, SettleIncomeRecord };
export type StatRange = GetSettleStatRange;
export type IncomeRange = SettleIncomeStatRequestRange;

export function useSettleOverview() {
  return useGetSettleOverview({ query: { select: (body) => body.data } });
}

export function useSettleStat(range: StatRange) {
  return useGetSettleStat({ range }, { query: { select: (body) => body.data } });
}

export const useSettleBills = () =>
  usePagedList<SettleBillSummary>({
    queryKey: getListSettleBillsQueryKey(),
    fetchPage: async ({ pageIndex, pageSize, signal }) => (await listSettleBills({ pageIndex, pageSize }, { signal })).data,
  });

export function useSettleBill(id: string) {
  return useGetSettleBill({ id }, { query: { enabled: Boolean(id), select: (body) => body.data } });
}

/** The income chart's statistics of the period holding `date` (a read, though the contract posts it). */
export function useIncomeStat(range: IncomeRange, date: string) {
  return useQuery({
    // Under the call's path, as a completed order's refresh names it (orders/api/use-orders.ts).
    queryKey: [getGetBusinessIncomeStatUrl(), { range, date }],
    queryFn: async ({ signal }) => (await getBusinessIncomeStat({ range, date }, { signal })).data,
  });
}

/** The month's income by order, paged in the body, with the month's totals from its first page. */
export function useMonthIncome(month: string) {
  const queryClient = useQueryClient();
  const spec = {
    queryKey: [getListBusinessIncomeUrl(), { month }],
    fetchPage: async ({ pageIndex, pageSize, signal }: { pageIndex: number; pageSize: number; signal: AbortSignal }) =>
      (await listBusinessIncome({ month, pageIndex, pageSize }, { signal })).data,
  };
  const list = usePagedList<SettleIncomeRecord>(spec);
  const raw = queryClient.getQueryData<InfiniteData<Awaited<ReturnType<typeof spec.fetchPage>>, number>>(pagedListOptions(spec).queryKey);
  const first = list.isSuccess ? raw?.pages[0] : undefined;
  return { ...list, totals: first && { incomeCents: first.monthIncomeCents, orders: first.monthOrders } };
}
