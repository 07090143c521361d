// Toasts and dialogs for every screen: antd-mobile's Toast and Dialog (with their animation
// library, ~30 KB) load on first use, not with the first page.
import { inTime } from '@/lib/loading/deadline';
import type { CSSProperties } from 'react';
import type { DialogAlertProps, DialogConfirmProps, DialogShowHandler, DialogShowProps } from 'antd-mobile/es/components/dialog';
import { i18n } from '@/lib/i18n/i18n';
import { currentScreen, isCurrentScreen, showOnScreen } from './screen-overlays';

/** An antd-mobile piece that shows itself imperatively, with the React 19 render it needs. */
async function imperative<T>(load: Promise<T>): Promise<T> {
  const [piece, { setUpImperativeRender }] = await Promise.all([load, inTime(import('./imperative-render'), 'imperative-render')]);
  setUpImperativeRender();
  return piece;
}

const loadDialog = async () => (await imperative(inTime(import('antd-mobile/es/components/dialog'), 'dialog'))).default;

type Named = { title?: unknown; content?: unknown; 'aria-label'?: string };

/**
 * A dialog is named for screen readers by its title, or else by its message: antd-mobile gives
 * the dialog role no name of its own, and most of ours have no title.
 */
function withAccessibleName<P extends Named>(props: P): P {
  if (props['aria-label']) return props;
  const name = [props.title, props.content].find((part): part is string => typeof part === 'string' && part.trim() !== '');
  return name ? { ...props, 'aria-label': name } : props;
}

/**
 * Whose a dialog is. A screen's (the default) closes when the screen goes (lib/ui/screen-overlays.ts).
 * The app's answers an app-wide event (app/app-events.tsx) and stays across navigation, which is
 * often what that answer does next.
 */
type DialogScope = { scope?: 'screen' | 'app' };

/** How long a toast shows: long enough to read a short line, short enough not to wait on. */
const TOAST_MS = 1500;
/** The layers toasts and dialogs sit on: above every page, the dialogs above the toasts. */
const TOAST_LAYER = 10090;
const DIALOG_LAYER = 999999;
const onLayer = (layer: number) => ({ '--z-index': String(layer) }) as CSSProperties;

/** A toast is brief and blocks nothing: it stays across navigation ("accepted", then the order). */
export async function showToast(content: string, icon?: 'success' | 'fail') {
  const { default: Toast } = await imperative(inTime(import('antd-mobile/es/components/toast'), 'toast'));
  Toast.show({ content, icon, duration: TOAST_MS, maskStyle: onLayer(TOAST_LAYER) });
}

/**
 * A screen's dialog whose screen went while its code loaded never shows: its `onClose` runs, as
 * when it is closed.
 */
export async function showDialog(props: DialogShowProps, { scope = 'screen' }: DialogScope = {}): Promise<DialogShowHandler> {
  const asked = currentScreen();
  const Dialog = await loadDialog();
  const named = { ...withAccessibleName(props), style: { ...onLayer(DIALOG_LAYER), ...props.style } };
  if (scope === 'app') return Dialog.show(named);
  if (!isCurrentScreen(asked)) {
    props.onClose?.();
    return { close: () => undefined };
  }
  return showOnScreen((onClose) =>
    Dialog.show({
      ...named,
      onClose: () => {
        onClose();
        props.onClose?.();
      },
    }),
  );
}

// Confirm and alert as antd-mobile builds them (on show), so that they close with their screen
// too; their buttons' default texts come from our catalogues.

/** Resolves true when the worker confirms; false when they cancel, or the dialog closes with its screen. */
export function confirmDialog({ confirmText, cancelText, onConfirm, onCancel, ...props }: DialogConfirmProps, scope?: DialogScope) {
  return new Promise<boolean>((resolve) => {
    void showDialog(
      {
        ...props,
        closeOnAction: true,
        onClose: () => {
          props.onClose?.();
          resolve(false);
        },
        actions: [
          [
            {
              key: 'cancel',
              text: cancelText ?? i18n.t('common:actions.cancel'),
              onClick: async () => {
                await onCancel?.();
                resolve(false);
              },
            },
            {
              key: 'confirm',
              text: confirmText ?? i18n.t('common:actions.confirm'),
              bold: true,
              onClick: async () => {
                await onConfirm?.();
                resolve(true);
              },
            },
          ],
        ],
      },
      scope,
    );
  });
}

/** One of a dialog's choices: its key, its text, and whether it is the one a worker should take (bold). */
export type Choice<K extends string> = { key: K; text: string; bold?: boolean; danger?: boolean };

/** Resolves with the key of the choice taken, one button each, one above the other; null when the dialog closes otherwise. */
export function chooseDialog<K extends string>({ choices, ...props }: Omit<DialogShowProps, 'actions'> & { choices: Choice<K>[] }, scope?: DialogScope) {
  return new Promise<K | null>((resolve) => {
    let chosen: K | null = null;
    void showDialog(
      {
        ...props,
        closeOnAction: true,
        onClose: () => {
          props.onClose?.();
          resolve(chosen);
        },
        actions: choices.map(({ key, text, bold, danger }) => ({ key, text, bold, danger, onClick: () => void (chosen = key) })),
      },
      scope,
    );
  });
}

/** Resolves once the dialog has closed (by its button, or with its screen). */
export function alertDialog({ confirmText, onConfirm, ...props }: DialogAlertProps, scope?: DialogScope) {
  return new Promise<void>((resolve) => {
    void showDialog(
      {
        ...props,
        closeOnAction: true,
        actions: [{ key: 'confirm', text: confirmText ?? i18n.t('common:actions.confirm') }],
        onAction: onConfirm,
        onClose: () => {
          props.onClose?.();
          resolve();
        },
      },
      scope,
    );
  });
}

/** A refused or failed call, said in a dialog the worker closes: the screen keeps all that was typed. */
export function showError(error: unknown) {
  const content = error instanceof Error ? error.message : String(error);
  return alertDialog({ content, confirmText: i18n.t('common:actions.confirm') });
}

/**
 * Waits for a save, a step or an action and says how it went: what went wrong in a dialog
 * (`showError`), a success in a toast. True when the server took it.
 */
export async function sendStep(request: Promise<unknown>, doneText: string): Promise<boolean> {
  let outcome: unknown;
  try {
    outcome = await request;
  } catch (error) {
    void showError(error);
    return false;
  }
  // Kept on the phone by the outbox (lib/outbox): done for the worker, and on its way by itself.
  const queued = (outcome as { state?: unknown } | undefined)?.state === 'queued';
  void showToast(queued ? i18n.t('outbox:queued') : doneText, 'success');
  return true;
}
