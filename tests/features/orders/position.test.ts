// vitest: isolate (the position module keeps the browser's geolocation it met first; another file's fake would answer here)
import { afterEach, describe, expect, it } from 'vitest';
import { currentPosition, wgs84ToGcj02 } from '@/lib/location/position';
import { fakeGeolocation, removeGeolocation } from './support';

afterEach(() => removeGeolocation());

describe('The worker position', () => {
  it('moves WGS-84 to GCJ-02 inside China (the published reference point) and leaves it elsewhere', () => {
    const p = wgs84ToGcj02({ latitude: 39.915, longitude: 116.404 });
    expect(p.latitude).toBeCloseTo(39.91640428150164, 9);
    expect(p.longitude).toBeCloseTo(116.41024449916938, 9);
    expect(wgs84ToGcj02({ latitude: 48.8584, longitude: 2.2945 })).toEqual({ latitude: 48.8584, longitude: 2.2945 });
  });

  it.each([
    [1, 'denied'],
    [2, 'unavailable'],
    [3, 'timeout'],
  ] as const)('a geolocation error %i is reported as %s', async (code, reason) => {
    fakeGeolocation({ code });
    await expect(currentPosition()).rejects.toMatchObject({ reason });
  });

  it('no geolocation at all is reported as unsupported', async () => {
    removeGeolocation();
    await expect(currentPosition()).rejects.toMatchObject({ reason: 'unsupported' });
  });
});
