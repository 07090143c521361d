// App-wide events that lib/ raises and the app shell answers (navigation, dialogs, refreshes),
// so lib/ never imports a feature or the router.
export type AppEvents = {
  unauthorized: { message: string };
  maintenance: { message: string };
  serverError: { message: string };
  noWorkerAccount: { message: string };
  loginRequired: { message: string };
  refreshMessages: undefined;
  refreshOrders: undefined;
};

type Handler<K extends keyof AppEvents> = (payload: AppEvents[K]) => void;
const handlers = new Map<keyof AppEvents, Set<(payload: unknown) => void>>();

/**
 * The session's and the server's events that the app shell must answer even when they come before
 * it listens: a page's first calls start with the router, before the shell's effects have run, and
 * a 401 answered then would otherwise be lost (the page's query, mounting, would ask again).
 * The last one of each is held for HOLD_MS and handed to the first handler that comes.
 */
const HELD: ReadonlySet<keyof AppEvents> = new Set(['unauthorized', 'maintenance', 'serverError', 'noWorkerAccount', 'loginRequired']);
const HOLD_MS = 5_000;
const held = new Map<keyof AppEvents, { payload: unknown; at: number }>();

export function on<K extends keyof AppEvents>(event: K, handler: Handler<K>) {
  const set = handlers.get(event) ?? new Set();
  handlers.set(event, set);
  const h = handler as (payload: unknown) => void;
  set.add(h);
  const waiting = held.get(event);
  held.delete(event);
  if (waiting && Date.now() - waiting.at <= HOLD_MS) h(waiting.payload);
  return () => {
    set.delete(h);
  };
}

export function emit<K extends keyof AppEvents>(event: K, ...[payload]: AppEvents[K] extends undefined ? [] : [AppEvents[K]]) {
  const set = handlers.get(event);
  if (set?.size) set.forEach((h) => h(payload));
  else if (HELD.has(event)) held.set(event, { payload, at: Date.now() });
}
