// A settings form of forms/settings: its definition and the renderer load once the page is idle
// (lib/schema-form's useFormDefinition); while they load the page keeps the form's place, and a
// failed load says so with a retry.
import { type ComponentProps, Suspense } from 'react';
import { Card } from '@/components/card';
import { LoadingBlock, QueryState } from '@/components/query-state';
import { type FormId, LazySchemaForm, useFormDefinition } from '@/lib/schema-form';

type Props<T extends object> = { form: FormId } & Omit<ComponentProps<typeof LazySchemaForm>, 'schema' | 'uiSchema' | 'validator' | 'onSubmit'> & {
  onSubmit: (data: T) => unknown;
};

export function SettingsForm<T extends object>({ form, onSubmit, ...props }: Props<T>) {
  const loaded = useFormDefinition(form);
  return (
    <QueryState query={loaded} lines={5}>
      {(definition) => (
        <Suspense fallback={<LoadingBlock lines={5} />}>
          <Card as="div" className="settings-form">
            <LazySchemaForm {...definition} {...props} onSubmit={(data) => onSubmit(data as T)} />
          </Card>
        </Suspense>
      )}
    </QueryState>
  );
}
