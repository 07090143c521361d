// The links that open a place in the phone's map apps, and the check of a point's coordinates.
import { describe, expect, it } from 'vitest';
import { locationChooseUrl, locationOpenUrl } from '@/lib/location/location-pages';
import { amapLink, appleLink, baiduLink, isIOS, mapAppLinks, parsePoint, tencentLink } from '@/lib/location/map-links';

const PLACE = { latitude: 31.21358, longitude: 121.39786, name: '天山路600弄 3号楼', address: '上海市长宁区天山路600弄 3号楼' };
const ANDROID = 'Mozilla/5.0 (Linux; Android 12; Redmi Note 11) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

describe('Map-app links', () => {
  it('AMap: longitude first, GCJ-02 ("gaode"), the name, and opens the app when it is there', () => {
    const url = new URL(amapLink(PLACE));
    expect(url.origin + url.pathname).toBe('https://uri.amap.com/marker');
    expect(url.searchParams.get('position')).toBe('121.39786,31.21358');
    expect(url.searchParams.get('coordinate')).toBe('gaode');
    expect(url.searchParams.get('callnative')).toBe('1');
    expect(url.searchParams.get('name')).toBe(PLACE.name);
    // The comma stays a comma: AMap's parser wants it plain.
    expect(amapLink(PLACE)).toContain('position=121.39786,31.21358');
  });

  it('Baidu: latitude first and told the coordinates are GCJ-02 (its own datum is BD-09)', () => {
    const url = new URL(baiduLink(PLACE));
    expect(url.origin + url.pathname).toBe('https://api.map.baidu.com/marker');
    expect(url.searchParams.get('location')).toBe('31.21358,121.39786');
    expect(url.searchParams.get('coord_type')).toBe('gcj02');
    expect(url.searchParams.get('title')).toBe(PLACE.name);
    expect(url.searchParams.get('content')).toBe(PLACE.address);
    expect(url.searchParams.get('output')).toBe('html');
  });

  it('Tencent: a marker at latitude,longitude with the title and address', () => {
    const url = new URL(tencentLink(PLACE));
    expect(url.origin + url.pathname).toBe('https://apis.map.qq.com/uri/v1/marker');
    expect(url.searchParams.get('marker')).toBe(`coord:31.21358,121.39786;title:${PLACE.name};addr:${PLACE.address}`);
    expect(url.searchParams.get('referer')).toBeTruthy();
  });

  it('Apple Maps: a pin at the point, named', () => {
    const url = new URL(appleLink(PLACE));
    expect(url.origin).toBe('https://maps.apple.com');
    expect(url.searchParams.get('ll')).toBe('31.21358,121.39786');
    expect(url.searchParams.get('q')).toBe(PLACE.name);
  });

  it('names with reserved characters stay one parameter', () => {
    const url = new URL(baiduLink({ ...PLACE, name: 'A&B=C #5?' }));
    expect(url.searchParams.get('title')).toBe('A&B=C #5?');
    expect(url.searchParams.get('output')).toBe('html');
  });

  it('offers AMap, Baidu and Tencent everywhere, and Apple Maps only on iOS', () => {
    expect(mapAppLinks(PLACE, ANDROID).map((l) => l.app)).toEqual(['amap', 'baidu', 'tencent']);
    expect(mapAppLinks(PLACE, IPHONE).map((l) => l.app)).toEqual(['amap', 'baidu', 'tencent', 'apple']);
    expect(isIOS(IPHONE)).toBe(true);
    expect(isIOS(ANDROID)).toBe(false);
  });
});

describe('Point check', () => {
  it('takes numbers within range', () => {
    expect(parsePoint('31.21358', '121.39786')).toEqual({ latitude: 31.21358, longitude: 121.39786 });
    expect(parsePoint('-33.8', '-70.6')).toEqual({ latitude: -33.8, longitude: -70.6 });
  });

  it.each([
    [null, '121.4'],
    ['31.2', null],
    ['', '121.4'],
    ['  ', '121.4'],
    ['abc', '121.4'],
    ['31.2', '121,4'],
    ['91', '121.4'],
    ['31.2', '181'],
    ['NaN', '121.4'],
    ['Infinity', '121.4'],
  ])('refuses lat=%s lng=%s', (lat, lng) => {
    expect(parsePoint(lat, lng)).toBeNull();
  });
});

describe('Location page URLs', () => {
  it('location-open carries the point (6 decimals), the name and the address', () => {
    const url = new URL(locationOpenUrl({ latitude: 31.213581234, longitude: 121.39786, name: 'A&B', address: '上海' }), 'http://app.test');
    expect(url.pathname).toBe('/pages/location/open');
    expect(Object.fromEntries(url.searchParams)).toEqual({ lat: '31.213581', lng: '121.39786', name: 'A&B', address: '上海' });
  });

  it('location-choose carries the caller key and, when given, the start point', () => {
    expect(locationChooseUrl('address-edit')).toBe('/pages/location/choose?key=address-edit');
    const url = new URL(locationChooseUrl('k', { latitude: 31.2, longitude: 121.4 }), 'http://app.test');
    expect(Object.fromEntries(url.searchParams)).toEqual({ key: 'k', lat: '31.2', lng: '121.4' });
  });
});
