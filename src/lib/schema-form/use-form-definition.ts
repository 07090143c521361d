// A form of forms/ (schema, ui schema, validator) for a screen, loaded once per app and kept, with the
// renderer (~60 KB gzip: rjsf's core and utils, the theme; the pickers apart, on first tap). The form is
// the screen's content: both start as the screen first renders, each one chunk (the route's `forms`
// in the feature's routes.ts; scripts/start-plan.ts). Every form screen loads its form through here. The renderer's module comes with the definition (renderer.ts): once the query has its
// data, LazySchemaForm draws without another round trip.
import { useQuery } from '@tanstack/react-query';
import { type FormId, loadForm, loadRuntimeValidator } from './forms';
import { loadRenderer } from './renderer';

export function useFormDefinition(id: FormId) {
  return useQuery({ queryKey: ['form-definition', id], queryFn: () => Promise.all([loadForm(id), loadRenderer()]).then(([form]) => form), staleTime: Infinity, gcTime: Infinity });
}

/** The validator of forms built at run time (the account's choices, a contract's fields). */
export function useRuntimeValidator() {
  return useQuery({ queryKey: ['form-runtime-validator'], queryFn: () => Promise.all([loadRuntimeValidator(), loadRenderer()]).then(([validator]) => validator), staleTime: Infinity, gcTime: Infinity });
}
