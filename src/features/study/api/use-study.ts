// The study area's data: materials by category (paged), one material, and progress reports that
// keep the highest progress in every cached copy (list rows and the detail) as the server does.
import { type InfiniteData, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import {
  type getStudyMaterial,
  getGetStudyMaterialQueryKey,
  getListStudyMaterialsQueryKey,
  listStudyMaterials,
  useGetStudyMaterial,
} from '@generated/api/study/study';
import type { StudyCategory, StudyMaterialDetail, StudyMaterialSummary, StudyProgressRequest } from '@generated/api/model';
import type { Page } from '@/lib/list/paging';
import { useChange } from '@/lib/outbox';
import { usePagedList } from '@/lib/list/use-paged-list';

export type { StudyCategory, StudyMaterialDetail, StudyMaterialSummary };
export type CategoryFilter = StudyCategory | 'all';

const paramsOf = (category: CategoryFilter) => (category === 'all' ? {} : { category });

export const useStudyList = (category: CategoryFilter) =>
  usePagedList<StudyMaterialSummary>({
    queryKey: getListStudyMaterialsQueryKey(paramsOf(category)),
    fetchPage: async ({ pageIndex, pageSize, signal }) => (await listStudyMaterials({ ...paramsOf(category), pageIndex, pageSize }, { signal })).data,
  });

export function useStudyMaterial(id: string) {
  return useGetStudyMaterial({ id }, { query: { enabled: Boolean(id), select: (body) => body.data } });
}

/** Done: the server's flag, or read to the end (the flag follows on its next answer). */
export const isDone = (m: { completed: boolean; progressPercent: number }) => m.completed || m.progressPercent >= 100;

function keepInCache(queryClient: QueryClient, { id, progressPercent, positionSeconds }: StudyProgressRequest) {
  const merge = <T extends { progressPercent: number; completed: boolean }>(m: T): T => {
    const percent = Math.max(m.progressPercent, progressPercent);
    return { ...m, progressPercent: percent, completed: m.completed || percent >= 100 };
  };
  queryClient.setQueriesData<InfiniteData<Page<StudyMaterialSummary>, number>>({ queryKey: getListStudyMaterialsQueryKey() }, (data) =>
    data ? { ...data, pages: data.pages.map((p) => ({ ...p, rows: p.rows.map((r) => (r.id === id ? merge(r) : r)) })) } : data,
  );
  queryClient.setQueryData<Awaited<ReturnType<typeof getStudyMaterial>>>(getGetStudyMaterialQueryKey({ id }), (body) =>
    body ? { ...body, data: { ...merge(body.data), positionSeconds: positionSeconds ?? body.data.positionSeconds } } : body,
  );
}

/**
 * Reports progress, kept: only forward (never below what was reported), the caches updated at once
 * (so a report made as the screen closes shows on the list it returns to, offline too), and a newer
 * report of the material replacing one not yet sent (the outbox keeps one per material, in order).
 */
export function useStudyProgress(id: string, start: number) {
  const queryClient = useQueryClient();
  const best = useRef(start);
  const mutation = useChange<StudyProgressRequest>('saveStudyProgress', { coalesceOf: (data) => `study:${data.id}`, onMutate: ({ data }) => keepInCache(queryClient, data) });
  return (progressPercent: number, positionSeconds?: number) => {
    const percent = Math.min(100, Math.max(0, Math.round(progressPercent)));
    // A video's position is worth saving even when the percentage has not grown (it resumes there).
    if (percent <= best.current && positionSeconds === undefined) return;
    best.current = Math.max(best.current, percent);
    mutation.mutate({ data: { id, progressPercent: best.current, ...(positionSeconds === undefined ? {} : { positionSeconds: Math.floor(positionSeconds) }) } });
  };
}
