// A piece that its screen works without (the outbox's banner, the floating SOS), loaded apart with
// React.lazy. When its code cannot arrive (offline before it was fetched, with no service worker; a
// broken deploy) it shows its stand-in (nothing, or a smaller one) instead of throwing: a lazy
// component's failure outside a route's error page unmounts the whole app, a white screen, and
// inside one it swaps a page that works for the "page failed" page. The failure stays for the
// document (the browser's module map keeps a failed module failed); the next start fetches again.
// Code that neither arrives nor fails (a fetch stalled on a dead network) gets a time limit, after
// which the stand-in shows too; the piece still replaces it if its code comes later, as nothing is
// lost by showing the stand-in meanwhile (the SOS's 110 link while its hold cannot work yet).
import { createElement, lazy, type ComponentType, useEffect, useState } from 'react';
import { CHUNK_TIMEOUT_MS, ChunkTimeoutError, within } from './deadline';

const nothing = () => null;

export type OptionalOptions = {
  /** The chunk's name in the timeout's message. */
  id?: string;
  /** How long the stand-in waits before it shows: the code chunk's limit unless the stand-in is needed sooner. */
  timeoutMs?: number;
};

/** The stand-in until `loading` brings the piece (then the piece, for good); the stand-in stays if it fails. */
function untilArrived<P extends object>(loading: Promise<ComponentType<P>>, StandIn: ComponentType<P>): ComponentType<P> {
  let arrived: ComponentType<P> | undefined;
  const arrival = loading.then(
    (Component) => {
      arrived = Component;
    },
    (error: unknown) => console.warn('[loading] a piece of the page did not load; its stand-in stays', error),
  );
  return function Late(props: P) {
    const [Piece, setPiece] = useState<ComponentType<P> | undefined>(() => arrived);
    useEffect(() => {
      let on = true;
      void arrival.then(() => {
        if (on && arrived) setPiece(() => arrived);
      });
      return () => {
        on = false;
      };
    }, []);
    return createElement(Piece ?? StandIn, props);
  };
}

export function lazyOptional<P extends object>(load: () => Promise<ComponentType<P>>, StandIn: ComponentType<P> = nothing, { id = 'optional', timeoutMs = CHUNK_TIMEOUT_MS }: OptionalOptions = {}) {
  return lazy(() => {
    const loading = load();
    return within(loading, timeoutMs, id).then(
      (Component) => ({ default: Component }),
      (error: unknown) => {
        if (error instanceof ChunkTimeoutError) {
          console.warn('[loading] a piece of the page is late; its stand-in shows until it comes', error);
          return { default: untilArrived(loading, StandIn) };
        }
        console.warn('[loading] a piece of the page did not load; its stand-in shows', error);
        return { default: StandIn };
      },
    );
  });
}
