// Where login may send the worker back to: only in-app paths, never another site.

/** Returns the in-app target, or null for an empty, external, `//host` or scheme target. */
export function safeRedirect(target: string | null | undefined): string | null {
  if (!target) return null;
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  try {
    const url = new URL(target, 'http://app.invalid');
    if (url.origin !== 'http://app.invalid') return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}

export const loginUrlFor = (loginPath: string, from: string) => `${loginPath}?redirect=${encodeURIComponent(from)}`;
