// Toasts and dialogs for code that runs on every page (the app shell, the navigation guard):
// antd-mobile's Toast and Dialog (with their animation library, ~35 KB) load on first use, not
// with the first page.
import type { DialogShowProps } from 'antd-mobile/es/components/dialog';

export async function showToast(content: string) {
  const { default: Toast } = await import('antd-mobile/es/components/toast');
  Toast.show({ content });
}

export async function showDialog(props: DialogShowProps) {
  const { default: Dialog } = await import('antd-mobile/es/components/dialog');
  return Dialog.show(props);
}
