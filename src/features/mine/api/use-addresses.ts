// The address pages' data over the generated hooks: the list, one address, save and delete.
import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { getGetWorkerAddressQueryKey, getListWorkerAddressesQueryKey, listWorkerAddresses, saveWorkerAddress, useDeleteWorkerAddress, useGetWorkerAddress } from '@generated/api/mine/mine';
import type { WorkerAddress, WorkerAddressSaveRequest } from '@generated/api/model';
import { useIntentMutation } from '@/lib/api/use-intent-mutation';
import type { Page } from '@/lib/list/paging';
import { type PagedListSpec, usePagedList } from '@/lib/list/use-paged-list';

export type { WorkerAddress };

const addressList: PagedListSpec<WorkerAddress> = {
  queryKey: getListWorkerAddressesQueryKey(),
  fetchPage: async ({ pageIndex, pageSize, signal }) => (await listWorkerAddresses({ pageIndex, pageSize }, { signal })).data,
};

export const useAddressList = () => usePagedList(addressList);

export const useAddress = (id: string | null) =>
  useGetWorkerAddress({ id: id ?? '' }, { query: { enabled: Boolean(id), select: (body) => body.data } });

/**
 * Saves an address with its intent's Idempotency-Key (lib/api/use-intent-mutation.ts): a new address
 * retried after no answer is made once; each address edited is an intent of its own.
 */
export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useIntentMutation({
    send: ({ data }: { data: WorkerAddressSaveRequest }, headers) => saveWorkerAddress(data, { headers }),
    intentOf: ({ data }) => data.id ?? '',
    onSuccess: (body) => {
      queryClient.setQueryData(getGetWorkerAddressQueryKey({ id: body.data.id }), body);
      void queryClient.invalidateQueries({ queryKey: getListWorkerAddressesQueryKey() });
    },
  });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useDeleteWorkerAddress({
    mutation: {
      onSuccess: (_body, { data }) => {
        // Gone at once from the list on screen; the server then says which one is default now.
        queryClient.setQueriesData<InfiniteData<Page<WorkerAddress>, number>>({ queryKey: getListWorkerAddressesQueryKey() }, (cached) =>
          cached ? { ...cached, pages: cached.pages.map((p) => ({ ...p, rows: p.rows.filter((r) => r.id !== data.id) })) } : cached,
        );
        queryClient.removeQueries({ queryKey: getGetWorkerAddressQueryKey({ id: data.id }) });
        void queryClient.invalidateQueries({ queryKey: getListWorkerAddressesQueryKey() });
      },
    },
  });
}
