// What the settings screen tests share: a signed-in phone, the contract's plain OK answers, and a
// clean slate after each test (antd-mobile's dialogs and toasts live outside what cleanup removes).
import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog, Toast } from 'antd-mobile';
import { afterEach, beforeEach, vi } from 'vitest';
import { i18n, setLanguage } from '@/lib/i18n/i18n';

/** components/responses/ok (contractExample does not follow response $refs). */
export const OK = { code: 200, msg: '操作成功', data: null };
/** components/schemas/common/cloud-ok-body. */
export const CLOUD_OK = { code: 0, msg: '操作成功' };

/** Dialogs animate in with pointer-events off; a person waits, the tests need not. */
export const user = () => userEvent.setup({ pointerEventsCheck: 0 });

export function signedInSettingsTests() {
  beforeEach(() => {
    localStorage.setItem('uni_id_token', 'test-token');
    localStorage.setItem('uni_id_token_expired', String(Date.now() + 86_400_000));
    // The album's explanation was seen (its own tests: tests/features/permission-explanations.test.tsx).
    localStorage.setItem('worker_permission_explained_album', '1');
  });
  afterEach(async () => {
    Dialog.clear();
    Toast.clear();
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
    if (i18n.language !== 'zh-Hans') await act(() => setLanguage('zh-Hans'));
  });
}

/** The error shown under the field whose control this is (its aria-describedby alert). */
export const errorOf = (control: HTMLElement) => {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)).find((el) => el?.getAttribute('role') === 'alert')?.textContent ?? null;
};
