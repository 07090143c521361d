// The JSON-schema forms, for screens: the renderer loads lazily (rjsf and the antd pickers only come with a form
// screen) together with its catalogue, the `forms` namespace. Nothing here imports rjsf eagerly; keep it that way
// (only types, the loaders and the pure contract-fields module).
import { lazy } from 'react';
import { loadNamespaces } from '@/lib/i18n/i18n';

export const LazySchemaForm = lazy(() => Promise.all([import('./schema-form'), loadNamespaces('forms')]).then(([module]) => module));

export type { SchemaFormProps } from './schema-form';
export { loadForm, loadRuntimeValidator, type FormId, type LoadedForm } from './forms';
export {
  contractFieldsToForm,
  contractValuesToFormData,
  formDataToContractValues,
  type ContractForm,
  type ContractFormField,
  type ContractFormValues,
} from './contract-fields';
