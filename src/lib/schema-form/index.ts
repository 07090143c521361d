// The JSON-schema forms, for screens: the renderer loads lazily (rjsf and the antd pickers only come with a form
// screen) together with its catalogue, the `forms` namespace. Nothing here imports rjsf eagerly; keep it that way
// (only types, the loaders and the pure contract-fields module).
import { type ComponentType, createElement, lazy, useState } from 'react';
import { CHUNK_TIMEOUT_MS, within } from '@/lib/loading/deadline';
import { loadedRenderer, loadRenderer } from './renderer';
import type { SchemaFormProps } from './schema-form';

const SuspendingSchemaForm = lazy(() => within(loadRenderer(), CHUNK_TIMEOUT_MS, 'schema-form'));

/**
 * The form renderer, suspending while its code loads. A form whose renderer has already arrived (it
 * comes with useFormDefinition's data) draws in the same render: a lazy component suspends once even
 * then, and React shows content no sooner than 300 ms after a Suspense fallback. Chosen once per form,
 * so a form is never drawn anew (losing what was typed) when the code arrives.
 */
export function LazySchemaForm<T extends object = Record<string, unknown>>(props: SchemaFormProps<T>) {
  const [Form] = useState(() => (loadedRenderer()?.SchemaForm ?? SuspendingSchemaForm) as ComponentType<SchemaFormProps<T>>);
  return createElement(Form, props);
}

export type { SchemaFormProps } from './schema-form';
export { loadForm, loadRuntimeValidator, type FormId, type LoadedForm } from './forms';
export { useFormDefinition, useRuntimeValidator } from './use-form-definition';
export {
  contractFieldsToForm,
  contractValuesToFormData,
  formDataToContractValues,
  type ContractForm,
  type ContractFormField,
  type ContractFormValues,
} from './contract-fields';
