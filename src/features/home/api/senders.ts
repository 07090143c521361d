// How the outbox sends Home's changes: the online state, now and never kept (it means something only
// now: which offers reach the worker; a switch an hour late would put her online unasked).
import { getGetWorkerHomeSummaryQueryKey, setWorkerOnlineState } from '@generated/api/mine/mine';
import type { GetWorkerHomeSummary200, WorkerOnlineStateResult } from '@generated/api/model';
import { callOf, type Senders } from '@/lib/outbox';

export const senders: Senders = {
  setWorkerOnlineState: {
    send: callOf(setWorkerOnlineState),
    // The state the server answered shows at once, then the summary is asked again.
    answered: (queryClient, _intent, answer) => {
      const { data } = answer as { data: WorkerOnlineStateResult };
      queryClient.setQueryData<GetWorkerHomeSummary200>(getGetWorkerHomeSummaryQueryKey(), (old) => old && { ...old, data: { ...old.data, onlineState: data.state, onlineSince: data.since } });
      void queryClient.invalidateQueries({ queryKey: getGetWorkerHomeSummaryQueryKey() });
    },
  },
};
