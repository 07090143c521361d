// The one way a screen makes a change that must happen once and cannot wait in the outbox (money:
// a withdrawal, an order placed or paid, a coupon taken): the Idempotency-Key is made here, never by
// a screen, sent again on every retry of the same intent, and given up once the server answered the
// intent for good (idempotency.ts). The order steps, photos, reviews, feedback and the SOS go
// through the outbox instead (lib/outbox), which keeps the key with the change on the phone.
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useState } from 'react';
import { IdempotentIntent, tryIntent } from './idempotency';

type IntentMutationOptions<TData, TError, TVariables> = Omit<UseMutationOptions<TData, TError, TVariables>, 'mutationFn'> & {
  /** One try of the intent: the call, with the headers that carry its key. */
  send: (variables: TVariables, headers: Record<string, string>) => Promise<TData>;
  /** Which intent a call belongs to when one screen holds several (a coupon each); one by default. */
  intentOf?: (variables: TVariables) => string;
};

/**
 * `useMutation` whose calls carry their intent's Idempotency-Key: a double tap or a retry after no
 * answer (timeout, network, 5xx) sends the same key, so the server answers with what it did the
 * first time; after a success or a refusal the next call is a new intent with a new key. The
 * intents live as long as the component that holds the hook.
 */
export function useIntentMutation<TData, TError = unknown, TVariables = void>({ send, intentOf, ...options }: IntentMutationOptions<TData, TError, TVariables>) {
  const [intents] = useState(() => new Map<string, IdempotentIntent>());
  return useMutation<TData, TError, TVariables>({
    ...options,
    mutationFn: (variables) => {
      const id = intentOf?.(variables) ?? '';
      let intent = intents.get(id);
      if (!intent) intents.set(id, (intent = new IdempotentIntent()));
      return tryIntent(intent, (headers) => send(variables, headers));
    },
  });
}
