// How the apply screens answer a step: a refused or failed call says what happened in a dialog the
// applicant closes (the form keeps everything); one that went through says so in a toast.
import { i18n } from '@/lib/i18n/i18n';
import { alertDialog, showToast } from '@/lib/ui/feedback';

export function showError(error: unknown) {
  const content = error instanceof Error ? error.message : String(error);
  return alertDialog({
    content,
    confirmText: i18n.t('common:actions.confirm'),
  });
}

/** Waits for a step's call and says how it went; true when the server took it. */
export async function sendStep(request: Promise<unknown>, doneText: string): Promise<boolean> {
  try {
    await request;
  } catch (error) {
    void showError(error);
    return false;
  }
  void showToast(doneText, 'success');
  return true;
}
