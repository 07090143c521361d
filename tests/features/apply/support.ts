// Shared set-up of the apply screens' tests: a session, a clean phone, the fetch stub undone.
import { afterEach, beforeEach, vi } from 'vitest';

export function applicantSession() {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('uni_id_token', 'test-token');
    localStorage.setItem('uni_id_token_expired', String(Date.now() + 86_400_000));
    // The album's explanation was seen (its own tests: tests/features/permission-explanations.test.tsx).
    localStorage.setItem('worker_permission_explained_album', '1');
  });
  afterEach(() => vi.unstubAllGlobals());
}

/** A failing answer, then the given one: for the error state's retry. */
export function failingFirst(body: unknown) {
  let fail = true;
  return {
    answer: () => (fail ? { status: 500, body: {} } : { body }),
    recover: () => {
      fail = false;
    },
  };
}
