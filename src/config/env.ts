// Build-time settings, parsed once. See README "Configuration".
import { version, versionCode } from '../../package.json';
const trimSlash = (s: string | undefined) => (s ?? '').trim().replace(/\/+$/, '');

export const env = {
  /** Base URL of the `/v1` API; empty = same origin (dev server and e2e proxy to Prism). */
  apiBaseUrl: trimSlash(import.meta.env.VITE_API_BASE_URL),
  /** Base URL of the cloud router that `/router/<name>` calls go to; empty = same origin `/router`. */
  cloudBaseUrl: trimSlash(import.meta.env.VITE_CLOUD_BASE_URL),
  /** The external "apply to join" registration page opened from the 10001 dialog. */
  applyUrl: import.meta.env.VITE_APPLY_URL || '/pages/login/register',
  /**
   * The map tiles of the location chooser (Leaflet's URL template: {s} subdomain, {x} {y} {z}), in
   * GCJ-02 like the contract's coordinates; default AMap's public street tiles.
   */
  mapTileUrl:
    import.meta.env.VITE_MAP_TILE_URL || 'https://webrd0{s}.is.autonavi.com/appmaptile?lang=zh_cn&size=1&scale=1&style=8&x={x}&y={y}&z={z}',
  /** The values {s} takes, one character each (VITE_MAP_TILE_SUBDOMAINS); default `1234`. */
  mapTileSubdomains: (import.meta.env.VITE_MAP_TILE_SUBDOMAINS ?? '').trim() || '1234',
  /**
   * How long a JSON call may take before the app gives up on it (VITE_API_TIMEOUT_MS); default 30 s.
   * `npm run test:faults` shortens it, so that a hang past it is cheap to inject.
   */
  apiTimeoutMs: Number(import.meta.env.VITE_API_TIMEOUT_MS) > 0 ? Number(import.meta.env.VITE_API_TIMEOUT_MS) : 30_000,
  /** The app's version and its code (the native shell's, compared by the upgrade check): package.json's. */
  appVersion: version,
  appVersionCode: versionCode,
} as const;
