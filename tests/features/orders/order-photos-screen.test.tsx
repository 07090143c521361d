import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from 'antd-mobile';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { OrderPhotosScreen } from '@/features/orders/screens/order-photos-screen';
import { ApiError } from '@/lib/api/errors';
import { uploadFile, type UploadOptions } from '@/lib/api/upload';
import { contractExample } from '../../support/contract';
import { doubleTap } from '../../support/double-tap';
import { renderScreen, stubApi } from '../../support/render';
import { detail, photoFile, startSignedIn } from './support';

startSignedIn();

vi.mock('@/lib/api/upload', () => ({ uploadFile: vi.fn() }));
vi.mock('@/lib/media/compress', () => ({ compressImage: vi.fn(async (file: Blob) => file) }));

beforeEach(() => {
  vi.mocked(uploadFile).mockReset();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  // antd-mobile renders dialogs into their own root, outside what cleanup() removes.
  Dialog.clear();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

// A dialog animates in with pointer-events off; a person waits, the test need not.
const tap = userEvent.setup({ pointerEventsCheck: 0 });

/** The finish's guard (utils/step-guard.ts), answered the way a person does. */
async function answerGuard(title: string, button: '确定' | '取消' = '确定') {
  const dialog = await screen.findByRole('dialog', { name: title });
  await tap.click(within(dialog).getByRole('button', { name: button }));
  return dialog;
}

const cdn = (name: string) => `https://cdn.example-massage.cn/order/service/2026/11/22/${name}`;
const open = () => renderScreen(<OrderPhotosScreen />, { path: `${paths.orderPhotos}?id=so_202611220002`, route: paths.orderPhotos });

/** Uploads that the test settles one by one, in the order they started. */
function controlledUploads() {
  const pending: { options: UploadOptions; resolve: (url: string) => void; reject: (e: unknown) => void }[] = [];
  vi.mocked(uploadFile).mockImplementation(
    (options) =>
      new Promise((resolve, reject) => {
        options.onProgress?.(35);
        pending.push({ options, resolve: (url) => resolve({ url, name: 'x.jpg', size: 1000 }), reject });
      }),
  );
  return pending;
}

describe('Service photos', () => {
  it('a failed upload is retried alone while the other photo stays uploaded, then the order is finished with all photos', async () => {
    const uploads = controlledUploads();
    const calls = stubApi({
      getServiceOrderDetail: { body: detail('inService', (d) => (d.servicePhotos = [])) },
      finishServiceOrder: { body: contractExample('finishServiceOrder') },
    });
    const { router } = open();

    await userEvent.upload(await screen.findByLabelText('从相册选择'), [photoFile('a.png'), photoFile('b.png')]);
    // Each photo has its own progress bar.
    // The bar shows at once; the upload code arrives, and the upload reports its progress.
    await waitFor(() => expect(screen.getByRole('progressbar', { name: '照片 1 上传进度' })).toHaveAttribute('aria-valuenow', '35'));
    expect(screen.getByRole('progressbar', { name: '照片 2 上传进度' })).toBeInTheDocument();
    expect(uploads.map((u) => u.options.folder)).toEqual(['order/service', 'order/service']);

    uploads[0].reject(new ApiError('network', '网络开小差了！'));
    uploads[1].resolve(cdn('b.jpg'));
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: '照片 2 上传进度' })).not.toBeInTheDocument());

    // The failed one is on the phone: a finish now would take it along (the tap never waits for an
    // upload). One message for it, that it is kept, never also that it failed (issue 48).
    expect(await screen.findByText('照片已保存在手机上，将随提交一起发送')).toBeInTheDocument();
    expect(screen.queryByText('上传失败')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: '重试照片 1' }));
    expect(uploads).toHaveLength(3);
    expect(uploads[2].options.file).toBe(uploads[0].options.file);
    uploads[2].resolve(cdn('a.jpg'));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getByRole('img', { name: '服务照片 2' })).toBeInTheDocument();

    doubleTap(screen.getByRole('button', { name: '提交并完成服务' }));
    // The example's service has 30 minutes left: finishing now is finishing early.
    await answerGuard('服务时长未满，确认提前完成？');
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.orderDetail));
    const finishes = calls.filter((c) => c.operationId === 'finishServiceOrder');
    expect(finishes).toHaveLength(1);
    expect(finishes[0].body).toEqual({ id: 'so_202611220002', photos: [cdn('a.jpg'), cdn('b.jpg')], occurredAt: expect.stringMatching(/T\d\d:\d\d:\d\d[+-]\d\d:\d\d$/) });
  });

  it('keeps the saved photos, removes one, and saves the rest', async () => {
    const calls = stubApi({
      getServiceOrderDetail: { body: detail('inService') },
      saveServiceOrderPhotos: { body: contractExample('saveServiceOrderPhotos') },
    });
    open();
    expect(await screen.findByText('已选 2/9')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '删除照片 1' }));
    expect(screen.getByText('已选 1/9')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '保存照片' }));
    await waitFor(() =>
      expect(calls.find((c) => c.operationId === 'saveServiceOrderPhotos')?.body).toEqual({
        id: 'so_202611220002',
        photos: ['https://cdn.example-massage.cn/worker/2026/11/22/svc_so_202611220002_2.jpg'],
        occurredAt: expect.stringMatching(/T\d\d:\d\d:\d\d[+-]\d\d:\d\d$/),
      }),
    );
  });

  it('takes at most 9 photos and needs at least one to finish', async () => {
    controlledUploads();
    const calls = stubApi({ getServiceOrderDetail: { body: detail('inService', (d) => (d.servicePhotos = [])) } });
    open();
    await userEvent.click(await screen.findByRole('button', { name: '提交并完成服务' }));
    expect(await screen.findByText('请至少上传1张照片')).toBeInTheDocument();

    const files = Array.from({ length: 11 }, (_, i) => photoFile(`p${i}.png`));
    await userEvent.upload(screen.getByLabelText('从相册选择'), files);
    expect(await screen.findByText('已选 9/9')).toBeInTheDocument();
    expect(uploadFile).toHaveBeenCalledTimes(9);
    expect(screen.queryByLabelText('从相册选择')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.operationId === 'finishServiceOrder')).toHaveLength(0);
  });

  it('the camera input asks for the back camera', async () => {
    stubApi({ getServiceOrderDetail: { body: detail('inService') } });
    open();
    const camera = await screen.findByLabelText('拍照');
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(camera).toHaveAttribute('accept', 'image/*');
    expect(within(document.body).getByLabelText('从相册选择')).toHaveAttribute('multiple');
  });
});

describe('Service photos: the finish is confirmed', () => {
  const inService = (remainingSeconds: number) => detail('inService', (d) => (d.timer = { ...(d.timer as object), remainingSeconds } as DetailTimer));
  type DetailTimer = { remainingSeconds: number };

  it('a tap then 取消 sends nothing, and the finish can be asked again', async () => {
    const calls = stubApi({ getServiceOrderDetail: { body: inService(0) }, finishServiceOrder: { body: contractExample('finishServiceOrder') } });
    const { router } = open();
    await userEvent.click(await screen.findByRole('button', { name: '提交并完成服务' }));
    await answerGuard('确认完成服务？', '取消');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.operationId === 'finishServiceOrder')).toHaveLength(0);
    expect(router.state.location.pathname).toBe(paths.orderPhotos);

    await userEvent.click(screen.getByRole('button', { name: '提交并完成服务' }));
    expect(await screen.findByRole('dialog', { name: '确认完成服务？' })).toBeInTheDocument();
  });

  it('confirmed, a double tap asks once and sends the finish once', async () => {
    const calls = stubApi({ getServiceOrderDetail: { body: inService(0) }, finishServiceOrder: { body: contractExample('finishServiceOrder') } });
    const { router } = open();
    doubleTap(await screen.findByRole('button', { name: '提交并完成服务' }));
    await answerGuard('确认完成服务？');
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.orderDetail));
    expect(calls.filter((c) => c.operationId === 'finishServiceOrder')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('before the booked time is up, asks about finishing early with the minutes left', async () => {
    const calls = stubApi({ getServiceOrderDetail: { body: inService(12 * 60 - 20) }, finishServiceOrder: { body: contractExample('finishServiceOrder') } });
    open();
    await userEvent.click(await screen.findByRole('button', { name: '提交并完成服务' }));
    const dialog = await screen.findByRole('dialog', { name: '服务时长未满，确认提前完成？' });
    expect(dialog).toHaveTextContent('还剩 12 分钟');
    await tap.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.operationId === 'finishServiceOrder')).toHaveLength(0);
  });

  it('after the booked time, asks only the plain confirmation', async () => {
    stubApi({ getServiceOrderDetail: { body: inService(0) } });
    open();
    await userEvent.click(await screen.findByRole('button', { name: '提交并完成服务' }));
    const dialog = await screen.findByRole('dialog', { name: '确认完成服务？' });
    expect(dialog).not.toHaveTextContent('服务时长未满');
    expect(dialog).not.toHaveTextContent('还剩');
  });
});
