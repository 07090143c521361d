// A refresh that fails while the screen shows data (issue 37): the ways it fails in the field, and
// the line a screen shows for what it kept.
import { screen } from '@testing-library/react';

/** The phone says online, and the refresh gets no answer (a lift, a captive Wi-Fi), or the server fails. */
export const REFRESH_FAILURES = [
  ['the network', () => Promise.reject(new TypeError('Failed to fetch'))],
  ['a 5xx', () => ({ status: 503, body: { code: 500, msg: '服务器开小差了' } })],
] as const;

/** The lines that say what shows could not be refreshed, with the time it was updated. */
export const notRefreshed = () => screen.queryAllByRole('status').filter((line) => /^未能刷新 · 数据更新于 \d{2}:\d{2}$/.test(line.textContent ?? ''));
