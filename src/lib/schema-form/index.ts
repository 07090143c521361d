// The JSON-schema forms, for screens: the renderer loads lazily (rjsf and the antd pickers only come with a form
// screen) together with its catalogue, the `forms` namespace. Nothing here imports rjsf eagerly; keep it that way
// (only types, the loaders and the pure contract-fields module).
import { lazy } from 'react';
import { loadNamespaces } from '@/lib/i18n/i18n';
import { CHUNK_TIMEOUT_MS, within } from '@/lib/loading/deadline';

export const LazySchemaForm = lazy(() => within(Promise.all([import('./schema-form'), loadNamespaces('forms')]), CHUNK_TIMEOUT_MS, 'schema-form').then(([module]) => module));

export type { SchemaFormProps } from './schema-form';
export { loadForm, loadRuntimeValidator, type FormId, type LoadedForm } from './forms';
export { useFormDefinition, useIdleAfterLoad, useRuntimeValidator } from './use-form-definition';
export {
  contractFieldsToForm,
  contractValuesToFormData,
  formDataToContractValues,
  type ContractForm,
  type ContractFormField,
  type ContractFormValues,
} from './contract-fields';
