// The followers page's data over the generated hooks.
import { getListWorkerFollowersQueryKey, listWorkerFollowers } from '@generated/api/mine/mine';
import type { WorkerFollower } from '@generated/api/model';
import { type PagedListSpec, usePagedList } from '@/lib/list/use-paged-list';

export type { WorkerFollower };

const followerList: PagedListSpec<WorkerFollower> = {
  queryKey: getListWorkerFollowersQueryKey(),
  fetchPage: async ({ pageIndex, pageSize, signal }) => (await listWorkerFollowers({ pageIndex, pageSize }, { signal })).data,
};

export const useFollowerList = () => usePagedList(followerList);
