// The renderer's module (schema-form.tsx: rjsf, the theme) and its catalogue, fetched once. A form's
// definition starts it too (use-form-definition.ts), so the two arrive side by side rather than the
// renderer only once the definition is there and the form renders (two round trips after each other).
import { inTime } from '@/lib/loading/deadline';
import { loadNamespaces } from '@/lib/i18n/i18n';

type Renderer = typeof import('./schema-form');

let renderer: Promise<Renderer> | undefined;
let loaded: Renderer | undefined;

/** The renderer's module once it has arrived (a form then draws at once, without a Suspense fallback). */
export const loadedRenderer = () => loaded;

export function loadRenderer(): Promise<Renderer> {
  renderer ??= Promise.all([inTime(import('./schema-form'), 'schema-form'), loadNamespaces('forms')]).then(
    ([module]) => (loaded = module),
    (error: unknown) => {
      // A failed load is tried again on the next call (the screen's retry), not kept.
      renderer = undefined;
      throw error;
    },
  );
  return renderer;
}
