// Global request parameters, stored per URL pattern (spec section 3): params set once (a city, a
// channel) and merged into every call whose path matches. Kept in local storage across launches.
const KEY = 'worker_global_params';

export type GlobalParams = Record<string, string | number | boolean>;
type Entry = { pattern: string; params: GlobalParams };

function read(): Entry[] {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(value) ? (value as Entry[]) : [];
  } catch {
    return [];
  }
}

/** Sets the params of a pattern: a regular expression source matched against the path. */
export function setGlobalParams(pattern: string, params: GlobalParams) {
  new RegExp(pattern); // throws on a bad pattern, before it is stored
  localStorage.setItem(KEY, JSON.stringify([...read().filter((e) => e.pattern !== pattern), { pattern, params }]));
}

export function clearGlobalParams(pattern?: string) {
  if (pattern === undefined) localStorage.removeItem(KEY);
  else localStorage.setItem(KEY, JSON.stringify(read().filter((e) => e.pattern !== pattern)));
}

/** The params of every pattern that matches `path`; later patterns win. */
export function globalParamsFor(path: string): GlobalParams {
  return read().reduce<GlobalParams>((acc, e) => (new RegExp(e.pattern).test(path) ? { ...acc, ...e.params } : acc), {});
}

/**
 * Merges the global params into a call: into the query of a GET, into the JSON object body of
 * anything else. The call's own values win over the global ones.
 */
export function withGlobalParams(url: string, method: string, body: BodyInit | null | undefined): { url: string; body: BodyInit | null | undefined } {
  const [path, query = ''] = url.split('?');
  const params = globalParamsFor(path);
  if (Object.keys(params).length === 0) return { url, body };
  if (method === 'GET' || method === 'DELETE') {
    const search = new URLSearchParams(query);
    for (const [k, v] of Object.entries(params)) if (!search.has(k)) search.set(k, String(v));
    return { url: `${path}?${search.toString()}`, body };
  }
  if (body === undefined || body === null || body === '') return { url, body: JSON.stringify(params) };
  if (typeof body !== 'string') return { url, body }; // FormData and binaries are left as they are
  try {
    const parsed = JSON.parse(body) as unknown;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return { url, body: JSON.stringify({ ...params, ...parsed }) };
  } catch {
    /* not JSON: leave it */
  }
  return { url, body };
}
