// The one request wrapper (the orval mutator): base URLs, headers, token, timeouts, the error
// catalogue and response validation against the contract's zod schemas.
import { exemptCallPaths } from '@generated/exempt-calls';
import type { ZodMiniType } from 'zod/mini';
import { env } from '@/config/env';
import { emit } from '@/lib/events/events';
import { i18n } from '@/lib/i18n/i18n';
import { noteAnswerHeard } from '@/lib/network/heard';
import { clearSession, getToken } from '@/lib/session/session';
import { readStored, removeStored, storedKeys, writeStored } from '@/lib/storage/storage';
import { ApiError, type ApiErrorKind, ContractError, NOT_SENT_OFFLINE } from './errors';
import { callHeaders, isPublicCall, isThirdParty, needsLocalToken, resolveUrl } from './call';


/** What generated hooks reject with: always an ApiError; `body` holds the contract's error body. */
export type ErrorType<E> = ApiError & { body?: E };
export type BodyType<B> = B;

const JSON_TIMEOUT_MS = env.apiTimeoutMs;
export const UPLOAD_TIMEOUT_MS = 60_000;
/** A file fetched whole (the contract PDF): the brief's 60 s for upload and download, not the JSON calls' 30 s. */
export const DOWNLOAD_TIMEOUT_MS = 60_000;

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, { ns: 'errors', ...options });

function withTimeout(signal: AbortSignal | null | undefined, ms: number) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), ms);
  const onAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) onAbort();
  signal?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    done: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    },
  };
}

/** The headers of an answer, as fetch's Response and an XHR (its getResponseHeader) both give them. */
type AnswerHeaders = { get(name: string): string | null };

/**
 * A `Retry-After` (RFC 9110: whole seconds, or an HTTP date) as the seconds to wait from `now`;
 * undefined when there is none, it cannot be read, or the time has already come.
 */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text) > 0 ? Number(text) : undefined;
  const at = Date.parse(text);
  if (Number.isNaN(at)) return undefined;
  const seconds = Math.ceil((at - now) / 1000);
  return seconds > 0 ? seconds : undefined;
}

/** "System busy" with the wait when the server said it, in the unit a person reads (never shorter than asked). */
function busyMessage(retryAfterSeconds: number | undefined): string {
  if (retryAfterSeconds === undefined) return t('busy');
  if (retryAfterSeconds < 60) return t('busyWait.seconds', { n: retryAfterSeconds });
  if (retryAfterSeconds < 3600) return t('busyWait.minutes', { n: Math.ceil(retryAfterSeconds / 60) });
  return t('busyWait.hours', { n: Math.ceil(retryAfterSeconds / 3600) });
}

/**
 * Turns a body code that is not success into the catalogue's error, with its app-wide answer
 * (an event); a call whose caller answers its errors itself (`quiet`: checkWorkerAccount)
 * gets the same error, marked `exempt`, and no answer: its caller decides.
 */
export function businessError(
  code: number | string,
  msg: string | undefined,
  status: number,
  body: unknown,
  quiet = false,
  retryAfterSeconds?: number,
): ApiError {
  const error = (kind: ApiErrorKind, message: string) => new ApiError(kind, message, { code, status, body, exempt: quiet });
  const answer = (event: 'unauthorized' | 'maintenance' | 'serverError' | 'noWorkerAccount', payload: { message: string }) => {
    if (!quiet) emit(event, payload);
  };
  switch (code) {
    case 401:
      // The token is dead: it goes at once, and until the next sign-in nothing of the worker's is
      // asked (a page's query mounting after its early call's 401 would otherwise ask again).
      if (!quiet) {
        clearSession();
        writeStored(storedKeys.sessionEnded, true);
      }
      answer('unauthorized', { message: t('unauthorized') });
      return error('unauthorized', t('unauthorized'));
    case 404:
      answer('maintenance', { message: t('notFound') });
      return error('notFound', t('notFound'));
    case 502:
      answer('serverError', { message: t('serverError') });
      return error('serverError', t('serverError'));
    case 10001:
      answer('noWorkerAccount', { message: msg || t('noWorkerAccount') });
      return error('noWorkerAccount', msg || t('noWorkerAccount'));
    case 429:
      return new ApiError('busy', busyMessage(retryAfterSeconds), { code, status, body, exempt: quiet, retryAfterSeconds });
    case 'cloudfunction-unusual-timeout':
      return error('cloud', t('cloudUnusualTimeout'));
    case 'cloudfunction-timeout':
      return error('timeout', t('timeout'));
    case 'cloudfunction-system-error':
      return error('cloud', t('network'));
    default:
      return error(typeof code === 'string' ? 'cloud' : 'business', msg || t('business'));
  }
}

/** A call's response schema (generated/response-schemas/<operation>.ts), which its generated module hands over. */
type ResponseSchema = () => Promise<{ default: { operationId: string; schema: ZodMiniType } }>;

async function validate(body: unknown, responseSchema: ResponseSchema | undefined) {
  if (!responseSchema) return body;
  const { operationId, schema } = (await responseSchema()).default;
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue.path.join('.') || '(body)';
  throw new ContractError(operationId, field, issue.message, t('contract', { operation: operationId, field }));
}

type RequestOptions = RequestInit & {
  timeoutMs?: number;
  responseSchema?: ResponseSchema;
  /** Tried even when the browser says offline (the SOS lane): a web-view may say so wrongly, and a failed try costs nothing. */
  evenOffline?: boolean;
};

/** The local token check, then the headers every call carries. Throws 30204 when no token may go. */
export function prepareHeaders(path: string, given?: HeadersInit, body?: unknown): Headers {
  const token = getToken();
  // A 401 ended the session (storage's sessionEnded): what a page still asks for is not sent until a
  // new session's token goes.
  if (token) removeStored(storedKeys.sessionEnded);
  else if (readStored(storedKeys.sessionEnded) && !isPublicCall(path) && !isThirdParty(path)) throw new ApiError('localToken', t('localToken'), { code: 30204 });
  if (!token && needsLocalToken(path)) {
    emit('loginRequired', { message: t('localToken') });
    throw new ApiError('localToken', t('localToken'), { code: 30204 });
  }
  return callHeaders(path, token, given, body);
}

const isDocument = (type: string | null) => /^application\/(pdf|octet-stream)\b/i.test(type ?? '');

/**
 * Reads an answer: the catalogue's error for a failure, else the body checked against the call's schema.
 * `headers` give a 429's `Retry-After` (a /v1 call's and a cloud call's alike).
 */
export async function readAnswer(path: string, status: number, text: string, responseSchema?: ResponseSchema, headers?: AnswerHeaders): Promise<unknown> {
  let body: unknown = undefined;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  const successCode = path.startsWith('/router/') ? 0 : 200;
  const code = (body as { code?: unknown } | undefined)?.code;
  const msg = (body as { msg?: unknown } | undefined)?.msg;
  const quiet = exemptCallPaths.has(path);
  const retryAfter = status === 429 || code === 429 ? parseRetryAfter(headers?.get('Retry-After')) : undefined;
  if ((typeof code === 'number' || typeof code === 'string') && code !== successCode) {
    throw businessError(code, typeof msg === 'string' ? msg : undefined, status, body, quiet, retryAfter);
  }
  if (status === 401 || status === 429) throw businessError(status, undefined, status, body, quiet, retryAfter);
  if (status < 200 || status > 299) throw new ApiError('http', t('http', { status }), { status, body, exempt: quiet });
  return validate(body, responseSchema);
}

// A call carries the parameters its operation declares, nothing merged in (docs/decisions.md: no global params).
export const request = async <T>(url: string, { responseSchema, evenOffline = false, ...init }: RequestOptions = {}): Promise<T> => {
  const method = (init.method ?? 'GET').toUpperCase();
  const path = url.split('?')[0];
  // Offline, no change is sent (it would only fail): a money change says so and is never kept; the
  // outbox keeps the others and sends them when the network returns (lib/outbox).
  if (method !== 'GET' && !evenOffline && typeof navigator !== 'undefined' && navigator.onLine === false) throw new ApiError('network', t('offlineNotSent'), { code: NOT_SENT_OFFLINE });
  const headers = prepareHeaders(path, init.headers, init.body);

  const timeoutMs = init.timeoutMs ?? (init.body instanceof FormData ? UPLOAD_TIMEOUT_MS : JSON_TIMEOUT_MS);
  const timeout = withTimeout(init.signal, timeoutMs);
  // The schema's chunk loads while the request is on its way, not after the answer.
  void responseSchema?.().catch(() => undefined);
  try {
    let response: Response;
    try {
      response = await fetch(resolveUrl(url), { ...init, method, headers, signal: timeout.signal });
    } catch (error) {
      if (timeout.signal.reason instanceof DOMException && timeout.signal.reason.name === 'TimeoutError') {
        throw new ApiError('timeout', t('timeout'));
      }
      if (init.signal?.aborted) throw error; // the caller cancelled (react-query): not an error to show
      throw new ApiError('network', t('network'));
    }
    if (response.ok) noteAnswerHeard();
    // A document (a contract's PDF) comes as it is; its errors answer JSON like every other call.
    if (response.ok && isDocument(response.headers.get('content-type'))) return (await response.blob()) as T;
    const text = await response.text().catch(() => '');
    return (await readAnswer(path, response.status, text, responseSchema, response.headers)) as T;
  } finally {
    timeout.done();
  }
};
