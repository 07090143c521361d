// The typed errors every call can end in; screens show `error.message` (already translated).
export type ApiErrorKind =
  | 'http' // HTTP status outside 200-299 with no business code
  | 'business' // a business code the caller may handle (shown in an alert otherwise)
  | 'unauthorized' // 401: the session ended
  | 'notFound' // 404: maintenance
  | 'serverError' // 502: update page
  | 'noWorkerAccount' // 10001: offer "apply to join"
  | 'busy' // burst limit (429)
  | 'timeout'
  | 'network'
  | 'localToken' // 30204: no valid token for a protected call; nothing was sent
  | 'contract' // the answer broke the contract
  | 'cloud'; // a cloud router error code

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly code?: number | string;
  readonly status?: number;
  readonly body?: unknown;
  /** From a call exempt from error rejection (checkWorkerAccount): no app-wide answer, its caller decides. */
  readonly exempt: boolean;
  /** A 429's `Retry-After`, in whole seconds from now (the contract's header), when the answer had one: a screen may wait it out. */
  readonly retryAfterSeconds?: number;

  constructor(
    kind: ApiErrorKind,
    message: string,
    extra: { code?: number | string; status?: number; body?: unknown; exempt?: boolean; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.code = extra.code;
    this.status = extra.status;
    this.body = extra.body;
    this.exempt = extra.exempt ?? false;
    this.retryAfterSeconds = extra.retryAfterSeconds;
  }
}

/** A success answer that does not match its zod schema: names the operation and the field. */
export class ContractError extends ApiError {
  readonly operationId: string;
  readonly field: string;
  readonly detail: string;

  constructor(operationId: string, field: string, detail: string, message: string) {
    super('contract', message);
    this.name = 'ContractError';
    this.operationId = operationId;
    this.field = field;
    this.detail = detail;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/** The code of a change the request wrapper did not send because the phone is offline: nothing reached the server. */
export const NOT_SENT_OFFLINE = 'offline-not-sent';
