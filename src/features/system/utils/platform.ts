// Which build is asking, from the user agent: the Android or iOS app's web-view, else the web (h5).
import type { Platform } from '@/features/system/api/use-system';

export function detectPlatform(userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): Platform {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  return 'h5';
}

/** Bytes as megabytes with one decimal (31876540 -> "30.4"). */
export const toMegabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** The decoded target of a web-view link, tolerating a url that was encoded twice. */
export function decodeTarget(raw: string): string {
  const value = raw.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return value;
  try {
    return decodeURIComponent(value).trim();
  } catch {
    return value;
  }
}
