// Times as the worker reads them, in Beijing time (UTC+8: docs/decisions.md, "Intl"), per language.
// Dates and times are the platform's ISO text of the instant moved to UTC+8 (China keeps UTC+8 all
// year since 1991), in each language's order; tests hold them against Intl. Intl's first call on a
// screen costs ~50 ms of main thread (ICU set-up), and the order screens need it for nothing else.
// Relative times ("3 minutes ago", "yesterday") are Intl's.
import { i18n } from '@/lib/i18n/i18n';

const BEIJING_OFFSET_MS = 8 * 3_600_000;

const localeOf = (language: string) => (language === 'zh-Hans' ? 'zh-Hans-CN' : language === 'zh-Hant' ? 'zh-Hant-TW' : 'en-GB');

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

/** The Beijing wall-clock fields of an instant. */
function beijing(value: string | number | Date) {
  const iso = new Date(toDate(value).getTime() + BEIJING_OFFSET_MS).toISOString();
  return { year: iso.slice(0, 4), month: iso.slice(5, 7), day: iso.slice(8, 10), time: iso.slice(11, 16) };
}

const dateText = (b: ReturnType<typeof beijing>, language: string) =>
  language === 'en' ? `${b.day}/${b.month}/${b.year}` : `${b.year}/${b.month}/${b.day}`;

/** The date: 2026/11/22 in zh-Hans and zh-Hant (Taiwan's order, as its terms), 22/11/2026 in en. */
export const formatDate = (value: string | number | Date, language = 'zh-Hans') => dateText(beijing(value), language);

/** Date and time to the minute: 2026/11/22 14:30 in Chinese, 22/11/2026, 14:30 in English. */
export function formatDateTime(value: string | number | Date, language = 'zh-Hans') {
  const b = beijing(value);
  return `${dateText(b, language)}${language === 'en' ? ',' : ''} ${b.time}`;
}

/** Hour and minute, 24-hour. */
export const formatTime = (value: string | number | Date) => beijing(value).time;

/**
 * Relative time: under 300 s "just now", then minutes, hours, days up to 30
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
