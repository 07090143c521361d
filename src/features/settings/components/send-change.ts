// How the settings screens answer a change: refused or failed, a dialog says what happened (the form
// keeps everything typed); gone through, a toast says so.
import { i18n } from '@/lib/i18n/i18n';
import { alertDialog, showToast } from '@/lib/ui/feedback';

export function showError(error: unknown) {
  const content = error instanceof Error ? error.message : String(error);
  return alertDialog({ content, confirmText: i18n.t('common:actions.confirm') });
}

/** Waits for a change's request and says how it went; true when it went through. */
export async function sendChange(request: Promise<unknown>, doneText: string): Promise<boolean> {
  try {
    await request;
  } catch (error) {
    void showError(error);
    return false;
  }
  void showToast(doneText, 'success');
  return true;
}
