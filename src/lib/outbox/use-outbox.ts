// The outbox for screens: what waits on the phone (待同步, refusals), and a mutation that submits a
// change through it (the one mutation path for state changes: no screen makes a key).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import type { ApiError } from '@/lib/api/errors';
import { IDEMPOTENCY_HEADER, tryIntent, useIdempotentIntent } from '@/lib/api/idempotency';
import { currentIntents, type Intent, type Outcome, startOutbox, submit, type SubmitOptions, subscribeOutbox } from './outbox';

/** The outbox runs (it may not yet, on a screen opened before the app's start finished). */
function useStartedOutbox() {
  const queryClient = useQueryClient();
  useEffect(() => startOutbox(queryClient), [queryClient]);
}

/** Every change kept on the phone, in the order it goes. */
export function useOutbox(): Intent[] {
  useStartedOutbox();
  return useSyncExternalStore(subscribeOutbox, currentIntents, currentIntents);
}

/** The changes of one service order still on the phone (pending or refused). */
export function useOrderIntents(orderId: string | undefined): Intent[] {
  return useOutbox().filter((intent) => orderId !== undefined && intent.orderId === orderId);
}

export type Submission<B> = { data: B; files?: SubmitOptions['files'] };

/**
 * A change of `kind` (a senders.ts name), submitted through the outbox: resolves `sent` or
 * `queued` (kept, goes by itself later), rejects with the server's refusal. Never paused offline.
 */
export function useOutboxMutation<B extends object>(kind: string, options: Omit<SubmitOptions, 'files'> & { orderIdOf?: (body: B) => string } = {}) {
  const { orderIdOf, ...submitOptions } = options;
  useStartedOutbox();
  // A change that is not kept holds its key across the worker's retries until answered for good.
  const intent = useIdempotentIntent();
  return useMutation<Outcome, ApiError, Submission<B>>({
    networkMode: 'always',
    mutationFn: ({ data, files }) => {
      const send = (key?: string) => submit(kind, data as Record<string, unknown>, { ...submitOptions, files, key, orderId: orderIdOf?.(data) ?? submitOptions.orderId });
      return submitOptions.keep === false ? tryIntent(intent, (headers) => send(headers[IDEMPOTENCY_HEADER])) : send();
    },
  });
}

export const isQueued = (outcome: unknown): boolean => (outcome as Outcome | undefined)?.state === 'queued';
