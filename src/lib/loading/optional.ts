// A piece that its screen works without (the outbox's banner, the floating SOS), loaded apart with
// React.lazy. When its code cannot arrive (offline before it was fetched, with no service worker; a
// broken deploy) it shows its stand-in (nothing, or a smaller one) instead of throwing: a lazy
// component's failure outside a route's error page unmounts the whole app, a white screen, and
// inside one it swaps a page that works for the "page failed" page. The failure stays for the
// document (the browser's module map keeps a failed module failed); the next start fetches again.
import { lazy, type ComponentType } from 'react';

const nothing = () => null;

export function lazyOptional<P extends object>(load: () => Promise<ComponentType<P>>, StandIn: ComponentType<P> = nothing) {
  return lazy(() =>
    load().then(
      (Component) => ({ default: Component }),
      (error: unknown) => {
        console.warn('[loading] a piece of the page did not load; its stand-in shows', error);
        return { default: StandIn };
      },
    ),
  );
}
