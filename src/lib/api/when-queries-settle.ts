// Waits for the screen's answers: work that may wait (the launch checks) starts once no query is
// fetching, so on a slow network it does not share the line with what the worker is looking at.
import type { QueryClient } from '@tanstack/react-query';

/**
 * Runs `work` once no query of `client` is fetching, at the latest `maxMs` from now (a query that
 * hangs does not hold it back for good). Returns a cancel.
 */
export function whenQueriesSettle(client: QueryClient, work: () => void, maxMs = 5000): () => void {
  if (client.isFetching() === 0) {
    work();
    return () => {};
  }
  let pending = true;
  const stop = () => {
    pending = false;
    unsubscribe();
    window.clearTimeout(timer);
  };
  const finish = () => {
    if (!pending) return;
    stop();
    work();
  };
  const unsubscribe = client.getQueryCache().subscribe(() => {
    if (client.isFetching() === 0) finish();
  });
  const timer = window.setTimeout(finish, maxMs);
  return stop;
}
