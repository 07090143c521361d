// A refused or failed action says what happened in a dialog the worker closes; nothing typed is lost.
import { i18n } from '../../../lib/i18n/i18n';
import { alertDialog } from '../../../lib/ui/feedback';

export function showError(error: unknown) {
  const content = error instanceof Error ? error.message : String(error);
  return alertDialog({ content, confirmText: i18n.t('common:actions.confirm') });
}
