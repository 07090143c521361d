// Removing an IndexedDB database of ours when the session ends (the kept answers, the outbox): the
// whole database, so that nothing of the worker's is left on a shared phone, not even its name.
import type { UseStore } from 'idb-keyval';

/**
 * Closes our connection to `name` through `open` (an open one would block the deletion), then
 * deletes the database. Resolves whatever happens (blocked, no IndexedDB); never throws.
 */
export async function deleteDatabase(name: string, open: UseStore | undefined) {
  if (typeof indexedDB === 'undefined') return;
  try {
    if (open) (await open('readonly', (objectStore) => objectStore.transaction.db)).close();
  } catch {
    // Not opened, or already closed: nothing to close.
  }
  await new Promise<void>((resolve) => {
    try {
      const request = indexedDB.deleteDatabase(name);
      request.onsuccess = request.onerror = request.onblocked = () => resolve();
    } catch {
      resolve();
    }
  });
}
