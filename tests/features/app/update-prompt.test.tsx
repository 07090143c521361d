// The service worker's new version (README "Offline"): offered with a prompt when it waits, taken
// only on 更新 (the page reloads once the new worker controls it), put away with 稍后; registered only
// where a service worker can run. A fake of workbox-window's Workbox plays the browser's events.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { canRunServiceWorker, registerServiceWorker, TAKE_OVER_MS, type WorkboxLike } from '@/lib/offline/service-worker-register';
import { hideUpdatePrompt } from '@/lib/offline/update-prompt';
import { setLanguage } from '@/lib/i18n/i18n';

class FakeWorkbox {
  private listeners = new Map<string, Set<(event: unknown) => void>>();
  addEventListener = ((type: string, listener: (event: unknown) => void) => {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(listener);
  }) as WorkboxLike['addEventListener'];
  register = vi.fn(async () => undefined);
  messageSkipWaiting = vi.fn();
  update = vi.fn(async () => undefined);
  emit(type: string, event: Record<string, unknown> = {}) {
    act(() => this.listeners.get(type)?.forEach((listener) => listener({ type, ...event })));
  }
}

afterEach(async () => {
  act(() => hideUpdatePrompt());
  vi.useRealTimers();
  await setLanguage('zh-Hans');
});

async function registered() {
  const workbox = new FakeWorkbox();
  const reload = vi.fn();
  await registerServiceWorker(workbox as unknown as WorkboxLike, reload);
  return { workbox, reload };
}

describe('a new version of the app', () => {
  it('registers the worker at once when its module runs (it is loaded once the page is idle), and shows nothing while none waits', async () => {
    const { workbox } = await registered();
    expect(workbox.register).toHaveBeenCalledWith({ immediate: true });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('is offered when it waits, and taken only on 更新: the waiting worker takes over, then the page reloads once', async () => {
    const { workbox, reload } = await registered();
    workbox.emit('waiting', { isUpdate: true });
    const prompt = await screen.findByRole('status');
    expect(prompt).toHaveTextContent('新版本可用');
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    vi.useFakeTimers();
    act(() => screen.getByRole('button', { name: '更新' }).click());
    expect(workbox.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
    workbox.emit('controlling', { isUpdate: true });
    expect(reload).toHaveBeenCalledOnce();
    // The safety reload (a worker that never took over) does not come on top of it.
    act(() => vi.advanceTimersByTime(TAKE_OVER_MS));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads after a while even if the new worker never says it controls the page', async () => {
    const { workbox, reload } = await registered();
    workbox.emit('waiting');
    await screen.findByRole('status');
    vi.useFakeTimers();
    act(() => screen.getByRole('button', { name: '更新' }).click());
    act(() => vi.advanceTimersByTime(TAKE_OVER_MS - 1));
    expect(reload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('is put away with 稍后, changing nothing; a version waiting later is offered again', async () => {
    const { workbox, reload } = await registered();
    workbox.emit('waiting');
    await userEvent.click(await screen.findByRole('button', { name: '稍后' }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    workbox.emit('waiting');
    expect(await screen.findByRole('status')).toHaveTextContent('新版本可用');
  });

  it("speaks the worker's language, with 44 px buttons", async () => {
    await setLanguage('en');
    const { workbox } = await registered();
    workbox.emit('waiting');
    expect(await screen.findByRole('status')).toHaveTextContent('A new version is available');
    const update = screen.getByRole('button', { name: 'Update' });
    expect(screen.getByRole('button', { name: 'Later' })).toHaveStyle({ minHeight: '44px' });
    expect(update).toHaveStyle({ minHeight: '44px' });
    await act(() => setLanguage('zh-Hant'));
    expect(screen.getByRole('status')).toHaveTextContent('新版本可用');
    expect(screen.getByRole('button', { name: '稍後' })).toBeInTheDocument();
  });
});

describe('where a service worker runs', () => {
  const withWorker = { serviceWorker: {} } as unknown as Navigator;
  it('on https and on the local machine over http', () => {
    expect(canRunServiceWorker({ protocol: 'https:', hostname: 'app.example.cn' }, withWorker)).toBe(true);
    expect(canRunServiceWorker({ protocol: 'http:', hostname: '127.0.0.1' }, withWorker)).toBe(true);
    expect(canRunServiceWorker({ protocol: 'http:', hostname: 'localhost' }, withWorker)).toBe(true);
  });

  it('not from a local file, plain http elsewhere, or a web-view without service workers: the app runs online as before', async () => {
    expect(canRunServiceWorker({ protocol: 'file:', hostname: '' }, withWorker)).toBe(false);
    expect(canRunServiceWorker({ protocol: 'http:', hostname: '192.168.1.9' }, withWorker)).toBe(false);
    expect(canRunServiceWorker({ protocol: 'https:', hostname: 'app.example.cn' }, {} as Navigator)).toBe(false);
    // happy-dom has no service workers: nothing registered, nothing thrown.
    await expect(registerServiceWorker()).resolves.toBeUndefined();
  });
});
