// The user centre's user (getUserCenterInfo: role, permission, balance, points, gender, vip_get_time,
// invite code, nickname), held after sign-in rather than asked per screen (issue 30): one query,
// `getUserCenterInfo`, fetched once at each start with a session and once after each sign-in, fresh
// for the whole session (staleTime Infinity; a pull to refresh on a screen that shows it asks
// again), kept on the phone for offline (lib/offline/persist-keys.ts) and gone when the session ends
// (every end clears the query cache and the persisted store). Loaded once the first screen is up
// (src/app/app.tsx), so the start fetch is in no screen's first load; the screens that read it carry
// only this small module and the generated call.
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { getGetUserCenterInfoQueryKey, getUserCenterInfo } from '@generated/api/auth/get-user-center-info';
import type { AuthUserInfo } from '@generated/api/model/authUserInfo';
import { hasValidToken, subscribeSession } from './session';

export type UserCentreUser = AuthUserInfo;

/** The held query: its key is the generated one, so the persister's allow-list names it by its path. */
const userCentreQuery = () =>
  queryOptions({
    queryKey: getGetUserCenterInfoQueryKey(),
    queryFn: ({ signal }) => getUserCenterInfo({ signal }),
    staleTime: Infinity,
  });

/** The held user (or a part of it): the cache's answer, asked only when there is none yet. */
export function useUserCentre<T = UserCentreUser>(select?: (user: UserCentreUser) => T, options: { retry?: boolean } = {}) {
  return useQuery({
    ...userCentreQuery(),
    select: (body) => (select ? select(body.data) : (body.data as T)),
    ...options,
  });
}

/**
 * Fetches the user once now unless this start already has its answer (a screen asked for it), and
 * again after each sign-in; a session's end leaves it to the cache's clearing. Returns a stop.
 */
export function holdUserCentre(queryClient: QueryClient, startedAt: number) {
  const fetchNow = (force: boolean) => {
    if (!hasValidToken()) return;
    const state = queryClient.getQueryState(userCentreQuery().queryKey);
    if (!force && (state?.fetchStatus === 'fetching' || (state && state.dataUpdatedAt >= startedAt))) return;
    // Whatever was restored from the phone is older than this start: ask the server once.
    void queryClient.fetchQuery({ ...userCentreQuery(), staleTime: 0 }).catch(() => undefined);
  };
  fetchNow(false);
  let signedIn = hasValidToken();
  return subscribeSession(() => {
    const now = hasValidToken();
    // A sign-in (no session before): the new user's answer, whatever the cache held.
    if (now && !signedIn) fetchNow(true);
    signedIn = now;
  });
}
