// Whether the network reaches a server, for a framed page whose failure cannot be read: a HEAD request,
// never from a cache; the app's own origin says how it answered, another's only that it answered.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ownServerUrl, reach } from '@/lib/api/reach';

afterEach(() => vi.unstubAllGlobals());

const answering = (answer: (init: RequestInit) => Promise<Response>) => {
  const asked: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      asked.push({ url, init });
      return answer(init);
    }),
  );
  return asked;
};

describe('reach', () => {
  it("asks the app's own server: the API's origin, else the page's", () => {
    expect(ownServerUrl()).toBe(`${location.origin}/`);
  });

  it("reads the status of the app's own origin, and only that something answered elsewhere", async () => {
    const asked = answering(async () => new Response(null, { status: 404 }));
    expect(await reach(`${location.origin}/h5/help.html`)).toBe('refused');
    expect(await reach('https://m.example-massage.cn/activity/1126')).toBe('reached');
    expect(asked.map((a) => [a.init.method, a.init.mode, a.init.cache])).toEqual([
      ['HEAD', 'same-origin', 'no-store'],
      ['HEAD', 'no-cors', 'no-store'],
    ]);
  });

  it('says unreachable when the network fails it, and unknown when nothing answers in time', async () => {
    answering(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await reach(`${location.origin}/`)).toBe('unreachable');
    answering(
      (init) =>
        new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')))),
    );
    expect(await reach(`${location.origin}/`, 20)).toBe('unknown');
  });
});
