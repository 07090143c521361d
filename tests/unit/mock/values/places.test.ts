// Places on the mock (mock/values/places.ts): the metres between two positions, and `distanceTo`.
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../../../mock/values/evaluate';
import { metresBetween } from '../../../../mock/values/places';
import { contextOf } from '../../../support/mock-rules';

/** The metres of an arc of the earth's meridian: what `degrees` of latitude apart are. */
const meridian = (degrees: number) => (degrees * Math.PI * 6_371_000) / 180;
const door = { latitude: 31.203571, longitude: 121.438206 };

describe('places', () => {
  it('measures along the earth: a point to itself is 0, a step north is its arc of the meridian', () => {
    expect(metresBetween(door, door)).toBe(0);
    expect(metresBetween({ ...door, latitude: door.latitude + 0.009 }, door)).toBeCloseTo(meridian(0.009), 6);
    expect(metresBetween({ latitude: 31.2 }, door)).toBeUndefined();
  });

  it('gives a position the metres to another (`distanceTo`), or its `or` without one', () => {
    const context = contextOf({ body: { latitude: door.latitude - 0.0027, longitude: door.longitude }, record: { address: door } });
    expect(evaluate({ $: 'body', distanceTo: { $: 'record.address' }, round: true }, context)).toBe(Math.round(meridian(0.0027)));
    expect(evaluate({ $: 'body', distanceTo: { $: 'record.nowhere' }, round: true }, context)).toBeNull();
  });
});
