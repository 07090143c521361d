// Toasts and dialogs for every screen: antd-mobile's Toast and Dialog (with their animation
// library, ~30 KB) load on first use, not with the first page.
import type { DialogAlertProps, DialogConfirmProps, DialogShowProps } from 'antd-mobile/es/components/dialog';

const loadDialog = async () => (await import('antd-mobile/es/components/dialog')).default;

export async function showToast(content: string, icon?: 'success' | 'fail') {
  const { default: Toast } = await import('antd-mobile/es/components/toast');
  Toast.show({ content, icon });
}

export async function showDialog(props: DialogShowProps) {
  return (await loadDialog()).show(props);
}

/** Resolves true when the worker confirms. */
export async function confirmDialog(props: DialogConfirmProps) {
  return (await loadDialog()).confirm(props);
}

export async function alertDialog(props: DialogAlertProps) {
  return (await loadDialog()).alert(props);
}
