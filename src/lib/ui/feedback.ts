// Toasts and dialogs for every screen: antd-mobile's Toast and Dialog (with their animation
// library, ~30 KB) load on first use, not with the first page.
import type { DialogAlertProps, DialogConfirmProps, DialogShowProps } from 'antd-mobile/es/components/dialog';

/** An antd-mobile piece that shows itself imperatively, with the React 19 render it needs. */
async function imperative<T>(load: Promise<T>): Promise<T> {
  const [piece, { setUpImperativeRender }] = await Promise.all([load, import('./imperative-render')]);
  setUpImperativeRender();
  return piece;
}

const loadDialog = async () => (await imperative(import('antd-mobile/es/components/dialog'))).default;

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

export async function showToast(content: string, icon?: 'success' | 'fail') {
  const { default: Toast } = await imperative(import('antd-mobile/es/components/toast'));
  Toast.show({ content, icon });
}

export async function showDialog(props: DialogShowProps) {
  return (await loadDialog()).show(withAccessibleName(props));
}

/** Resolves true when the worker confirms. */
export async function confirmDialog(props: DialogConfirmProps) {
  return (await loadDialog()).confirm(withAccessibleName(props));
}

export async function alertDialog(props: DialogAlertProps) {
  return (await loadDialog()).alert(withAccessibleName(props));
}
