import { screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { paths } from '@/config/paths';
import { AvatarCropperScreen } from '@/features/settings/screens/avatar-cropper-screen';
import { contractExample } from '../../support/contract';
import { renderScreen, stubApi, testQueryClient } from '../../support/render';
import { user, signedInSettingsTests } from './support';
import { signedInWorker } from '../../support/session';

signedInWorker();

// The cropper itself needs a real browser (image decoding, pointer gestures): here it reports a crop
// at once; the e2e run uses the real one.
vi.mock('react-easy-crop', () => {
  function FakeCropper({ onCropComplete, cropperProps }: { onCropComplete: (a: unknown, p: unknown) => void; cropperProps: { 'aria-label': string } }) {
    // Once, as the library does when the picture has loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    useEffect(() => onCropComplete({ x: 0, y: 0, width: 100, height: 100 }, { x: 10, y: 10, width: 300, height: 300 }), []);
    return <div aria-label={cropperProps['aria-label']} />;
  }
  return { default: FakeCropper };
});
const cropToBlob = vi.fn(async () => new Blob(['jpeg'], { type: 'image/jpeg' }));
vi.mock('@/features/settings/utils/crop-image', () => ({ cropToBlob: (...args: unknown[]) => cropToBlob(...(args as [])) }));
const uploadFile = vi.fn();
vi.mock('@/lib/api/upload', () => ({ uploadFile: (...args: unknown[]) => uploadFile(...args) }));

signedInSettingsTests();
beforeEach(() => {
  uploadFile.mockReset();
  cropToBlob.mockClear();
});

const URL_UPLOADED = 'https://cdn.example-massage.cn/worker/avatar/2026/11/22/w_10024_c81f.jpg';

function openWithPhoto() {
  const router = createMemoryRouter(
    [
      { path: paths.avatarCropper, element: <AvatarCropperScreen /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [{ pathname: paths.avatarCropper, state: { src: 'blob:http://app.test/photo' } }] },
  );
  render(
    <Providers queryClient={testQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

describe('Avatar cropper', () => {
  it('opened without a photo, asks for one', async () => {
    stubApi({});
    renderScreen(<AvatarCropperScreen />, { path: paths.avatarCropper });
    expect(screen.getByRole('heading', { name: '裁剪头像', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('还没有选择照片')).toBeInTheDocument();
    expect(screen.getByLabelText('选择照片')).toHaveAttribute('accept', 'image/*');
  });

  it('uploads the crop to the avatar folder with progress, saves it, and goes back to the profile', async () => {
    const saved = contractExample<{ data: { avatar: string } }>('updateWorkerInfo');
    saved.data.avatar = URL_UPLOADED;
    const calls = stubApi({ updateWorkerInfo: { body: saved } });
    let finish!: () => void;
    uploadFile.mockImplementation(({ onProgress }: { onProgress: (n: number) => void }) => {
      onProgress(40);
      return new Promise((resolve) => (finish = () => resolve({ url: URL_UPLOADED, name: 'a.jpg', size: 1 })));
    });
    const router = openWithPhoto();
    expect(await screen.findByLabelText('裁剪区域：拖动照片调整位置')).toBeInTheDocument();
    await user().click(await screen.findByRole('button', { name: '使用这张头像' }));
    expect(await screen.findByRole('progressbar', { name: '上传中…' })).toHaveAttribute('aria-valuenow', '40');
    expect(uploadFile).toHaveBeenCalledWith(expect.objectContaining({ folder: 'worker/avatar', suffix: 'jpg' }));
    expect(cropToBlob).toHaveBeenCalledWith('blob:http://app.test/photo', { x: 10, y: 10, width: 300, height: 300 });
    finish();
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.userInfo));
    expect(calls.find((c) => c.operationId === 'updateWorkerInfo')?.body).toEqual({ occurredAt: expect.any(String), avatar: URL_UPLOADED });
  });

  it('keeps the crop for another try when the upload fails, and says why', async () => {
    const calls = stubApi({});
    uploadFile.mockRejectedValue(new Error('请求超时，请重试！'));
    const router = openWithPhoto();
    await user().click(await screen.findByRole('button', { name: '使用这张头像' }));
    expect(await within(await screen.findByRole('dialog')).findByText('请求超时，请重试！')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.avatarCropper);
    expect(screen.getByRole('button', { name: '使用这张头像' })).toBeEnabled();
    expect(calls).toHaveLength(0);
  });
});
