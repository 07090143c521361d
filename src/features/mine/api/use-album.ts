// The album page's data: the photos customers see, and the changes (added, removed, reordered), each
// kept through the outbox's one door (senders.ts).
import { useQueryClient } from '@tanstack/react-query';
import { getListAlbumPhotosQueryKey, useListAlbumPhotos } from '@generated/api/mine/mine';
import type { WorkerAlbumAddRequest, WorkerAlbumDeleteRequest, WorkerAlbumPhoto, WorkerAlbumSortRequest } from '@generated/api/model';
import { useChange } from '@/lib/outbox';

export type { WorkerAlbumPhoto };

/** The album holds at most 30 photos (the contract): one page holds them all. */
export const ALBUM_MAX = 30;
const albumParams = { pageIndex: 1, pageSize: ALBUM_MAX };

export const useAlbum = () => useListAlbumPhotos(albumParams, { query: { select: (body) => body.data.rows } });

/** Adds photos already up (their addresses), kept: offline they go by themselves (the album reloads then). */
export const useAddToAlbum = () => useChange<WorkerAlbumAddRequest>('addAlbumPhotos');

/** Removes photos, kept. */
export const useDeleteFromAlbum = () => useChange<WorkerAlbumDeleteRequest>('deleteAlbumPhotos');

/** A new order, kept: the cache takes it at once; once the server has it (or refused it), the album is read again. */
export function useSortAlbum() {
  const queryClient = useQueryClient();
  return useChange<WorkerAlbumSortRequest>('sortAlbumPhotos', {
    onMutate: ({ data }) => {
      queryClient.setQueriesData<{ data: { rows: WorkerAlbumPhoto[] } }>({ queryKey: getListAlbumPhotosQueryKey() }, (cached) => {
        if (!cached) return cached;
        const rank = new Map(data.ids.map((id, i) => [id, i]));
        const rows = [...cached.data.rows].sort((a, b) => (rank.get(a.id) ?? 99) - (rank.get(b.id) ?? 99));
        return { ...cached, data: { ...cached.data, rows } };
      });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: getListAlbumPhotosQueryKey() }),
  });
}
