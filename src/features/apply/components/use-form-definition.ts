// A form of forms/ (schema, ui schema, validator), loaded once per app and kept. The renderer and
// its definitions (~70 KB gzip with rjsf and the pickers) start once the page has loaded and the
// browser is idle, as the other heavy libraries do: the step's frame and its skeleton come first,
// and the screen's first load stays within its budget.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type FormId, loadForm, loadRuntimeValidator } from '@/lib/schema-form';
import { whenIdleAfterLoad } from '@/lib/ui/yield';

export function useIdleAfterLoad() {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdleAfterLoad(() => setIdle(true)), []);
  return idle;
}

export function useFormDefinition(id: FormId) {
  const idle = useIdleAfterLoad();
  return useQuery({ queryKey: ['form-definition', id], queryFn: () => loadForm(id), staleTime: Infinity, gcTime: Infinity, enabled: idle });
}

/** The validator of forms built at run time (the account's choices, a contract's fields). */
export function useRuntimeValidator() {
  const idle = useIdleAfterLoad();
  return useQuery({ queryKey: ['form-runtime-validator'], queryFn: loadRuntimeValidator, staleTime: Infinity, gcTime: Infinity, enabled: idle });
}
