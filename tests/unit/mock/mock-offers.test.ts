// The offers on the mock are made when the worker's world begins, as a backend's are offered to a
// worker who starts her day: for appointments a few hours ahead, each with a deadline minutes ahead
// that is fixed for the offer, so its countdown runs down from read to read and, once past, the offer
// can no longer be taken. The engine runs on the real contract, its clock a day long after the
// examples' day (2026-11-22).
import { beforeEach, describe, expect, it } from 'vitest';
import { beijingTime, createEngine } from '../../../mock/engine';
import { callerOf, examplesOf, NOW, operations } from '../../support/mock-engine';

/** The examples' own figures for the foot-treatment offer, at their moment (NOW). */
const EXAMPLE = { id: 'so_202611220008', appointmentInMs: Date.parse('2026-11-22T21:00:00+08:00') - NOW, deadlineInSeconds: 720 };
/** Monday 2026-12-07, 18:30 in Beijing: the mock's clock when the worker signs in. */
const START = Date.parse('2026-12-07T10:30:00Z');

let clock: number;
let engine: ReturnType<typeof createEngine>;
let call: ReturnType<typeof callerOf>;
beforeEach(() => {
  clock = START;
  engine = createEngine({ operations, now: () => clock, forward: async (request, prefer) => examplesOf(request, prefer) });
  call = callerOf(engine);
});

type Offer = { id: string; appointmentAt: string; acceptDeadline: string; acceptRemainingSeconds: number };
const offer = async (token?: string) => ((await call('GET', '/v1/order/offers', undefined, { token })).body.data.rows as Offer[]).find((row) => row.id === EXAMPLE.id)!;
const detail = async () => (await call('GET', `/v1/order/detail?id=${EXAMPLE.id}`)).body.data as Offer & { status: string };

describe('the offers on the mock are made when the world begins', () => {
  it('offers an appointment a few hours from the start, not the examples’ day, the same on the card and the detail', async () => {
    const shown = await offer();
    expect(shown.appointmentAt).toBe(beijingTime(START + EXAMPLE.appointmentInMs));
    expect(shown.acceptDeadline).toBe(beijingTime(START + EXAMPLE.deadlineInSeconds * 1000));
    expect((await detail()).appointmentAt).toBe(shown.appointmentAt);
    expect((await call('GET', '/v1/order/list?status=pending_accept')).body.data.rows.find((row: Offer) => row.id === EXAMPLE.id).appointmentAt).toBe(shown.appointmentAt);
  });

  it('keeps an offer’s deadline from read to read, so its countdown runs down rather than starting again', async () => {
    expect((await offer()).acceptRemainingSeconds).toBe(EXAMPLE.deadlineInSeconds);
    clock += 125_000;
    expect((await offer()).acceptRemainingSeconds).toBe(EXAMPLE.deadlineInSeconds - 125);
    expect((await detail()).acceptRemainingSeconds).toBe(EXAMPLE.deadlineInSeconds - 125);
    // Another worker's world, begun now, has its own offers, made now.
    expect((await offer('worker-b')).acceptRemainingSeconds).toBe(EXAMPLE.deadlineInSeconds);
  });

  it('refuses an offer past its deadline with the contract’s 20101, and takes one before it, keeping its appointment', async () => {
    await offer();
    clock += (EXAMPLE.deadlineInSeconds + 1) * 1000;
    expect((await offer()).acceptRemainingSeconds).toBe(0);
    expect((await call('POST', '/v1/order/accept', { id: EXAMPLE.id })).body.code).toBe(20101);
    expect((await detail()).status).toBe('pending_accept');

    // Another worker, whose day began then, takes hers a minute in: its appointment stays where it was.
    const taken = await call('POST', '/v1/order/accept', { id: EXAMPLE.id }, { token: 'worker-c' });
    expect(taken.body.data).toMatchObject({ status: 'accepted', appointmentAt: beijingTime(clock + EXAMPLE.appointmentInMs) });
    clock += 60 * 60_000;
    expect((await call('GET', `/v1/order/detail?id=${EXAMPLE.id}`, undefined, { token: 'worker-c' })).body.data.appointmentAt).toBe(taken.body.data.appointmentAt);
  });

  it('makes an offer a test adds (a customer’s booking) at the moment it is added', async () => {
    await offer();
    clock += 3_600_000;
    engine.addRecord('worker-a', 'serviceOrders', EXAMPLE.id, { id: 'so_booked_now' });
    const booked = ((await call('GET', '/v1/order/offers')).body.data.rows as Offer[]).find((row) => row.id === 'so_booked_now')!;
    expect(booked).toMatchObject({ appointmentAt: beijingTime(clock + EXAMPLE.appointmentInMs), acceptRemainingSeconds: EXAMPLE.deadlineInSeconds });
  });
});
