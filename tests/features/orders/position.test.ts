// vitest: isolate (the position module keeps the browser's geolocation it met first; another file's fake would answer here)
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentPosition, positionWithoutAsking, wgs84ToGcj02 } from '@/lib/location/position';
import { fakeGeolocation, permissionsExplained, removeGeolocation } from './support';

beforeEach(permissionsExplained);
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

describe('A position read during an emergency (the SOS, the check-in)', () => {
  const permission = (state: PermissionState | 'none') =>
    Object.defineProperty(navigator, 'permissions', {
      configurable: true,
      value: state === 'none' ? undefined : { query: vi.fn(async () => ({ state })) },
    });
  afterEach(() => permission('none'));

  it('reads a fresh fix at once where the browser already allows it', async () => {
    localStorage.clear();
    permission('granted');
    const read = fakeGeolocation({ coords: { latitude: 31.182, longitude: 121.4173 } });
    expect(await positionWithoutAsking()).toMatchObject({ positionAgeSeconds: 0, latitude: expect.closeTo(31.18, 2) });
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('says a fix the phone held for 25 s is 25 s old, never fresh', async () => {
    localStorage.clear();
    permission('granted');
    fakeGeolocation({ coords: { latitude: 31.182, longitude: 121.4173 }, ageMs: 25_000 });
    expect(await positionWithoutAsking()).toMatchObject({ positionAgeSeconds: 25 });
  });

  it.each(['prompt', 'denied'] as const)('asks nothing and reads nothing where the browser would ask first (%s)', async (state) => {
    permission(state);
    const read = fakeGeolocation({ coords: { latitude: 31.182, longitude: 121.4173 } });
    expect(await positionWithoutAsking()).toBeNull();
    expect(read).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('where the browser cannot say, reads only once the worker was told why, and never shows the explanation', async () => {
    permission('none');
    localStorage.clear();
    const read = fakeGeolocation({ coords: { latitude: 31.182, longitude: 121.4173 } });
    expect(await positionWithoutAsking()).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    permissionsExplained();
    expect(await positionWithoutAsking()).toMatchObject({ positionAgeSeconds: 0 });
    expect(read).toHaveBeenCalledTimes(1);
  });
});
