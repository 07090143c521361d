// Which answers are kept on the phone for the worker offline (issue 27, "Last data offline"): an
// allow-list of the generated query keys' paths (generated/api/<area>/, each key's first element).
// Only what the day in the field needs; nothing secret: no token (it stays in local storage,
// lib/session), no payment password, ID number, real name, bank card or withdrawal account, no
// contract or its form. The user centre's user is kept (issue 30: held after sign-in; its points,
// balance and permissions show offline too; its mobile is masked). Small and free of the
// persister's code: the query client's defaults (src/app/providers.tsx) use it in the first load.
import type { QueryClient } from '@tanstack/react-query';

/** A worker may be offline for days: a week-old order still beats an empty page (and says its age). */
export const PERSIST_MAX_AGE_MS = 7 * 24 * 3_600_000;

/** The paths whose answers are persisted, by the screen that shows them. */
const PERSISTED_QUERY_PATHS: readonly string[] = [
  // Home: the summary (online state, today's figures) and the offers waiting (its banners and
  // entries keep their own copy in local storage: features/home/api/use-home.ts).
  '/v1/worker/homeSummary',
  '/v1/order/offers',
  // Orders: the tabs' lists, their counts, an order's detail (address, notes, health notes).
  '/v1/order/list',
  '/v1/order/counts',
  '/v1/order/detail',
  // The estimate of the arrival on the way (issue 49): a dead zone shows the last one, with its age.
  '/v1/order/eta',
  // Wallet: the balance and its records (withdrawals are left out: they name the bank account).
  '/v1/worker/myAccount',
  '/v1/worker/myFlow',
  // Messages: the list, a message, the unread counts, the notices.
  '/v1/message/list',
  '/v1/message/detail',
  '/v1/message/unreadCount',
  '/v1/notice/list',
  '/v1/notice/detail',
  // The user centre's user, held for the session (lib/session/user-centre.ts): the wallet's right to
  // withdraw, the user-info page's account card.
  '/v1/user-center/getUserInfo',
  // Mine: the worker's profile (without the real name: scrubbed below) and the menus the server
  // gives, so that Mine on a dead network shows its last answer with its age, not an error.
  '/v1/worker/getInfo',
  '/router/user/kh/getMenu',
];

type Answer = { data?: Record<string, unknown> } & Record<string, unknown>;

/** What of an answer is never written, by path: the real name is the legal name, kept off the phone as the ID number is. */
const SCRUBBED: Record<string, (answer: Answer) => Answer> = {
  '/v1/worker/getInfo': (answer) => (answer.data ? { ...answer, data: { ...answer.data, realName: '' } } : answer),
};

/** The answer as it may be written to the phone. */
export const keptAnswer = (queryKey: readonly unknown[], answer: unknown): unknown => {
  const scrub = typeof queryKey[0] === 'string' ? SCRUBBED[queryKey[0]] : undefined;
  return scrub && answer && typeof answer === 'object' ? scrub(answer as Answer) : answer;
};

const allowed = new Set(PERSISTED_QUERY_PATHS);

/** Whether a query with this key may be kept on the phone. */
export const isPersistedQueryKey = (queryKey: readonly unknown[]) => typeof queryKey[0] === 'string' && allowed.has(queryKey[0]);

/**
 * Keeps the allow-listed queries in memory as long as on the phone (gcTime = maxAge): with the
 * default five minutes, an order left for five minutes would drop out of the cache, and so out of
 * the store at its next write.
 */
export function keepPersistedQueries(queryClient: QueryClient) {
  for (const path of PERSISTED_QUERY_PATHS) queryClient.setQueryDefaults([path], { gcTime: PERSIST_MAX_AGE_MS });
}
