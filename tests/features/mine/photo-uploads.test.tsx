// The photos Mine's forms send: each uploaded with its own progress into its folder, then sent with
// the form; a send that fails keeps the text and the photos (feedback), the album gains the uploaded
// photos in one call, and the real-name verification goes with its three photos.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { appJournal } from '@/lib/outbox/journal';
import { flushOutbox as flush } from '@/lib/outbox';
import { saveSession } from '@/lib/session/session';
import { paths } from '@/config/paths';
import { AlbumScreen } from '@/features/mine/screens/album-screen';
import { FeedbackScreen } from '@/features/mine/screens/feedback-screen';
import { RealNameScreen } from '@/features/mine/screens/real-name-screen';
import { uploadFile, type UploadOptions } from '@/lib/api/upload';
import { contractExample } from '../../support/contract';
import { renderScreen, stubApi } from '../../support/render';
import './support';

vi.mock('@/lib/api/upload', () => ({ uploadFile: vi.fn() }));
vi.mock('@/lib/media/compress', () => ({ compressImage: vi.fn(async (file: Blob) => file) }));

const photoFile = (name = 'photo.png') => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type: 'image/png' });
const cdn = (name: string) => `https://cdn.example-massage.cn/worker/2026/11/22/${name}`;

/** Uploads that the test settles one by one, in the order they started. */
function controlledUploads() {
  const pending: { options: UploadOptions; resolve: (url: string) => void }[] = [];
  vi.mocked(uploadFile).mockImplementation(
    (options) =>
      new Promise((resolve) => {
        options.onProgress?.(40);
        pending.push({ options, resolve: (url) => resolve({ url, name: 'x.jpg', size: 1000 }) });
      }),
  );
  return pending;
}

beforeEach(() => {
  // Signed in: the outbox sends a worker's changes only in that worker's session.
  saveSession('tok', Date.now() + 3_600_000, 'w_10024');
  vi.mocked(uploadFile).mockReset();
});

describe('Photos on Mine\'s pages', () => {
  it('feedback: a photo uploads with progress, and a send with no answer keeps the text and the photo on the phone; it goes again by itself with both', async () => {
    const uploads = controlledUploads();
    let fail = true;
    const calls = stubApi({
      listWorkerFeedback: { body: contractExample('listWorkerFeedback') },
      submitWorkerFeedback: () => (fail ? { status: 502, body: contractExample('submitWorkerFeedback', undefined, '502') } : { body: contractExample('submitWorkerFeedback') }),
    });
    renderScreen(<FeedbackScreen />, { path: paths.feedback });
    const text = '结算页面的金额和账单明细对不上，差了12.50元。';
    await userEvent.type(screen.getByLabelText('问题描述'), text);
    await userEvent.upload(screen.getByLabelText(/截图或照片/, { selector: 'input' }), photoFile('shot.png'));
    // The bar shows at once; the upload code arrives, and the upload reports its progress.
    await waitFor(() => expect(screen.getByRole('progressbar', { name: '截图或照片（选填）第 1 张上传进度' })).toHaveAttribute('aria-valuenow', '40'));
    expect(uploads[0].options.folder).toBe('worker/feedback');

    // Not sent while the photo is still on its way.
    await userEvent.click(screen.getByRole('button', { name: '提交反馈' }));
    expect(calls.filter((c) => c.operationId === 'submitWorkerFeedback')).toHaveLength(0);

    uploads[0].resolve(cdn('shot.jpg'));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: '提交反馈' }));
    // The server failed (502): the feedback is kept on the phone, with the photo, and the form is free.
    await waitFor(() => expect(screen.getByLabelText('问题描述')).toHaveValue(''));
    expect(appJournal().all().map((intent) => intent.body)).toEqual([expect.objectContaining({ content: text, images: [cdn('shot.jpg')] })]);
    expect(screen.queryByRole('img', { name: '截图或照片（选填）第 1 张' })).not.toBeInTheDocument();

    fail = false;
    await flush();
    const sent = calls.filter((c) => c.operationId === 'submitWorkerFeedback').map((c) => c.body);
    const feedback = { type: 'app', content: text, images: [cdn('shot.jpg')], occurredAt: expect.any(String) };
    expect(sent).toEqual([feedback, feedback]);
    expect(appJournal().all()).toEqual([]);
  });

  it('album: uploaded photos are added in one call, and the album is read again', async () => {
    const uploads = controlledUploads();
    const calls = stubApi({ listAlbumPhotos: { body: contractExample('listAlbumPhotos') }, addAlbumPhotos: { body: contractExample('addAlbumPhotos') } });
    renderScreen(<AlbumScreen />, { path: paths.album });
    await screen.findByRole('list', { name: '相册照片' });
    await userEvent.upload(screen.getByLabelText(/新照片/, { selector: 'input' }), [photoFile('a.png'), photoFile('b.png')]);
    expect(uploads.map((u) => u.options.folder)).toEqual(['worker/album', 'worker/album']);
    uploads[0].resolve(cdn('a.jpg'));
    uploads[1].resolve(cdn('b.jpg'));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: '添加2张到相册' }));
    await waitFor(() => expect(calls.filter((c) => c.operationId === 'listAlbumPhotos')).toHaveLength(2));
    expect(calls.filter((c) => c.operationId === 'addAlbumPhotos').map((c) => c.body)).toEqual([{ urls: [cdn('a.jpg'), cdn('b.jpg')], occurredAt: expect.any(String) }]);
    expect(screen.queryByRole('button', { name: /到相册/ })).not.toBeInTheDocument();
  });

  it('real name: sends the name, the ID number in capitals and the three photos, then shows it under review', async () => {
    const uploads = controlledUploads();
    let submitted = false;
    const calls = stubApi({
      getWorkerRealNameApply: () => ({ body: contractExample('getWorkerRealNameApply', submitted ? 'pending' : 'none') }),
      submitWorkerRealName: () => ((submitted = true), { body: contractExample('submitWorkerRealName') }),
    });
    renderScreen(<RealNameScreen />, { path: paths.realName });
    await userEvent.type(await screen.findByLabelText('真实姓名'), '李秀梅');
    await userEvent.type(screen.getByLabelText('身份证号'), '11010519491231002x');
    for (const side of ['身份证人像面', '身份证国徽面', '手持身份证照片']) await userEvent.upload(screen.getByLabelText(new RegExp(side), { selector: 'input' }), photoFile(`${side}.png`));
    uploads.forEach((u, i) => u.resolve(cdn(`id${i}.jpg`)));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: '提交认证' }));
    expect(await screen.findByRole('heading', { name: '审核中' })).toBeInTheDocument();
    expect(calls.filter((c) => c.operationId === 'submitWorkerRealName').map((c) => c.body)).toEqual([
      { realName: '李秀梅', idCardNo: '11010519491231002X', idCardFront: cdn('id0.jpg'), idCardBack: cdn('id1.jpg'), handheldPhoto: cdn('id2.jpg') },
    ]);
  });
});
