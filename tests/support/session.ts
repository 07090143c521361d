// A worker signed in for each test of a file: the changes a screen keeps (lib/outbox) are a worker's,
// and go only in her session, as on a phone.
import { beforeEach } from 'vitest';
import { saveSession } from '@/lib/session/session';

export const TEST_WORKER = 'w_10024';

export function signedInWorker(worker = TEST_WORKER) {
  beforeEach(() => saveSession('test-token', Date.now() + 86_400_000, worker));
}
