// What the rewards screens' tests share: a signed-in worker (the cloud calls need the token).
export function signIn() {
  localStorage.setItem('uni_id_token', 'test-token');
  localStorage.setItem('uni_id_token_expired', String(Date.now() + 86_400_000));
}

export const ofOp = <C extends { operationId: string }>(calls: C[], op: string) => calls.filter((c) => c.operationId === op);

/** A cloud call's failure as the contract writes it (HTTP 400 with a `{ code, msg }` body). */
export const cloudError = (code: string, msg: string) => ({ status: 400, body: { code, msg } });

/** The phone's sharing and clipboard as a test sets them: a native bridge, the Web Share API, a clipboard, or none. */
export function phone({ bridge, webShare, clipboard }: { bridge?: boolean; webShare?: boolean; clipboard?: boolean }) {
  const shared: unknown[] = [];
  const copied: string[] = [];
  window.WorkerNative = bridge ? { share: async (data) => void shared.push(data) } : undefined;
  Object.defineProperty(navigator, 'share', { configurable: true, value: webShare ? async (data: unknown) => void shared.push(data) : undefined });
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: clipboard ? { writeText: async (text: string) => void copied.push(text) } : undefined,
  });
  // The old copy command fails here, as in a web-view that has none.
  document.execCommand = () => false;
  return { shared, copied };
}
