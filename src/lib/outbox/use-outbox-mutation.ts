// A change submitted through the outbox (lib/outbox): the one mutation path for state changes, so
// no screen makes a key. The change is kept on the phone synchronously, in the tap's own task
// (keep.ts: the journal in local storage), before anything is fetched; the sender's code (the
// outbox's engine) comes after, for the first outcome.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiError } from '@/lib/api/errors';
import { IDEMPOTENCY_HEADER, IdempotentIntent, tryIntent } from '@/lib/api/idempotency';
import type { Outcome } from './engine';
import { type KeepOptions, keepNow } from './keep';

const outbox = () => import('./outbox');

/** `key`: the intent's key when the caller named it first (a recording's id on the phone). */
type Submission<B> = Pick<KeepOptions, 'files' | 'filesLater' | 'amend' | 'key'> & { data: B };

type Options<B> = Pick<KeepOptions, 'orderId' | 'lane'> & {
  /**
   * False for a change that only makes sense now (accepting an offer, which another worker may
   * take meanwhile): sent at once, never kept; without a network it fails and says so.
   */
  keep?: boolean;
  orderIdOf?: (body: B) => string;
};

/**
 * A change of `kind` (a senders.ts name), submitted through the outbox: resolves `sent` or
 * `queued` (kept, goes by itself later), rejects with the server's refusal or when it was set
 * aside. Never paused offline.
 */
export function useOutboxMutation<B extends object>(kind: string, options: Options<B> = {}) {
  const { orderIdOf, keep = true, ...keepOptions } = options;
  const queryClient = useQueryClient();
  // A change that is not kept holds its key across the worker's retries until answered for good:
  // one intent an order (a screen that moves to another order keeps the hook, and an accept that
  // timed out on one order must not lend its key to the next).
  const [intents] = useState(() => new Map<string, IdempotentIntent>());
  return useMutation<Outcome, ApiError, Submission<B>>({
    networkMode: 'always',
    mutationFn: async ({ data, files, filesLater, amend, key }) => {
      const orderId = orderIdOf?.(data) ?? keepOptions.orderId;
      const body = data as Record<string, unknown>;
      if (keep) {
        // Kept before the first await: a reload from here on finds it on the phone.
        const intent = keepNow(kind, body, { ...keepOptions, orderId, files, filesLater, amend, ...(key ? { key } : {}) });
        const { startOutbox, outcome, flush } = await outbox();
        startOutbox(queryClient);
        void flush();
        return outcome(intent.key);
      }
      let intent = intents.get(orderId ?? '');
      if (!intent) intents.set(orderId ?? '', (intent = new IdempotentIntent()));
      return tryIntent(intent, async (headers) => {
        const { startOutbox, sendNow } = await outbox();
        startOutbox(queryClient);
        return sendNow(kind, body, { key: headers[IDEMPOTENCY_HEADER], orderId });
      });
    },
  });
}
