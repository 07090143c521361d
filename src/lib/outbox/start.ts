// The outbox's start (index.ts re-exports it): the app's shell calls `startOutbox` once, and this
// module loads the engine's code. Apart from front.ts so that the shell's first load carries only this:
// the journal, the files' store (idb-keyval) and the front door come with the screens that make a
// change (a sign-in or a list that changes nothing loads none of it), or with the engine once idle.
import type { QueryClient } from '@tanstack/react-query';
import { CHUNK_TIMEOUT_MS, within } from '@/lib/loading/deadline';
import { whenIdleAfterLoad } from '@/lib/ui/yield';
import { setAppClient } from './app-client';

let loading: Promise<typeof import('./outbox')> | undefined;

/** The engine's code, once; asked for again after a failure (a lift), with the chunk's time limit. */
export function engine() {
  loading ??= within(import('./outbox'), CHUNK_TIMEOUT_MS, 'outbox').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading.then((module) => module.engine);
}

let started = false;

/**
 * Starts the outbox, once, at the app's start: `client` learns the server's answers; the engine
 * loads once the first screen is up (what the last start left goes then), or sooner with the first
 * change a worker makes.
 */
export function startOutbox(client: QueryClient) {
  setAppClient(client);
  if (started) return;
  started = true;
  whenIdleAfterLoad(() => void engine().catch((error: unknown) => console.warn('[outbox] its code did not load; what waits goes at the next start', error)));
}

/** The page is gone (a test's restart of the app over the same phone): this engine stops; what it was doing is left as the phone has it. */
export async function disposeOutbox() {
  const loaded = await loading?.catch(() => undefined);
  loaded?.engine.dispose();
}
