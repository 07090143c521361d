// location-open: the place, the map-app links built from its GCJ-02 coordinates, the native
// shell's map opener when there is one, and a clear message when the coordinates are missing or wrong.
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { LocationOpenScreen } from '@/features/location/screens/location-open-screen';
import { renderScreen } from '../../support/render';

type MapOptions = { start: { latitude: number; longitude: number }; onTiles: (loaded: boolean) => void; fixed?: boolean; onMove?: unknown };
const fake = vi.hoisted(() => ({ options: null as MapOptions | null, fail: false }));
// Leaflet needs a real layout: here the map is what the page asks it for.
vi.mock('@/features/location/utils/point-map', () => ({
  createPointMap: (el: HTMLElement, options: MapOptions) => {
    if (fake.fail) throw new Error('no map');
    fake.options = options;
    // Leaflet puts its zoom buttons inside the map's element.
    const zoom = document.createElement('a');
    zoom.href = '#';
    zoom.setAttribute('role', 'button');
    zoom.title = '放大';
    el.append(zoom);
    return { moveTo: () => undefined, remove: () => undefined };
  },
}));

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

const open = (search: string) => renderScreen(<LocationOpenScreen />, { path: `${paths.locationOpen}?${search}`, route: paths.locationOpen });
const PLACE = `lat=31.21358&lng=121.39786&name=${encodeURIComponent('天山路600弄 3号楼')}&address=${encodeURIComponent('上海市长宁区天山路600弄 3号楼')}`;

afterEach(() => {
  fake.options = null;
  fake.fail = false;
  vi.restoreAllMocks();
  delete window.WorkerNative;
});

describe('location-open', () => {
  it('shows the place on a fixed map with the pin on it, not as raw coordinates', async () => {
    open(PLACE);
    expect(await screen.findByRole('group', { name: '地图：天山路600弄 3号楼的位置' })).toBeInTheDocument();
    await waitFor(() => expect(fake.options).not.toBeNull(), { timeout: 4000 });
    expect(fake.options).toMatchObject({ start: { latitude: 31.21358, longitude: 121.39786 }, fixed: true });
    expect(fake.options!.onMove).toBeUndefined();
    expect(screen.queryByText(/31\.21358/)).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    // Tiles that do not come (no network) say so quietly; the map apps still open it.
    fake.options!.onTiles(false);
    expect(await screen.findByRole('status')).toHaveTextContent('地图暂时无法显示，仍可用下方的地图应用导航。');
    expect(screen.getByRole('link', { name: '高德地图' })).toBeInTheDocument();
  });

  it('keeps the map\'s own buttons reachable: the map is no picture whose inside is hidden (axe nested-interactive)', async () => {
    const { container } = open(PLACE);
    await waitFor(() => expect(fake.options).not.toBeNull(), { timeout: 4000 });
    const map = screen.getByRole('group', { name: '地图：天山路600弄 3号楼的位置' });
    expect(within(map).getByRole('button', { name: '放大' })).toBeInTheDocument();
    const result = await axe.run(container, { runOnly: ['nested-interactive'] });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('says the map cannot show when its code does not come, and the map apps are still there', async () => {
    fake.fail = true;
    open(PLACE);
    expect(await screen.findByRole('status', {}, { timeout: 4000 })).toHaveTextContent('地图暂时无法显示');
    expect(screen.getByRole('link', { name: '腾讯地图' })).toBeInTheDocument();
  });

  it('shows the place and links to AMap, Baidu and Tencent maps at its coordinates', async () => {
    open(PLACE);
    expect(await screen.findByRole('heading', { name: '天山路600弄 3号楼' })).toBeInTheDocument();
    expect(screen.getByText('上海市长宁区天山路600弄 3号楼')).toBeInTheDocument();
    const apps = screen.getByRole('region', { name: '用地图应用打开' });
    const links = within(apps).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['高德地图', '百度地图', '腾讯地图']);
    const amap = new URL(within(apps).getByRole('link', { name: '高德地图' }).getAttribute('href')!);
    expect(amap.searchParams.get('position')).toBe('121.39786,31.21358');
    expect(amap.searchParams.get('name')).toBe('天山路600弄 3号楼');
    expect(new URL(within(apps).getByRole('link', { name: '百度地图' }).getAttribute('href')!).searchParams.get('location')).toBe('31.21358,121.39786');
    expect(within(apps).getByRole('link', { name: '腾讯地图' }).getAttribute('href')).toContain('coord:31.21358,121.39786');
    // No native opener outside the app.
    expect(screen.queryByRole('button', { name: '打开地图导航' })).toBeNull();
  });

  it('adds Apple Maps on iOS', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    open(PLACE);
    const link = await screen.findByRole('link', { name: '苹果地图' });
    expect(new URL(link.getAttribute('href')!).searchParams.get('ll')).toBe('31.21358,121.39786');
  });

  it('opens the place with the native shell when it offers a map opener', async () => {
    const openMap = vi.fn().mockResolvedValue(true);
    window.WorkerNative = { openMap };
    open(PLACE);
    await userEvent.click(await screen.findByRole('button', { name: '打开地图导航' }));
    expect(openMap).toHaveBeenCalledWith({
      latitude: 31.21358,
      longitude: 121.39786,
      name: '天山路600弄 3号楼',
      address: '上海市长宁区天山路600弄 3号楼',
      coordinate: 'gcj02',
    });
    expect(screen.queryByRole('alert')).toBeNull();
    // The links stay, for a map app the shell does not know.
    expect(screen.getByRole('link', { name: '高德地图' })).toBeInTheDocument();
  });

  it('says so when the native shell could not open a map app', async () => {
    window.WorkerNative = { openMap: vi.fn().mockResolvedValue(false) };
    open(PLACE);
    await userEvent.click(await screen.findByRole('button', { name: '打开地图导航' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('无法打开地图应用');
  });

  it('without coordinates says the location is missing, and offers no link', async () => {
    open(`name=${encodeURIComponent('天山路600弄')}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('位置信息缺失或有误');
    expect(screen.getByRole('heading', { name: '天山路600弄' })).toBeInTheDocument();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it.each(['lat=abc&lng=121.4', 'lat=31.2&lng=', 'lat=95&lng=121.4', 'lat=31.2&lng=200'])('with wrong coordinates (%s) says so, and offers no link', async (search) => {
    open(search);
    expect(await screen.findByRole('alert')).toHaveTextContent('此地址没有可用的坐标');
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('查看位置');
  });
});
