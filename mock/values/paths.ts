// Dotted paths into JSON values (`data.rows`, `address.latitude`): reading and setting.

/** The value at a dotted path (`data.rows`), or undefined. */
export function valueAt(value: unknown, path: string): unknown {
  let here = value;
  for (const key of path.split('.')) {
    if (here === null || typeof here !== 'object') return undefined;
    here = (here as Record<string, unknown>)[key];
  }
  return here;
}

/** Sets a copy of `value` at the path, when the objects above it are there; with `onlyExisting`, only a field already there (a list row keeps its shape). */
export function setAt(target: Record<string, unknown>, path: string, value: unknown, onlyExisting: boolean) {
  const keys = path.split('.');
  let here: Record<string, unknown> = target;
  for (const key of keys.slice(0, -1)) {
    const next = here[key];
    if (next === null || typeof next !== 'object') return;
    here = next as Record<string, unknown>;
  }
  const last = keys[keys.length - 1];
  if (onlyExisting && !(last in here)) return;
  here[last] = structuredClone(value);
}

/** Two values the contract's examples may write as a number or as text (`20001`, `'20001'`) are the same. */
export const same = (a: unknown, b: unknown) => String(a) === String(b);
