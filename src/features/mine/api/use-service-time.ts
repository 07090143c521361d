// The service-time page's data over the generated hooks: the weekly template and the coming week.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getListWorkTimeSlotsUrl, listWorkTimeSlots, useGetWorkTimeTemplate } from '@generated/api/mine/mine';
import type { WorkerTimeTemplate } from '@generated/api/model';
import { useChange } from '@/lib/outbox';

export type { WorkerTimeDay, WorkerTimeTemplate } from '@generated/api/model';

export const useWorkTimeTemplate = () => useGetWorkTimeTemplate({ query: { select: (body) => body.data } });

/** Today in Beijing, yyyy-MM-dd: the coming week starts there. */
export const beijingToday = (now = Date.now()) => new Date(now + 8 * 3_600_000).toISOString().slice(0, 10);

/** listWorkTimeSlots is a POST in the contract (orval made it a mutation); it only reads, so it is a query here, keyed by its URL and body. */
const comingWeekQuery = (startDate: string) =>
  queryOptions({
    queryKey: [getListWorkTimeSlotsUrl(), { startDate, days: 7 }] as const,
    queryFn: ({ signal }) => listWorkTimeSlots({ startDate, days: 7 }, { signal }),
  });

/** The coming seven days, half hour by half hour: what is booked. */
export const useComingWeek = (startDate: string) => useQuery({ ...comingWeekQuery(startDate), select: (body) => body.data.rows });

/** The weekly template, kept: offline it goes by itself (the template and the coming week are read again then). */
export const useSaveWorkTime = () => useChange<WorkerTimeTemplate>('saveWorkTimeTemplate');
