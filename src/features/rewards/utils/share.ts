// Copying a code or a link, and sharing a page with what the worker is told of the outcome: the
// native bridge shares when the web-view has one, else the Web Share API, else the link is copied
// (lib/native/share); where nothing works, the screen shows the link to copy by hand.
import type { TFunction } from 'i18next';
import { sharePage } from '@/lib/native/share';
import { showToast } from '@/lib/ui/feedback';

/** Puts text on the clipboard: the Clipboard API, else the old copy command on a hidden field. */
async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, not a secure context): try the old way.
  }
  try {
    const field = document.createElement('textarea');
    field.value = text;
    field.setAttribute('readonly', '');
    field.style.position = 'fixed';
    field.style.opacity = '0';
    document.body.appendChild(field);
    field.select();
    const done = document.execCommand('copy');
    field.remove();
    return done;
  } catch {
    return false;
  }
}

/** Copies and says so; false when the worker has to copy by hand. */
export async function copyAndTell(text: string, t: TFunction<'rewards'>, done: string = t('share.codeCopied')): Promise<boolean> {
  const copied = await copyText(text);
  void showToast(copied ? done : t('share.copyFailed'), copied ? 'success' : 'fail');
  return copied;
}

/**
 * Shares a page (only a shareable one: lib/native/share refuses the rest) and tells the worker what
 * happened. Resolves true when the link must be shown to copy by hand (nothing could share or copy).
 */
export async function shareAndTell(pathname: string, card: { title: string; url: string; image?: string }, t: TFunction<'rewards'>): Promise<boolean> {
  const outcome = await sharePage(pathname, card);
  if (outcome === 'copied') void showToast(t('share.copied'), 'success');
  else if (outcome === 'notAllowed') void showToast(t('share.notAllowed'), 'fail');
  else if (outcome === 'unavailable') {
    void showToast(t('share.unavailable'));
    return true;
  }
  return false;
}
