// A recording not yet sent (service proof, issue 40) is the worker's evidence: at sign-out it counts
// with the changes still on the phone, and leaves only when the worker gives them up.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from 'antd-mobile';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MineScreen } from '@/features/mine/screens/mine-screen';
import { storedKeys } from '@/lib/storage/storage';
import { contractExample } from '../../support/contract';
import { renderScreen, stubApi } from '../../support/render';
import { signedInWorker } from '../../support/session';

signedInWorker();

const disk = new Map<string, unknown>();
vi.mock('idb-keyval', () => ({
  createStore: () => 'store',
  entries: async () => [...disk.entries()],
  keys: async () => [...disk.keys()],
  get: async (key: string) => disk.get(key),
  set: async (key: string, value: unknown) => void disk.set(key, value),
  del: async (key: string) => void disk.delete(key),
  delMany: async (keys: string[]) => keys.forEach((key) => disk.delete(key)),
}));

const PATH = '/pages/index/mys';
const OK = { code: 200, msg: '操作成功', data: null };
const user = userEvent.setup({ pointerEventsCheck: 0 });

beforeEach(() => {
  localStorage.setItem('uni_id_token', 'test-token');
  localStorage.setItem('uni_id_token_expired', String(Date.now() + 86_400_000));
  localStorage.setItem(storedKeys.workerId.name, 'w_10024');
});

afterEach(() => {
  Dialog.clear();
  cleanup();
  document.body.innerHTML = '';
  disk.clear();
});

const stubMine = () =>
  stubApi({
    getWorkerInfo: { body: contractExample('getWorkerInfo') },
    getMyWallet: { body: contractExample('getMyWallet') },
    getWorkerHomeSummary: { body: contractExample('getWorkerHomeSummary') },
    getUserMenu: { body: contractExample('getUserMenu') },
    logoutWorker: { body: OK },
  });

/** A minute recorded on an order by this worker, stopped, not sent. */
async function recordOne() {
  const { addPart, createDraft, finishDraft, listDrafts } = await import('@/lib/media/recordings');
  await createDraft({ id: 'rec-1', orderId: 'so_202611220002', owner: 'w_10024', startedAt: Date.now(), mediaType: 'audio/webm' });
  await addPart('rec-1', new Blob(['sound'], { type: 'audio/webm' }), 60_000);
  await finishDraft('rec-1', 60_000);
  return listDrafts;
}

describe('signing out with a recording not sent', () => {
  it('counts it, and waiting keeps it', async () => {
    const calls = stubMine();
    const listDrafts = await recordOne();
    renderScreen(<MineScreen />, { path: PATH });
    await screen.findByRole('heading', { name: '李师傅' });
    await user.click(screen.getByRole('button', { name: '退出登录' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('还有 1 项操作未发送到平台：未发送的服务录音（订单 202611220002）。');
    await user.click(within(dialog).getByRole('button', { name: '等它们发送后自动退出' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.operationId === 'logoutWorker')).toHaveLength(0);
    expect(await listDrafts()).toHaveLength(1);
  });

  it('counts once a recording whose send the outbox holds while its parts are still among the drafts', async () => {
    stubMine();
    await recordOne();
    // 上传 tapped, then a reload before the parts moved: the intent (naming its draft) and the draft.
    const { keepNow } = await import('@/lib/outbox/keep');
    keepNow('attachServiceOrderRecording', { id: 'so_202611220002', parts: [] }, { orderId: 'so_202611220002', lane: 'media', filesLater: { files: [], blobs: new Promise(() => undefined), from: 'rec-1' } });
    renderScreen(<MineScreen />, { path: PATH });
    await screen.findByRole('heading', { name: '李师傅' });
    await user.click(screen.getByRole('button', { name: '退出登录' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('还有 1 项操作未发送到平台：上传服务录音（订单 202611220002）。');
  });

  it('giving it up signs out and removes it', async () => {
    stubMine();
    const listDrafts = await recordOne();
    const { router } = renderScreen(<MineScreen />, { path: PATH });
    await screen.findByRole('heading', { name: '李师傅' });
    await user.click(screen.getByRole('button', { name: '退出登录' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '放弃它们并立即退出' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/login/login'));
    expect(await listDrafts()).toEqual([]);
    expect(disk.size).toBe(0);
  });
});
