// At the door's helpers (utils/door.ts) and the steps laid over an order (utils/pending.ts) for issue
// 49: when the platform's wait rule would let a no-show report through, whether an arrival is beyond
// its radius, and the evidence the phone holds, the steps still on the phone included.
import { describe, expect, it } from 'vitest';
import type { Intent } from '@/lib/outbox';
import type { ServiceOrder } from '@/features/orders/api/use-orders';
import { beyondRadius, noShowEvidence, noShowFrom } from '@/features/orders/utils/door';
import { withPending } from '@/features/orders/utils/pending';
import { detail } from './support';

const order = (name: string) => detail(name).data as unknown as ServiceOrder;
const intent = (kind: string, body: Record<string, unknown>, state: Intent['state'] = 'pending') => ({ key: `k-${kind}`, kind, body, state, orderId: body.id }) as unknown as Intent;

describe('the wait rule', () => {
  it('counts its minutes from the later of the arrival and the booked time', () => {
    const arrived = order('arrived');
    // Arrived 12:52:30 for 13:00: from the booked time.
    expect(noShowFrom(arrived)).toBe(Date.parse('2026-11-22T13:10:00+08:00'));
    expect(noShowFrom({ ...arrived, arrivedAt: '2026-11-22T13:20:00+08:00' })).toBe(Date.parse('2026-11-22T13:30:00+08:00'));
    // No rule from the platform: the app has no figure of its own.
    expect(noShowFrom({ ...arrived, doorRules: undefined })).toBeUndefined();
  });

  it('asks a reason only beyond the platform’s radius, and never without a rule or a position', () => {
    const departed = order('departed');
    expect(beyondRadius(departed, 501)).toBe(true);
    expect(beyondRadius(departed, 500)).toBe(false);
    expect(beyondRadius(departed, undefined)).toBe(false);
    expect(beyondRadius({ ...departed, doorRules: undefined }, 5000)).toBe(false);
  });
});

describe('the evidence of a no-show', () => {
  it('takes the steps still on the phone when the platform has none yet, and the calls noted offline', () => {
    const accepted = order('accepted');
    const intents = [
      intent('departServiceOrder', { id: accepted.id, latitude: 31.18, longitude: 121.42, occurredAt: '2026-11-23T09:20:00+08:00' }),
      intent('arriveServiceOrder', { id: accepted.id, latitude: 31.2136, longitude: 121.3979, distanceMeters: 20, occurredAt: '2026-11-23T09:55:00+08:00' }),
      intent('noteServiceOrderCall', { id: accepted.id, virtualNumber: '17052184396', occurredAt: '2026-11-23T10:02:00+08:00' }),
    ];
    const laid = withPending(accepted, intents);
    expect(laid.status).toBe('arrived');
    expect(laid.departure).toEqual({ latitude: 31.18, longitude: 121.42, at: '2026-11-23T09:20:00+08:00' });
    expect(laid.doorCalls).toEqual([{ at: '2026-11-23T10:02:00+08:00', virtualNumber: '17052184396' }]);
    expect(noShowEvidence(laid, intents)).toEqual({
      departure: { at: '2026-11-23T09:20:00+08:00', latitude: 31.18, longitude: 121.42 },
      arrival: { at: '2026-11-23T09:55:00+08:00', latitude: 31.2136, longitude: 121.3979, distanceMeters: 20 },
      calls: [{ at: '2026-11-23T10:02:00+08:00', virtualNumber: '17052184396' }],
    });
  });

  it('a refused call note is not laid over: the platform did not take it', () => {
    const arrived = order('arrived');
    expect(withPending(arrived, [intent('noteServiceOrderCall', { id: arrived.id, occurredAt: '2026-11-22T13:01:00+08:00' }, 'refused')]).doorCalls).toEqual([]);
  });
});
