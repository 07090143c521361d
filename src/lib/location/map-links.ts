// Links that open a place in the phone's map apps (AMap, Baidu, Tencent, Apple Maps on iOS), and
// the check of a point's coordinates. Coordinates are GCJ-02, as the contract's are: each link says
// so to its app (AMap and Tencent take GCJ-02 as they are; Baidu is told `coord_type=gcj02`; Apple
// Maps reads GCJ-02 inside China). The web URIs open the app when it is installed and its web map
// when not, in a browser and in a web-view alike.

export type Point = { latitude: number; longitude: number };
export type Place = Point & { name: string; address?: string };
type MapApp = 'amap' | 'baidu' | 'tencent' | 'apple';

const SOURCE = 'worker-app';

/** A point from text (query parameters), or null when either number is missing, not a number or out of range. */
export function parsePoint(lat: string | null | undefined, lng: string | null | undefined): Point | null {
  if (!lat?.trim() || !lng?.trim()) return null;
  const latitude = Number(lat);
  const longitude = Number(lng);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

const query = (params: Record<string, string>) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(v).replace(/%2C/g, ',').replace(/%3A/g, ':').replace(/%3B/g, ';')}`)
    .join('&');

/** AMap's marker URI (https://lbs.amap.com/api/uri-api/guide/mobile-web/point). */
export function amapLink({ latitude, longitude, name }: Place) {
  return `https://uri.amap.com/marker?${query({ position: `${longitude},${latitude}`, name, src: SOURCE, coordinate: 'gaode', callnative: '1' })}`;
}

/** Baidu's marker URI, told the coordinates are GCJ-02. */
export function baiduLink({ latitude, longitude, name, address }: Place) {
  return `https://api.map.baidu.com/marker?${query({
    location: `${latitude},${longitude}`,
    title: name,
    content: address || name,
    output: 'html',
    coord_type: 'gcj02',
    src: SOURCE,
  })}`;
}

/** Tencent's marker URI (GCJ-02 is its own datum). */
export function tencentLink({ latitude, longitude, name, address }: Place) {
  return `https://apis.map.qq.com/uri/v1/marker?${query({
    marker: `coord:${latitude},${longitude};title:${name};addr:${address || name}`,
    referer: SOURCE,
  })}`;
}

/** Apple Maps (iOS): a pin at the point, named. */
export function appleLink({ latitude, longitude, name }: Place) {
  return `https://maps.apple.com/?${query({ ll: `${latitude},${longitude}`, q: name })}`;
}

export const isIOS = (userAgent: string) => /iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/.test(userAgent) && /Mobile/.test(userAgent));

/** The map apps to offer for a place, in order: Apple Maps only on iOS, where it is always there. */
export function mapAppLinks(place: Place, userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent): { app: MapApp; href: string }[] {
  const links: { app: MapApp; href: string }[] = [
    { app: 'amap', href: amapLink(place) },
    { app: 'baidu', href: baiduLink(place) },
    { app: 'tencent', href: tencentLink(place) },
  ];
  if (isIOS(userAgent)) links.push({ app: 'apple', href: appleLink(place) });
  return links;
}
