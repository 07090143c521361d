// Times the app writes for the server, as the contract writes them (common/date-time.yaml). Apart
// from time.ts: the outbox keeps a tap's time at the tap, in every start's first load, without the
// display formatters.
const BEIJING_OFFSET_MS = 8 * 3_600_000;

/**
 * An instant as the contract writes times: Beijing's wall clock with its +08:00 offset, whatever the
 * phone's own zone, e.g. 2026-11-22T12:20:04+08:00.
 */
export const contractDateTime = (value: string | number | Date = Date.now()) =>
  `${new Date((value instanceof Date ? value : new Date(value)).getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 19)}+08:00`;
