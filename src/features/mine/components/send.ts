// How Mine's pages answer a save: a refused or failed one says what happened in a dialog the worker
// closes (nothing typed or chosen is lost); one that went through says so in a toast.
import { i18n } from '@/lib/i18n/i18n';
import { alertDialog, showToast } from '@/lib/ui/feedback';

export function showError(error: unknown) {
  const content = error instanceof Error ? error.message : String(error);
  return alertDialog({ content, confirmText: i18n.t('common:actions.confirm') });
}

/** Waits for a save's request and says how it went; true when it went through. */
export async function send(request: Promise<unknown>, doneText: string): Promise<boolean> {
  try {
    await request;
  } catch (error) {
    void showError(error);
    return false;
  }
  void showToast(doneText);
  return true;
}
