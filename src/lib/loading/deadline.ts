// How long code may take to arrive: a page (its screen's code and texts) 60 s, a code chunk loaded by
// a screen 120 s. Past that, the load fails as 'Loading chunk {id} failed', with its reason, and the
// route's error page offers a retry (docs/decisions.md, "Chunk-load failures"): on a bad network
// nothing waits forever.
export const PAGE_TIMEOUT_MS = 60_000;
export const CHUNK_TIMEOUT_MS = 120_000;

/** The chunk's failure past its deadline: the spec's message, which the error page reads the reason from. */
export class ChunkTimeoutError extends Error {
  constructor(id: string, ms: number) {
    super(`Loading chunk ${id} failed. (timeout: ${ms} ms)`);
    this.name = 'ChunkLoadError';
  }
}

/** `loading`, or the chunk's timeout failure once `ms` have passed without it. */
export function within<T>(loading: Promise<T>, ms: number, id: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeoutError(id, ms)), ms);
    loading.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Code a piece of the app loads when it needs it (`import()`), with the code chunk's time limit: on a dead network it fails, and is asked again, rather than holding what waits for it. */
export const inTime = <T>(loading: Promise<T>, id: string): Promise<T> => within(loading, CHUNK_TIMEOUT_MS, id);
