// Which offers are new (features/home/utils/new-offers.ts), and when they ring: an offer this phone
// never showed this worker rings once, whenever it comes (the first answer after a start included);
// one shown before a reload never again; the list kept is bounded; only while accepting, not in a
// service, with an alert turned on.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inServiceNow } from '@/features/home/utils/in-service';
import { MAX_SEEN, ringsNow, sortOutOffers, takeNewOffers } from '@/features/home/utils/new-offers';
import type { Intent } from '@/lib/outbox/journal';
import { readStored, storedKeys } from '@/lib/storage/storage';

const ids = fc.array(fc.constantFrom(...Array.from({ length: 30 }, (_, i) => `so_${i}`)), { maxLength: 8 });

describe('new offers', () => {
  it('an offer is new at the first answer that shows it and never after, across reloads (a model of any sequence of answers)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(ids, fc.boolean()), { maxLength: 25 }), (answers) => {
        localStorage.clear();
        const shownBefore = new Set<string>();
        for (const [shown] of answers) {
          // The phone's list is all there is between answers: a reload reads it back as it was.
          const fresh = takeNewOffers('w1', shown);
          expect(new Set(fresh)).toEqual(new Set(shown.filter((id) => !shownBefore.has(id))));
          expect(new Set(fresh).size).toBe(fresh.length);
          shown.forEach((id) => shownBefore.add(id));
        }
      }),
    );
  });

  it('keeps at most MAX_SEEN ids, always those on screen, dropping the oldest', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.integer({ min: 0, max: 400 }).map((n) => `so_${n}`), { maxLength: 20 }), { maxLength: 40 }), fc.integer({ min: 20, max: 60 }), (answers, max) => {
        let seen: readonly string[] = [];
        for (const shown of answers) {
          ({ kept: seen } = sortOutOffers(seen, 'w1', shown, max));
          expect(seen.length).toBeLessThanOrEqual(max);
          for (const id of shown) expect(seen).toContain(`w1/${id}`);
          expect(new Set(seen).size).toBe(seen.length);
        }
      }),
    );
    const { kept } = sortOutOffers(Array.from({ length: MAX_SEEN }, (_, i) => `w1/old_${i}`), 'w1', ['so_new']);
    expect(kept).toHaveLength(MAX_SEEN);
    expect(kept).not.toContain('w1/old_0');
    expect(kept.at(-1)).toBe('w1/so_new');
  });

  it('the same offer is new for another worker on a shared phone', () => {
    expect(takeNewOffers('w1', ['so_1'])).toEqual(['so_1']);
    expect(takeNewOffers('w1', ['so_1'])).toEqual([]);
    expect(takeNewOffers('w2', ['so_1'])).toEqual(['so_1']);
    expect(readStored(storedKeys.offersSeen)).toEqual(['w1/so_1', 'w2/so_1']);
  });

  it('rings only while accepting, not in a service, and with an alert turned on', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (accepting, inService, alerts) => {
        expect(ringsNow({ accepting, inService, alerts })).toBe(accepting && !inService && alerts);
      }),
    );
  });
});

const NOW = Date.parse('2026-11-22T14:30:00+08:00');
const intent = (kind: string, orderId: string, state: Intent['state'] = 'pending') => ({ kind, orderId, state }) as Intent;

describe('in a service, as the phone knows it', () => {
  it('an order the cache shows in service, recently', () => {
    expect(inServiceNow([{ id: 'a', status: 'in_service', at: NOW - 60_000 }], [], NOW)).toBe(true);
    expect(inServiceNow([{ id: 'a', status: 'arrived', at: NOW - 60_000 }], [], NOW)).toBe(false);
    // An answer of 7 hours ago says nothing of now.
    expect(inServiceNow([{ id: 'a', status: 'in_service', at: NOW - 7 * 3_600_000 }], [], NOW)).toBe(false);
  });

  it('the newest answer about an order tells its status', () => {
    const orders = [
      { id: 'a', status: 'in_service', at: NOW - 120_000 },
      { id: 'a', status: 'completed', at: NOW - 60_000 },
    ];
    expect(inServiceNow(orders, [], NOW)).toBe(false);
  });

  it('a start waiting on the phone, until a finish waits after it', () => {
    expect(inServiceNow([{ id: 'a', status: 'arrived', at: NOW }], [intent('startServiceOrder', 'a')], NOW)).toBe(true);
    expect(inServiceNow([], [intent('startServiceOrder', 'a'), intent('finishServiceOrder', 'a')], NOW)).toBe(false);
    expect(inServiceNow([{ id: 'a', status: 'in_service', at: NOW }], [intent('finishServiceOrder', 'a')], NOW)).toBe(false);
    // A refused start moved nothing: the server's order stands.
    expect(inServiceNow([], [intent('startServiceOrder', 'a', 'refused')], NOW)).toBe(false);
  });
});
