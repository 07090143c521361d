// A settings form of forms/settings: its schema and validator load with the screen, the renderer
// lazily; while they load the page keeps the form's place, and a failed load says so with a retry.
import { useQuery } from '@tanstack/react-query';
import { type ComponentProps, Suspense } from 'react';
import { ErrorState, LoadingBlock } from '@/components/query-state';
import { type FormId, LazySchemaForm, loadForm } from '@/lib/schema-form';

type Props<T extends object> = { form: FormId } & Omit<ComponentProps<typeof LazySchemaForm>, 'schema' | 'uiSchema' | 'validator' | 'onSubmit'> & {
  onSubmit: (data: T) => unknown;
};

export function SettingsForm<T extends object>({ form, onSubmit, ...props }: Props<T>) {
  // The form's files never change while the app runs.
  const loaded = useQuery({ queryKey: ['form', form], queryFn: () => loadForm(form), staleTime: Infinity, gcTime: Infinity });
  if (loaded.isPending) return <LoadingBlock lines={5} />;
  if (loaded.isError) return <ErrorState error={loaded.error} onRetry={() => void loaded.refetch()} />;
  return (
    <Suspense fallback={<LoadingBlock lines={5} />}>
      <div className="card settings-form">
        <LazySchemaForm {...loaded.data} {...props} onSubmit={(data) => onSubmit(data as T)} />
      </div>
    </Suspense>
  );
}
