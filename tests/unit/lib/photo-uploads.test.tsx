// Only pictures are taken as photos: `accept="image/*"` is a hint a phone's file picker can ignore,
// and a text file picked as the door photo uploaded as a broken image, then said 照片已上传. A form
// that keeps the URLs elsewhere (the application's draft) is told each change.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { isPicture, usePhotoUploads } from '@/lib/media/use-photo-uploads';

const toasts = vi.hoisted(() => [] as string[]);
vi.mock('@/lib/ui/feedback', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/ui/feedback')>()),
  showToast: (text: string) => {
    toasts.push(text);
    return Promise.resolve();
  },
}));
const uploads = vi.hoisted(() => [] as string[]);
const retries = vi.hoisted(() => [] as (number | undefined)[]);
vi.mock('@/lib/media/uploader', () => ({
  useUploaderWhenIdle: () => undefined,
  loadUploader: () =>
    Promise.resolve({
      uploadPhoto: (file: File, target: { retries?: number }) => {
        uploads.push(file.name);
        retries.push(target.retries);
        return Promise.resolve(`https://cdn.example.cn/${file.name}`);
      },
    }),
}));

const file = (name: string, type: string) => new File(['x'], name, { type });

describe('photos', () => {
  it('tells a picture from another file, by its type or, without one, by its suffix', () => {
    expect(isPicture(file('door.jpg', 'image/jpeg'))).toBe(true);
    expect(isPicture(file('door.heic', ''))).toBe(true);
    expect(isPicture(file('notes.txt', 'text/plain'))).toBe(false);
    expect(isPicture(file('contract.pdf', 'application/pdf'))).toBe(false);
    expect(isPicture(file('notes', ''))).toBe(false);
    expect(isPicture(file('logo.svg', 'image/svg+xml'))).toBe(false);
    expect(isPicture(file('logo.svg', ''))).toBe(false);
    expect(isPicture(file('IMG_0001.JPG', ''))).toBe(true);
  });

  it('takes the pictures only, says in words that a file was not one, and keeps the photo there was', async () => {
    toasts.length = 0;
    uploads.length = 0;
    const { result } = renderHook(() => usePhotoUploads({ folder: 'order/checkin' }));
    await act(async () => result.current.replace(file('door.jpg', 'image/jpeg')));
    expect(result.current.items.map((i) => i.file?.name)).toEqual(['door.jpg']);
    await act(async () => result.current.replace(file('notes.txt', 'text/plain')));
    expect(result.current.items.map((i) => i.file?.name)).toEqual(['door.jpg']);
    expect(toasts).toEqual(['只能选择照片，这个文件不是图片']);
    await act(async () => result.current.add([file('a.png', 'image/png'), file('b.txt', 'text/plain')]));
    expect(result.current.items.map((i) => i.file?.name)).toEqual(['door.jpg', 'a.png']);
    expect(uploads).toEqual(['door.jpg', 'a.png']);
    expect(toasts).toHaveLength(2);
  });

  it('tells a form that keeps the URLs elsewhere each change, not the photos saved before, and tries as often as it asks', async () => {
    retries.length = 0;
    const told: string[][] = [];
    const { result } = renderHook(() =>
      usePhotoUploads({ folder: 'worker/apply', initial: ['https://cdn.example.cn/saved.jpg'], retries: 2, onUrls: (urls) => told.push(urls) }),
    );
    expect(result.current.urls).toEqual(['https://cdn.example.cn/saved.jpg']);
    expect(told).toEqual([]);
    await act(async () => result.current.add([file('life.jpg', 'image/jpeg')]));
    expect(told).toEqual([['https://cdn.example.cn/saved.jpg', 'https://cdn.example.cn/life.jpg']]);
    expect(retries).toEqual([2]);
    await act(async () => result.current.remove(result.current.items[0].key));
    expect(told.at(-1)).toEqual(['https://cdn.example.cn/life.jpg']);
    expect(told).toHaveLength(2);
  });
});
