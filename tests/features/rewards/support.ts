// What the rewards screens' tests share: a signed-in worker (the cloud calls need the token).
export function signIn() {
  localStorage.setItem('uni_id_token', 'test-token');
  localStorage.setItem('uni_id_token_expired', String(Date.now() + 86_400_000));
}

export const ofOp = <C extends { operationId: string }>(calls: C[], op: string) => calls.filter((c) => c.operationId === op);

/** A cloud call's failure as the contract writes it (HTTP 400 with a `{ code, msg }` body). */
export const cloudError = (code: string, msg: string) => ({ status: 400, body: { code, msg } });
