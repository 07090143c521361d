// The one request wrapper (the orval mutator): base URLs, headers, token, timeouts, the error
// catalogue and response validation against the contract's zod schemas.
import { responseValidators } from '@generated/response-validators';
import { env } from '@/config/env';
import { emit } from '@/lib/events/events';
import { i18n } from '@/lib/i18n/i18n';
import { getToken } from '@/lib/session/session';
import { ApiError, ContractError } from './errors';
import { callHeaders, needsLocalToken, resolveUrl } from './call';
import { type FirstCall, noteFirstCall, takeFirstCall } from './first-calls';
import { withGlobalParams } from './global-params';


/** What generated hooks reject with: always an ApiError; `body` holds the contract's error body. */
export type ErrorType<E> = ApiError & { body?: E };
export type BodyType<B> = B;

export const JSON_TIMEOUT_MS = env.apiTimeoutMs;
export const UPLOAD_TIMEOUT_MS = 60_000;

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

/** The page's early answer, unless the caller cancels or the time runs out first. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/** Turns a body code that is not success into the catalogue's error, with its side effects. */
export function businessError(code: number | string, msg: string | undefined, status: number, body: unknown): ApiError {
  switch (code) {
    case 401:
      emit('unauthorized', { message: t('unauthorized') });
      return new ApiError('unauthorized', t('unauthorized'), { code, status, body });
    case 404:
      emit('maintenance', { message: t('notFound') });
      return new ApiError('notFound', t('notFound'), { code, status, body });
    case 502:
      emit('serverError', { message: t('serverError') });
      return new ApiError('serverError', t('serverError'), { code, status, body });
    case 10001:
      emit('noWorkerAccount', { message: msg || t('noWorkerAccount') });
      return new ApiError('noWorkerAccount', msg || t('noWorkerAccount'), { code, status, body });
    case 429:
      return new ApiError('busy', t('busy'), { code, status, body });
    case 'cloudfunction-unusual-timeout':
      return new ApiError('cloud', t('cloudUnusualTimeout'), { code, status, body });
    case 'cloudfunction-timeout':
      return new ApiError('timeout', t('timeout'), { code, status, body });
    case 'cloudfunction-system-error':
      return new ApiError('cloud', t('network'), { code, status, body });
    default:
      return new ApiError(typeof code === 'string' ? 'cloud' : 'business', msg || t('business'), { code, status, body });
  }
}

/** Starts loading the call's validator (its area's zod chunk); the promise is cached by the import. */
const validatorFor = (method: string, path: string) => responseValidators[`${method} ${path}`]?.();

async function validate(method: string, path: string, body: unknown) {
  const loading = validatorFor(method, path);
  if (!loading) return body;
  const { operationId, schema } = (await loading).default;
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue.path.join('.') || '(body)';
  throw new ContractError(operationId, field, issue.message, t('contract', { operation: operationId, field }));
}

export type RequestOptions = RequestInit & { timeoutMs?: number };

/** The local token check, then the headers every call carries. Throws 30204 when no token may go. */
export function prepareHeaders(path: string, given?: HeadersInit, body?: unknown): Headers {
  const token = getToken();
  if (!token && needsLocalToken(path)) {
    emit('loginRequired', { message: t('localToken') });
    throw new ApiError('localToken', t('localToken'), { code: 30204 });
  }
  return callHeaders(path, token, given, body);
}

const isDocument = (type: string | null) => /^application\/(pdf|octet-stream)\b/i.test(type ?? '');

/** Reads an answer: the catalogue's error for a failure, else the body checked against the contract. */
export async function readAnswer(method: string, path: string, status: number, text: string): Promise<unknown> {
  let body: unknown = undefined;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  const successCode = path.startsWith('/router/') ? 0 : 200;
  const code = (body as { code?: unknown } | undefined)?.code;
  const msg = (body as { msg?: unknown } | undefined)?.msg;
  if ((typeof code === 'number' || typeof code === 'string') && code !== successCode) {
    throw businessError(code, typeof msg === 'string' ? msg : undefined, status, body);
  }
  if (status === 401) throw businessError(401, undefined, 401, body);
  if (status === 429) throw businessError(429, undefined, 429, body);
  if (status < 200 || status > 299) throw new ApiError('http', t('http', { status }), { status, body });
  return validate(method, path, body);
}

export const request = async <T>(givenUrl: string, givenInit: RequestOptions = {}): Promise<T> => {
  const method = (givenInit.method ?? 'GET').toUpperCase();
  const merged = withGlobalParams(givenUrl, method, givenInit.body);
  const url = merged.url;
  const init = { ...givenInit, body: merged.body };
  const path = url.split('?')[0];
  const headers = prepareHeaders(path, init.headers, init.body);

  // A query (react-query gives it a signal; a mutation gets none) with a JSON body or none: the
  // next start's page may make it early (first-calls.ts), and this start's page may have.
  const query: FirstCall | undefined =
    init.signal && (init.body === undefined || init.body === null || typeof init.body === 'string')
      ? { method, url, ...(typeof init.body === 'string' ? { body: init.body } : {}) }
      : undefined;
  if (query) noteFirstCall(query, headers);
  const early = query && takeFirstCall(query, getToken());

  const timeoutMs = init.timeoutMs ?? (init.body instanceof FormData ? UPLOAD_TIMEOUT_MS : JSON_TIMEOUT_MS);
  const timeout = withTimeout(init.signal, timeoutMs);
  // The validator's chunk loads while the request is on its way, not after the answer.
  void validatorFor(method, path)?.catch(() => undefined);
  try {
    let response: Response;
    try {
      response = await (early ? untilAborted(early, timeout.signal) : fetch(resolveUrl(url), { ...init, method, headers, signal: timeout.signal }));
    } catch (error) {
      if (timeout.signal.reason instanceof DOMException && timeout.signal.reason.name === 'TimeoutError') {
        throw new ApiError('timeout', t('timeout'));
      }
      if (init.signal?.aborted) throw error; // the caller cancelled (react-query): not an error to show
      throw new ApiError('network', t('network'));
    }
    // A document (a contract's PDF) comes as it is; its errors answer JSON like every other call.
    if (response.ok && isDocument(response.headers.get('content-type'))) return (await response.blob()) as T;
    const text = await response.text().catch(() => '');
    return (await readAnswer(method, path, response.status, text)) as T;
  } finally {
    timeout.done();
  }
};
