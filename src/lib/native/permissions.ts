// Before the camera, album, location, microphone or phone is used, the worker is told why
// (docs/decisions.md, "Permission explanations"), once per permission; the native bridge then asks
// the OS when it exists.
import { i18n } from '@/lib/i18n/i18n';
import { readStored, storedKeys, writeStored } from '@/lib/storage/storage';
import { nativeBridge } from './bridge';
import { confirmDialog } from '@/lib/ui/feedback';

type PermissionKind = 'camera' | 'album' | 'location' | 'microphone' | 'phone';

/** Whether the worker was told why (the phone's, not the worker's: it stays at sign-out). */
export const wasExplained = (kind: PermissionKind) => readStored(storedKeys.permissionExplained(kind));

/**
 * Shows the explanation the first time; resolves true when the worker goes on (and the OS, where
 * the bridge asks it, grants), false when they decline. Later calls skip the explanation.
 */
export async function explainPermission(kind: PermissionKind, confirm = defaultConfirm): Promise<boolean> {
  if (!wasExplained(kind)) {
    const ok = await confirm(i18n.t(`permissions:${kind}.title`), i18n.t(`permissions:${kind}.why`));
    if (!ok) return false;
    writeStored(storedKeys.permissionExplained(kind), true);
  }
  const bridge = nativeBridge();
  return bridge?.requestPermission ? bridge.requestPermission(kind) : true;
}

const defaultConfirm = (title: string, content: string) =>
  confirmDialog({ title, content, confirmText: i18n.t('permissions:continue'), cancelText: i18n.t('permissions:notNow') });

/**
 * The click handler of a label that wraps a file input: the first time, the explanation comes
 * before the camera or album opens (the input is clicked once the worker goes on).
 */
export function explainBeforePicking(kind: 'camera' | 'album') {
  return (event: { currentTarget: HTMLElement; preventDefault: () => void }) => {
    if (wasExplained(kind)) return;
    event.preventDefault();
    const input = event.currentTarget.querySelector<HTMLInputElement>('input[type=file]');
    void explainPermission(kind).then((ok) => {
      if (ok) input?.click();
    });
  };
}

/**
 * The click handler of a `tel:` link: the first time, the explanation comes before the phone app
 * opens (the number is dialled once the worker goes on); a decline dials nothing.
 */
export function explainBeforeDialing(event: { currentTarget: HTMLAnchorElement; preventDefault: () => void }) {
  if (wasExplained('phone')) return;
  event.preventDefault();
  const href = event.currentTarget.href;
  void explainPermission('phone').then((ok) => {
    if (ok) window.location.assign(href);
  });
}
