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

export function on<K extends keyof AppEvents>(event: K, handler: Handler<K>) {
  const set = handlers.get(event) ?? new Set();
  handlers.set(event, set);
  const h = handler as (payload: unknown) => void;
  set.add(h);
  return () => {
    set.delete(h);
  };
}

export function emit<K extends keyof AppEvents>(event: K, ...[payload]: AppEvents[K] extends undefined ? [] : [AppEvents[K]]) {
  handlers.get(event)?.forEach((h) => h(payload));
}
