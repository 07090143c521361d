// A form of forms/ (schema, ui schema, validator) for a screen, loaded once per app and kept. The
// renderer and its definitions (~65 KB gzip: rjsf, the precompiled validator; pickers apart) start once
// the page has loaded and the browser is idle, as the other tabs' code does: the screen's frame and
// its skeleton come first, and its first load stays within the daily screens' budget. Every form
// screen loads its form through here. The renderer's module comes with the definition (renderer.ts):
// once the query has its data, LazySchemaForm draws without another round trip.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type FormId, loadForm, loadRuntimeValidator } from './forms';
import { loadRenderer } from './renderer';
import { whenIdleAfterLoad } from '@/lib/ui/yield';

export function useIdleAfterLoad() {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdleAfterLoad(() => setIdle(true)), []);
  return idle;
}

export function useFormDefinition(id: FormId) {
  const idle = useIdleAfterLoad();
  return useQuery({ queryKey: ['form-definition', id], queryFn: () => Promise.all([loadForm(id), loadRenderer()]).then(([form]) => form), staleTime: Infinity, gcTime: Infinity, enabled: idle });
}

/** The validator of forms built at run time (the account's choices, a contract's fields). */
export function useRuntimeValidator() {
  const idle = useIdleAfterLoad();
  return useQuery({ queryKey: ['form-runtime-validator'], queryFn: () => Promise.all([loadRuntimeValidator(), loadRenderer()]).then(([validator]) => validator), staleTime: Infinity, gcTime: Infinity, enabled: idle });
}
