// Pieces every feature's senders are made of: a generated call as the outbox sends it, and the
// refresh of whatever a change touched.
import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { Sender } from './types';

type Call<B> = (body: B, options: { headers: Record<string, string>; signal?: AbortSignal; evenOffline?: boolean }) => Promise<unknown>;

/**
 * A generated call as the outbox sends it (the body was built by the screen against the call's
 * type). `evenOffline`: tried whatever the browser says of the network (the SOS lane: it may be
 * wrong, and a try costs nothing).
 */
export const callOf =
  <B,>(send: Call<B>, { evenOffline = false } = {}): Sender['send'] =>
  (body, headers, signal) =>
    send(body as B, { headers, signal, ...(evenOffline ? { evenOffline } : {}) });

/** Whatever the change touched reloads where it shows (the lists, the counts, Home, Mine), but `kept`. */
export const refreshAll = (queryClient: QueryClient, kept?: QueryKey) =>
  void queryClient.invalidateQueries(kept ? { predicate: (query) => query.queryHash !== hashKey(kept) } : undefined);
