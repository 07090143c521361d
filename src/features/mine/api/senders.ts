// How the outbox sends Mine's changes (registered by the app shell, loaded with the first change that
// goes): the generated call, and what the cached answers learn once the server took it.
import { addAlbumPhotos } from '@generated/api/mine/add-album-photos';
import { deleteAlbumPhotos } from '@generated/api/mine/delete-album-photos';
import { deleteWorkerAddress } from '@generated/api/mine/delete-worker-address';
import { getGetWorkerAddressQueryKey, getListWorkerAddressesQueryKey } from '@generated/api/mine/mine';
import { getGetWorkTimeTemplateQueryKey } from '@generated/api/mine/get-work-time-template';
import { getListAlbumPhotosQueryKey } from '@generated/api/mine/list-album-photos';
import { getListWorkTimeSlotsUrl } from '@generated/api/mine/list-work-time-slots';
import { saveWorkTimeTemplate } from '@generated/api/mine/save-work-time-template';
import { saveWorkerAddress } from '@generated/api/mine/save-worker-address';
import { sortAlbumPhotos } from '@generated/api/mine/sort-album-photos';
import { submitWorkerFeedback } from '@generated/api/mine/submit-worker-feedback';
import { submitWorkerRealName } from '@generated/api/mine/submit-worker-real-name';
import { getGetWorkerRealNameApplyQueryKey } from '@generated/api/mine/get-worker-real-name-apply';
import type { QueryClient } from '@tanstack/react-query';
import type { WorkerTimeTemplate } from '@generated/api/model';
import { callOf, refreshAll, type Senders } from '@/lib/outbox';

const album = (queryClient: QueryClient) => void queryClient.invalidateQueries({ queryKey: getListAlbumPhotosQueryKey() });

export const senders: Senders = {
  // Kept: feedback goes with its photos whenever the network allows (the list reloads then).
  submitWorkerFeedback: { send: callOf(submitWorkerFeedback), answered: (queryClient) => refreshAll(queryClient) },
  // Kept: photos already up, their addresses added; removing or reordering, the album is read again.
  addAlbumPhotos: { send: callOf(addAlbumPhotos), answered: album },
  deleteAlbumPhotos: { send: callOf(deleteAlbumPhotos), answered: album },
  sortAlbumPhotos: { send: callOf(sortAlbumPhotos), answered: album },
  // Now, never kept: a new address's id is the server's, and the shop's checkout takes it at once.
  saveWorkerAddress: {
    send: callOf(saveWorkerAddress),
    answered: (queryClient, _intent, answer) => {
      const body = answer as { data: { id: string } };
      queryClient.setQueryData(getGetWorkerAddressQueryKey({ id: body.data.id }), answer);
      void queryClient.invalidateQueries({ queryKey: getListWorkerAddressesQueryKey() });
    },
  },
  // Kept: gone from the list at once (use-addresses.ts), the server then says which one is default.
  deleteWorkerAddress: {
    send: callOf(deleteWorkerAddress),
    answered: (queryClient, intent) => {
      queryClient.removeQueries({ queryKey: getGetWorkerAddressQueryKey({ id: String(intent.body.id) }) });
      void queryClient.invalidateQueries({ queryKey: getListWorkerAddressesQueryKey() });
    },
  },
  // Kept: the weekly template as saved (a save replaces the whole template, whenever tapped: the
  // contract's template takes no time of the tap); the coming week is read again.
  saveWorkTimeTemplate: {
    send: ({ occurredAt: _tapped, ...template }, headers, signal) => saveWorkTimeTemplate(template as unknown as WorkerTimeTemplate, { headers, signal }),
    answered: (queryClient, _intent, answer) => {
      queryClient.setQueryData(getGetWorkTimeTemplateQueryKey(), answer);
      void queryClient.invalidateQueries({ queryKey: [getListWorkTimeSlotsUrl()] });
    },
  },
  // Now, never kept: the ID number and real name are never written to the phone.
  submitWorkerRealName: { send: callOf(submitWorkerRealName), answered: (queryClient) => void queryClient.invalidateQueries({ queryKey: getGetWorkerRealNameApplyQueryKey() }) },
};
