// The one hook for a worker's change: how it goes is named where it is made (types.ts `Way`), the
// key is made here, never by a screen. Kept (the default): on the phone at the tap, synchronously,
// before any code, position or network is awaited, sent in its lane whenever the network allows;
// resolves sent or queued. Online-only (money) and now (never kept, for a reason): sent at once
// through the feature's sender, the same key on every retry of one intent until the server answered
// it for good (lib/api/idempotency.ts); offline, not sent, and it says so; resolves with the answer.
import { useMutation, type UseMutationOptions, type UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiError } from '@/lib/api/errors';
import { IDEMPOTENCY_HEADER, IdempotentIntent, tryIntent } from '@/lib/api/idempotency';
import { change, sendOnce } from './front';
import type { KeepOptions } from './keep';
import type { Outcome } from './types';

/** What a kept change's tap hands over: the body, and what it carries (photos, files still being read, a position still coming). */
export type Submission<B> = Pick<KeepOptions, 'files' | 'filesLater' | 'amend'> & { data: B };

type Common<B, R, V> = Omit<UseMutationOptions<R, ApiError, V>, 'mutationFn'> & {
  /** The order the change is of (its lane, 待同步 on it). */
  orderIdOf?: (body: B) => string | undefined;
  orderId?: string;
};

type KeptOptions<B> = Common<B, Outcome, Submission<B>> &
  Pick<KeepOptions, 'lane' | 'follow'> & {
    way?: 'kept';
    /** A change a newer one makes moot (a report of progress): its tag, by its body (keep.ts `coalesce`). */
    coalesceOf?: (body: B) => string;
  };

type OnceOptions<B, A> = Common<B, A, { data: B }> & {
  way: 'online' | 'now';
  /** Which intent a call belongs to when one screen holds several (a coupon each); by order, else one. */
  intentOf?: (body: B) => string;
  /** The catalogue key of what offline says (default: it needs the network and was not sent). */
  offlineText?: string;
};

export function useChange<B extends object, A = unknown>(kind: string, options: OnceOptions<B, A>): UseMutationResult<A, ApiError, { data: B }>;
export function useChange<B extends object>(kind: string, options?: KeptOptions<B>): UseMutationResult<Outcome, ApiError, Submission<B>>;
export function useChange<B extends object, A>(kind: string, options: KeptOptions<B> | OnceOptions<B, A> = {}) {
  // One intent per call site and order while the component lives: a retry after no answer carries its key.
  const [intents] = useState(() => new Map<string, IdempotentIntent>());
  if (options.way === 'online' || options.way === 'now') {
    const { way, intentOf, offlineText, orderIdOf, orderId: fixedOrder, ...rest } = options;
    // The way of one call site never changes while it lives: the hooks run in the same order.
    // eslint-disable-next-line react-hooks/rules-of-hooks
    return useMutation<A, ApiError, { data: B }>({
      networkMode: 'always',
      ...rest,
      mutationFn: ({ data: body }: { data: B }) => {
        const orderId = orderIdOf?.(body) ?? fixedOrder;
        const id = intentOf?.(body) ?? orderId ?? '';
        let intent = intents.get(id);
        if (!intent) intents.set(id, (intent = new IdempotentIntent()));
        return tryIntent(intent, (headers) =>
          sendOnce(kind, body as Record<string, unknown>, { key: headers[IDEMPOTENCY_HEADER], orderId, offlineText, refreshOnRefusal: way === 'now' }) as Promise<A>,
        );
      },
    });
  }
  const { way: _way, lane, follow, coalesceOf, orderIdOf, orderId: fixedOrder, ...rest } = options as KeptOptions<B>;
  // eslint-disable-next-line react-hooks/rules-of-hooks
  return useMutation<Outcome, ApiError, Submission<B>>({
    networkMode: 'always',
    ...rest,
    mutationFn: ({ data, files, filesLater, amend }: Submission<B>) => {
      const orderId = orderIdOf?.(data) ?? fixedOrder;
      // Kept before anything is awaited: a reload from here on finds it on the phone.
      return change(kind, data as Record<string, unknown>, { orderId, lane, follow, coalesce: coalesceOf?.(data), files, filesLater, amend }).outcome;
    },
  });
}

/**
 * A change whose callers hand over something else than its body (an order's id for a cancel): the
 * same mutation, `mutate` and `mutateAsync` taking `V` and building the body.
 */
export function withVariables<V, B, R, E>(change: UseMutationResult<R, E, { data: B }>, toBody: (value: V) => B) {
  return {
    ...change,
    mutate: (value: V) => change.mutate({ data: toBody(value) }),
    mutateAsync: (value: V) => change.mutateAsync({ data: toBody(value) }),
  };
}
