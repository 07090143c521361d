// The address pages' data: the list, one address; a save (now) and a delete (kept) through the
// outbox's one door (senders.ts).
import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { getListWorkerAddressesQueryKey, listWorkerAddresses, useGetWorkerAddress } from '@generated/api/mine/mine';
import type { WorkerAddress, WorkerAddressDeleteRequest, WorkerAddressSaveRequest } from '@generated/api/model';
import { useChange } from '@/lib/outbox';
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
 * Saves an address, now (never kept: the new address's id is the server's, and the checkout takes it
 * at once): a new address retried after no answer carries its key, so it is made once; each address
 * edited is an intent of its own.
 */
export const useSaveAddress = () =>
  useChange<WorkerAddressSaveRequest, { data: WorkerAddress }>('saveWorkerAddress', { way: 'now', intentOf: (data) => data.id ?? '' });

/** Removes an address, kept: gone at once from the list on screen; the server then says which one is default now. */
export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useChange<WorkerAddressDeleteRequest>('deleteWorkerAddress', {
    onMutate: ({ data }) =>
      void queryClient.setQueriesData<InfiniteData<Page<WorkerAddress>, number>>({ queryKey: getListWorkerAddressesQueryKey() }, (cached) =>
        cached ? { ...cached, pages: cached.pages.map((p) => ({ ...p, rows: p.rows.filter((r) => r.id !== data.id) })) } : cached,
      ),
  });
}
