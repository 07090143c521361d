// A form of forms/ (schema, ui schema, validator), loaded once per app and kept: the renderer and
// its definitions arrive with the first form screen.
import { useQuery } from '@tanstack/react-query';
import { type FormId, loadForm } from '@/lib/schema-form';

export const useFormDefinition = (id: FormId) =>
  useQuery({
    queryKey: ['form-definition', id],
    queryFn: () => loadForm(id),
    staleTime: Infinity,
    gcTime: Infinity,
  });
