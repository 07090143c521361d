// location-choose: the point is the map's centre (moved by dragging) or the worker's position
// (after the permission's explanation); "use this point" leaves it under the caller's key and goes
// back. The map module is replaced by a stand-in here (jsdom has no layout to drag); the e2e
// journey drives the real map.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { LocationChooseScreen } from '@/features/location/screens/location-choose-screen';
import { peekChoice } from '@/lib/location/location-pages';
import type { Point } from '@/lib/location/map-links';
import { fakeGeolocation, removeGeolocation } from '../../support/geolocation';
import { renderScreen } from '../../support/render';

type Options = { start: Point; onMove: (p: Point) => void; onTiles: (loaded: boolean) => void; tileUrl: string };
const fake = vi.hoisted(() => ({
  options: null as Options | null,
  moveTo: (() => undefined) as (p: Point) => void,
  fail: false,
}));

vi.mock('@/features/location/utils/point-map', () => ({
  createPointMap: (_el: HTMLElement, options: Options) => {
    if (fake.fail) throw new Error('no map');
    fake.options = options;
    return { moveTo: (p: Point) => fake.moveTo(p), remove: () => undefined };
  },
}));

const open = (search = 'key=test') => renderScreen(<LocationChooseScreen />, { path: `${paths.locationChoose}?${search}`, route: paths.locationChoose });
// antd-mobile's dialog animates in with pointer-events off.
const tap = userEvent.setup({ pointerEventsCheck: 0 });
const explanation = () => screen.findByRole('dialog', { name: '需要获取位置' });
const mapReady = () => waitFor(() => expect(screen.queryByText('地图加载中…')).toBeNull());

beforeEach(async () => {
  // A previous test's explanation may still be fading out: it would be found instead of this test's.
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5_000 });
  fake.options = null;
  fake.moveTo = vi.fn();
  fake.fail = false;
});
afterEach(() => {
  removeGeolocation();
  sessionStorage.clear();
});

describe('location-choose', () => {
  it('starts at the caller point, and "use this point" leaves it under the caller key and leaves the page', async () => {
    const { router } = open('key=address-edit&lat=31.18834&lng=121.43687');
    await mapReady();
    expect(fake.options?.start).toEqual({ latitude: 31.18834, longitude: 121.43687 });
    expect(fake.options?.tileUrl).toContain('{x}');
    expect(screen.getByText('已选位置 31.188340, 121.436870')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '使用此位置' }));
    expect(peekChoice('address-edit')).toEqual({ latitude: 31.18834, longitude: 121.43687 });
    expect(router.state.location.pathname).not.toBe(paths.locationChoose);
  });

  it('without a point nothing is chosen until the map moves; then the centre is the point', async () => {
    open();
    await mapReady();
    expect(screen.getByText('尚未选择位置')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '使用此位置' })).toBeDisabled();
    act(() => fake.options!.onMove({ latitude: 31.2, longitude: 121.45 }));
    expect(screen.getByText('已选位置 31.200000, 121.450000')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '使用此位置' }));
    expect(peekChoice('test')).toEqual({ latitude: 31.2, longitude: 121.45 });
  });

  it('explains the location permission first, then moves to the worker position (in GCJ-02)', { timeout: 15_000 }, async () => {
    const geo = fakeGeolocation({ coords: { latitude: 39.915, longitude: 116.404 } });
    open();
    await mapReady();
    await userEvent.click(screen.getByRole('button', { name: '使用我的当前位置' }));
    const why = await explanation();
    expect(geo).not.toHaveBeenCalled();
    await tap.click(within(why).getByRole('button', { name: '继续' }));
    expect(await screen.findByText('已选位置 39.916404, 116.410244', undefined, { timeout: 8_000 })).toBeInTheDocument();
    expect(fake.moveTo).toHaveBeenCalledWith({ latitude: 39.916404, longitude: 116.410244 });
  });

  it('when the worker declines the explanation, asks the phone nothing and says how to go on', { timeout: 15_000 }, async () => {
    const geo = fakeGeolocation({ coords: { latitude: 39.915, longitude: 116.404 } });
    open();
    await mapReady();
    await userEvent.click(screen.getByRole('button', { name: '使用我的当前位置' }));
    await tap.click(within(await explanation()).getByRole('button', { name: '暂不' }));
    // The dialog answers once it has faded out: slow on a busy machine.
    expect(await screen.findByRole('alert', undefined, { timeout: 8_000 })).toHaveTextContent('定位权限被拒绝');
    expect(geo).not.toHaveBeenCalled();
    expect(screen.getByText('尚未选择位置')).toBeInTheDocument();
  });

  it.each([
    [1, '定位权限被拒绝'],
    [2, '暂时无法获取位置'],
    [3, '获取位置超时'],
  ] as const)('a geolocation error %i says what happened, and the map still chooses', async (code, text) => {
    localStorage.setItem('worker_permission_explained_location', '1');
    fakeGeolocation({ code });
    open();
    await mapReady();
    await userEvent.click(screen.getByRole('button', { name: '使用我的当前位置' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    act(() => fake.options!.onMove({ latitude: 31.2, longitude: 121.45 }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: '使用此位置' })).toBeEnabled();
  });

  it('says so when the tiles do not load, and the current position still works', async () => {
    localStorage.setItem('worker_permission_explained_location', '1');
    fakeGeolocation({ coords: { latitude: 31.2304, longitude: 121.4737 } });
    open();
    await mapReady();
    act(() => fake.options!.onTiles(false));
    expect(screen.getByRole('alert')).toHaveTextContent('地图图片加载失败');
    await userEvent.click(screen.getByRole('button', { name: '使用我的当前位置' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '使用此位置' })).toBeEnabled());
    act(() => fake.options!.onTiles(true));
    expect(screen.queryByText(/地图图片加载失败/)).toBeNull();
  });

  it('when the map cannot be made, says so with a retry, and the current position still works', async () => {
    fake.fail = true;
    localStorage.setItem('worker_permission_explained_location', '1');
    fakeGeolocation({ coords: { latitude: 31.2304, longitude: 121.4737 } });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('地图无法加载');
    await userEvent.click(screen.getByRole('button', { name: '使用我的当前位置' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '使用此位置' })).toBeEnabled());
    fake.fail = false;
    await userEvent.click(screen.getByRole('button', { name: '重新加载地图' }));
    await waitFor(() => expect(screen.queryByText('地图无法加载。可使用当前位置，或稍后重试。')).toBeNull());
    // The map is made again.
    await waitFor(() => expect(fake.options).not.toBeNull());
  });
});
