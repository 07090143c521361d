// A change submitted through the outbox (lib/outbox): the one mutation path for state changes, so
// no screen makes a key. The outbox's code comes with the first change (the app loads it once its
// first screen is up anyway), not in a screen's first load.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiError } from '@/lib/api/errors';
import { IDEMPOTENCY_HEADER, IdempotentIntent, tryIntent } from '@/lib/api/idempotency';
import type { Outcome, SubmitOptions } from './outbox';

const outbox = () => import('./outbox');

type Submission<B> = { data: B; files?: SubmitOptions['files'] };

/**
 * A change of `kind` (a senders.ts name), submitted through the outbox: resolves `sent` or
 * `queued` (kept, goes by itself later), rejects with the server's refusal. Never paused offline.
 */
export function useOutboxMutation<B extends object>(kind: string, options: Omit<SubmitOptions, 'files'> & { orderIdOf?: (body: B) => string } = {}) {
  const { orderIdOf, ...submitOptions } = options;
  const queryClient = useQueryClient();
  // A change that is not kept holds its key across the worker's retries until answered for good:
  // one intent an order (a screen that moves to another order keeps the hook, and an accept that
  // timed out on one order must not lend its key to the next).
  const [intents] = useState(() => new Map<string, IdempotentIntent>());
  return useMutation<Outcome, ApiError, Submission<B>>({
    networkMode: 'always',
    mutationFn: ({ data, files }) => {
      const send = async (key?: string) => {
        // Started already by the app once its first screen was up, unless the worker tapped before.
        const { startOutbox, submit } = await outbox();
        startOutbox(queryClient);
        return submit(kind, data as Record<string, unknown>, { ...submitOptions, files, key, orderId: orderIdOf?.(data) ?? submitOptions.orderId });
      };
      if (submitOptions.keep !== false) return send();
      const id = orderIdOf?.(data) ?? submitOptions.orderId ?? '';
      let intent = intents.get(id);
      if (!intent) intents.set(id, (intent = new IdempotentIntent()));
      return tryIntent(intent, (headers) => send(headers[IDEMPOTENCY_HEADER]));
    },
  });
}

