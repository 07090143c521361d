// The album page's data over the generated hooks: the photos customers see, added, removed and reordered.
import { useQueryClient } from '@tanstack/react-query';
import { addAlbumPhotos, getListAlbumPhotosQueryKey, useDeleteAlbumPhotos, useListAlbumPhotos, useSortAlbumPhotos } from '@generated/api/mine/mine';
import type { WorkerAlbumAddRequest, WorkerAlbumPhoto } from '@generated/api/model';
import { useIntentMutation } from '@/lib/api/use-intent-mutation';

export type { WorkerAlbumPhoto };

/** The album holds at most 30 photos (the contract): one page holds them all. */
export const ALBUM_MAX = 30;
const albumParams = { pageIndex: 1, pageSize: ALBUM_MAX };

export const useAlbum = () => useListAlbumPhotos(albumParams, { query: { select: (body) => body.data.rows } });

function useAlbumRefetch() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: getListAlbumPhotosQueryKey() });
}

/**
 * Adds photos with their intent's Idempotency-Key (lib/api/use-intent-mutation.ts): a retry of the same
 * photos after no answer sends the same key, so the server adds them once; other photos are another intent.
 */
export function useAddToAlbum() {
  const refetch = useAlbumRefetch();
  return useIntentMutation({
    send: ({ data }: { data: WorkerAlbumAddRequest }, headers) => addAlbumPhotos(data, { headers }),
    intentOf: ({ data }) => data.urls.join('\n'),
    onSuccess: () => refetch(),
  });
}

export function useDeleteFromAlbum() {
  const refetch = useAlbumRefetch();
  return useDeleteAlbumPhotos({ mutation: { onSuccess: () => refetch() } });
}

/** A new order: the cache takes it at once; refused (the album changed meanwhile) or done, the album is read again. */
export function useSortAlbum() {
  const queryClient = useQueryClient();
  const refetch = useAlbumRefetch();
  return useSortAlbumPhotos({
    mutation: {
      onSuccess: (_body, { data }) => {
        queryClient.setQueriesData<{ data: { rows: WorkerAlbumPhoto[] } }>({ queryKey: getListAlbumPhotosQueryKey() }, (cached) => {
          if (!cached) return cached;
          const rank = new Map(data.ids.map((id, i) => [id, i]));
          const rows = [...cached.data.rows].sort((a, b) => (rank.get(a.id) ?? 99) - (rank.get(b.id) ?? 99));
          return { ...cached, data: { ...cached.data, rows } };
        });
        return refetch();
      },
      onError: () => refetch(),
    },
  });
}
