// One Idempotency-Key per money intent: the same key on every retry of an intent whose outcome is
// unknown, a new one once the server has answered it for good; the header is the contract's.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { ApiError } from '@/lib/api/errors';
import { answersForGood, IDEMPOTENCY_HEADER, IdempotentIntent, idempotencyHeaders, newIdempotencyKey, tryIntent } from '@/lib/api/idempotency';
import { registerSenders, useChange } from '@/lib/outbox';

const declared = parse(readFileSync(join(import.meta.dirname, '../../../openapi/components/parameters/idempotency-key.yaml'), 'utf8')) as {
  name: string;
  in: string;
  schema: { minLength: number; maxLength: number };
};

afterEach(() => vi.unstubAllGlobals());

describe('the Idempotency-Key', () => {
  it('goes in the header the contract declares, with a key of the length it allows', () => {
    expect(declared.in).toBe('header');
    expect(IDEMPOTENCY_HEADER).toBe(declared.name);
    const key = newIdempotencyKey();
    expect(key.length).toBeGreaterThanOrEqual(declared.schema.minLength);
    expect(key.length).toBeLessThanOrEqual(declared.schema.maxLength);
    expect(idempotencyHeaders(key)).toEqual({ [declared.name]: key });
  });

  it('is new for every intent, also where the web-view has no randomUUID', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => real.getRandomValues(bytes) });
    const fallback = newIdempotencyKey();
    expect(fallback).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(fallback).not.toBe(newIdempotencyKey());
  });
});

describe('an intent', () => {
  const counter = () => {
    let n = 0;
    return () => `key-${String(++n).padStart(16, '0')}`;
  };

  it('keeps its key on every retry while the outcome is unknown: timeout, network, server failure, unreadable answer', () => {
    const intent = new IdempotentIntent(counter());
    const first = intent.key;
    for (const error of [
      new ApiError('timeout', 'timeout'),
      new ApiError('network', 'network'),
      new ApiError('http', 'http 500', { status: 500 }),
      new ApiError('serverError', '502', { code: 502, status: 502 }),
      new ApiError('busy', '429', { code: 429, status: 429 }),
      new ApiError('contract', 'contract'),
      new TypeError('failed to fetch'),
    ]) {
      intent.settle(error);
      expect(intent.key).toBe(first);
    }
  });

  it('gets a new key after a success, or a refusal the server answered (wrong payment password)', () => {
    const intent = new IdempotentIntent(counter());
    const first = intent.key;
    expect(intent.key).toBe(first);
    intent.settle();
    const second = intent.key;
    expect(second).not.toBe(first);
    intent.settle(new ApiError('business', '支付密码错误，还可尝试2次', { code: 20112, status: 400 }));
    expect(intent.key).not.toBe(second);
    const third = intent.key;
    intent.settle(new ApiError('http', 'bad request', { status: 400 }));
    expect(intent.key).not.toBe(third);
    const fourth = intent.key;
    intent.reset();
    expect(intent.key).not.toBe(fourth);
  });

  it('says which outcomes answer an intent for good', () => {
    expect(answersForGood(undefined)).toBe(true);
    expect(answersForGood(new ApiError('business', 'x', { code: 20101 }))).toBe(true);
    expect(answersForGood(new ApiError('cloud', 'x', { code: 'pay-password-error', status: 400 }))).toBe(true);
    expect(answersForGood(new ApiError('cloud', 'x', { code: 'cloudfunction-timeout', status: 400 }))).toBe(false);
    expect(answersForGood(new ApiError('cloud', 'x', { code: 'cloudfunction-unusual-timeout', status: 400 }))).toBe(false);
    expect(answersForGood(new ApiError('timeout', 'x'))).toBe(false);
    // A cloud function's refusal is an answer; its unusual timeout or system error is not.
    expect(answersForGood(new ApiError('cloud', '优惠券已抢光', { code: 'coupon-sold-out', status: 400 }))).toBe(true);
    expect(answersForGood(new ApiError('cloud', 'x', { code: 'cloudfunction-unusual-timeout', status: 400 }))).toBe(false);
    expect(answersForGood(new ApiError('cloud', 'x', { code: 'cloudfunction-system-error', status: 400 }))).toBe(false);
    expect(answersForGood(new Error('x'))).toBe(false);
  });

});

describe('tryIntent', () => {
  it('sends the same key on a retry after no answer, and a new one once the server answered', async () => {
    let n = 0;
    const intent = new IdempotentIntent(() => `key-${++n}-0123456789abcdef`);
    const sent: string[] = [];
    const lost = (headers: Record<string, string>) => {
      sent.push(headers[IDEMPOTENCY_HEADER]!);
      return Promise.reject(new ApiError('timeout', 'timeout'));
    };
    const ok = (headers: Record<string, string>) => {
      sent.push(headers[IDEMPOTENCY_HEADER]!);
      return Promise.resolve('done');
    };
    await expect(tryIntent(intent, lost)).rejects.toThrow('timeout');
    await expect(tryIntent(intent, ok)).resolves.toBe('done');
    await expect(tryIntent(intent, ok)).resolves.toBe('done');
    expect(sent).toEqual(['key-1-0123456789abcdef', 'key-1-0123456789abcdef', 'key-2-0123456789abcdef']);
  });
});

describe("useChange's online-only way (money)", () => {
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;

  it('makes the key itself: the same on a retry after no answer, a new one after an answer, one intent per coupon', async () => {
    const sent: [string, string][] = [];
    const outcomes: (Error | null)[] = [new ApiError('network', 'offline'), null, new ApiError('business', '已领完', { code: 'coupon-sold-out' }), null, null];
    registerSenders({
      takeTestCoupon: {
        send: (body, headers) => {
          sent.push([String(body.couponId), headers[IDEMPOTENCY_HEADER]!]);
          const outcome = outcomes.shift();
          return outcome ? Promise.reject(outcome) : Promise.resolve('ok');
        },
      },
    });
    const { result } = renderHook(() => useChange<{ couponId: string }>('takeTestCoupon', { way: 'online', intentOf: ({ couponId }) => couponId }), { wrapper });
    await expect(result.current.mutateAsync({ data: { couponId: 'a' } })).rejects.toThrow('offline');
    await result.current.mutateAsync({ data: { couponId: 'a' } });
    await expect(result.current.mutateAsync({ data: { couponId: 'b' } })).rejects.toThrow('已领完');
    await result.current.mutateAsync({ data: { couponId: 'b' } });
    await result.current.mutateAsync({ data: { couponId: 'a' } });
    const keys = sent.map(([, key]) => key);
    expect(sent.map(([coupon]) => coupon)).toEqual(['a', 'a', 'b', 'b', 'a']);
    // a's retry after no answer reused its key; b's refusal ended b's intent; a's next take is new.
    expect(keys[1]).toBe(keys[0]);
    expect(new Set([keys[0], keys[2], keys[3], keys[4]]).size).toBe(4);
    for (const key of keys) expect(key.length).toBeGreaterThanOrEqual(declared.schema.minLength);
  });
});
