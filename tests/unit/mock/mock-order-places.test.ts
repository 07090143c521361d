// The mock measures an order's distance from the positions the worker sent, as the backend's map
// provider would: departing shows how far the address is from where she set out; the check-in is
// taken within 500 m of the door, its distance the one from where she stood, and refused with the
// contract's errors farther away or without a position. The engine runs on the real contract.
import { beforeEach, describe, expect, it } from 'vitest';
import { createEngine } from '../../../mock/engine';
import { callerOf, examplesOf, NOW, operations } from '../../support/mock-engine';

const ORDER = 'so_202611220008';
const PHOTO = 'https://cdn.example-massage.cn/worker/2026/11/22/checkin_test.jpg';
/** The metres of an arc of the earth's meridian: what `degrees` of latitude apart are. */
const meridian = (degrees: number) => Math.round((degrees * Math.PI * 6_371_000) / 180);

let call: ReturnType<typeof callerOf>;
let door: { latitude: number; longitude: number };
beforeEach(async () => {
  call = callerOf(createEngine({ operations, now: () => NOW, forward: async (request, prefer) => examplesOf(request, prefer) }));
  door = (await call('GET', `/v1/order/detail?id=${ORDER}`)).body.data.address;
  await call('POST', '/v1/order/accept', { id: ORDER });
});
/** A position `degrees` of latitude north of the door. */
const north = (degrees: number) => ({ latitude: door.latitude + degrees, longitude: door.longitude });
const detail = async () => (await call('GET', `/v1/order/detail?id=${ORDER}`)).body.data;

describe('the distance to the address on the mock', () => {
  it('shows after departing how far the address is from where the worker set out', async () => {
    const departed = await call('POST', '/v1/order/depart', { id: ORDER, ...north(0.018) });
    expect(departed.body.data.distanceMeters).toBe(meridian(0.018));
    expect((await detail()).distanceMeters).toBe(meridian(0.018));
  });

  it('takes the check-in at its own distance from the door, and the order no longer says how far', async () => {
    await call('POST', '/v1/order/depart', { id: ORDER, ...north(0.018) });
    const arrived = await call('POST', '/v1/order/arrive', { id: ORDER, ...north(0.0027), checkInPhoto: PHOTO });
    expect(arrived.status).toBe(200);
    expect(arrived.body.data.checkIn.distanceMeters).toBe(meridian(0.0027));
    expect((await detail()).distanceMeters).toBeNull();
  });

  it('refuses a check-in farther than 500 m with 20111, and one without a position with 20112, and the order stays on its way', async () => {
    await call('POST', '/v1/order/depart', { id: ORDER, ...north(0.018) });
    expect((await call('POST', '/v1/order/arrive', { id: ORDER, ...north(0.0072), checkInPhoto: PHOTO })).body.code).toBe(20111);
    expect((await call('POST', '/v1/order/arrive', { id: ORDER, checkInPhoto: PHOTO })).body.code).toBe(20112);
    expect((await detail()).status).toBe('departed');
  });
});
