// Times as the worker reads them, in Beijing time (UTC+8, spec section 9), per language,
// with the platform's Intl (no date library needed for these).
import { i18n } from '../i18n/i18n';

const TIME_ZONE = 'Asia/Shanghai';

export const localeOf = (language: string) => (language === 'zh-Hant' ? 'zh-Hant-HK' : language === 'en' ? 'en-GB' : 'zh-Hans-CN');

const cache = new Map<string, Intl.DateTimeFormat>();
function dtf(language: string, options: Intl.DateTimeFormatOptions) {
  const key = language + JSON.stringify(options);
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(localeOf(language), { timeZone: TIME_ZONE, ...options });
    cache.set(key, f);
  }
  return f;
}

const relatives = new Map<string, Intl.RelativeTimeFormat>();
function relative(language: string) {
  let f = relatives.get(language);
  if (!f) {
    f = new Intl.RelativeTimeFormat(localeOf(language), { numeric: 'auto' });
    relatives.set(language, f);
  }
  return f;
}

const toDate = (value: string | number | Date) => (value instanceof Date ? value : new Date(value));

/** 2026-11-22 style date. */
export const formatDate = (value: string | number | Date, language = 'zh-Hans') =>
  dtf(language, { year: 'numeric', month: '2-digit', day: '2-digit' }).format(toDate(value));

/** Date and time to the minute. */
export const formatDateTime = (value: string | number | Date, language = 'zh-Hans') =>
  dtf(language, { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false }).format(toDate(value));

/** Hour and minute. */
export const formatTime = (value: string | number | Date, language = 'zh-Hans') =>
  dtf(language, { hour: '2-digit', minute: '2-digit', hour12: false }).format(toDate(value));

/**
 * Relative time of spec section 9: under 300 s "just now", then minutes, hours, days up to 30
 * days, then the date.
 */
export function formatRelative(value: string | number | Date, language = 'zh-Hans', now: number = Date.now()): string {
  const seconds = Math.floor((now - toDate(value).getTime()) / 1000);
  const rtf = relative(language);
  if (seconds < 300) return i18n.t('common:time.justNow', { lng: language });
  if (seconds < 3600) return rtf.format(-Math.floor(seconds / 60), 'minute');
  if (seconds < 86_400) return rtf.format(-Math.floor(seconds / 3600), 'hour');
  if (seconds < 30 * 86_400) return rtf.format(-Math.floor(seconds / 86_400), 'day');
  return formatDate(value, language);
}

/** mm:ss or h:mm:ss of a countdown. */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  const mm = String(m).padStart(2, '0');
  const ss = String(sec).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}
