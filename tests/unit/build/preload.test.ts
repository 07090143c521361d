import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { entryImports, pagePlan, pageStartScript, preconnectOrigins, preloadFiles, preloadPlugin } from '../../../scripts/preload';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) => ({
  type: 'chunk' as const,
  fileName,
  moduleIds,
  imports,
  isEntry,
});
const bundle = {
  'index.js': chunk('index.js', ['/app/src/main.tsx'], ['react.js'], true),
  'react.js': chunk('react.js', ['/app/node_modules/react/index.js']),
  'daily.js': chunk('daily.js', ['/app/src/app/layouts/tab-shell.tsx', '/app/src/features/home/home.tsx'], ['request.js', 'react.js']),
  'request.js': chunk('request.js', ['/app/src/lib/api/request.ts'], ['index.js']),
  'counts.js': chunk('counts.js', ['/app/generated/response-schemas/getCounts.ts'], ['zod.js']),
  'zod.js': chunk('zod.js', ['/app/node_modules/zod/v4/classic/schemas.js']),
  'detail.js': chunk('detail.js', ['/app/src/features/orders/detail.tsx'], ['daily.js']),
  'style.css': { type: 'asset' as const },
};

describe('preloadFiles', () => {
  it('gives the chunks of the modules and what they import, less what the entry loads', () => {
    expect(preloadFiles(bundle, ['src/app/layouts/tab-shell.tsx', 'generated/response-schemas/getCounts.ts'])).toEqual([
      'counts.js',
      'daily.js',
      'request.js',
      'zod.js',
    ]);
  });

  it('refuses a module no chunk holds, so a rename cannot silently stop the preload', () => {
    expect(() => preloadFiles(bundle, ['src/app/layouts/tab-shell.tsx', 'src/gone.tsx'])).toThrow(/src\/gone\.tsx/);
  });

  it('gives nothing for a build of another page that holds none of them', () => {
    expect(preloadFiles(bundle, ['src/elsewhere.tsx'])).toEqual([]);
  });
});

describe('entryImports', () => {
  it('gives the chunks the entry imports statically, which every first load fetches', () => {
    expect(entryImports(bundle)).toEqual(['react.js']);
  });
});

describe("the page's start script, as the build inlines it", () => {
  const plan = pagePlan({
    signedIn: ['./assets/daily.js', './assets/zod.js'],
    routes: { '/pages/index/index': ['./assets/home-ns.js'], '/pages/user/wallet/log': ['./assets/wallet.js', './assets/home-ns.js'] },
    schemas: { '/v1/wallet/withdraw/list': ['./assets/listWithdrawals.js'], '/router/client/user.getMyInfo': ['./assets/getCloudMyInfo.js'], '/v1/home/summary': ['./assets/home-ns.js'] },
    signedOut: ['./assets/login.js'],
    aliases: { '': '/pages/index/index', '/': '/pages/index/index' },
  });

  it('names each file once in the plan, and each start by the indexes of its files', () => {
    expect(plan.files).toEqual(['./assets/daily.js', './assets/zod.js', './assets/home-ns.js', './assets/wallet.js', './assets/listWithdrawals.js', './assets/getCloudMyInfo.js', './assets/login.js']);
    expect(plan.routes).toEqual({ '/pages/index/index': [2], '/pages/user/wallet/log': [3, 2] });
    expect(plan.schemas).toEqual({ '/v1/wallet/withdraw/list': [4], '/router/client/user.getMyInfo': [5], '/v1/home/summary': [2] });
    expect([plan.signedIn, plan.signedOut]).toEqual([[0, 1], [6]]);
  });

  it('with a session, preloads the schema of each call it makes early (the calls this start URL made last time), each file once', () => {
    signIn(60_000);
    const call = (url: string, method = 'GET') => ({ method, url, href: url, headers: {}, auth: [['Authorization', 'Bearer ']] });
    localStorage.setItem(
      'cache:first_calls',
      JSON.stringify({ '#/pages/user/wallet/log': [call('/v1/wallet/withdraw/list?pageIndex=1&pageSize=20'), call('/router/client/user.getMyInfo', 'POST'), call('/v1/home/summary'), call('/v1/unknown')] }),
    );
    const fetchMock = vi.fn(() => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetchMock);
    run('#/pages/user/wallet/log');
    vi.unstubAllGlobals();
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(links()).toEqual(['./assets/daily.js', './assets/zod.js', './assets/wallet.js', './assets/home-ns.js', './assets/listWithdrawals.js', './assets/getCloudMyInfo.js']);
    // Another start URL made no calls last time: no schema.
    document.head.innerHTML = '';
    run('#/pages/index/index');
    expect(links()).toEqual(['./assets/daily.js', './assets/zod.js', './assets/home-ns.js']);
  });
  let script = '';
  beforeAll(async () => {
    script = await pageStartScript(plan);
  });
  const run = (hash: string) => {
    window.location.hash = hash;
    new Function(script)();
  };
  const images = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((l) => [l.getAttribute('href'), l.getAttribute('fetchpriority')]);
  const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
  const signIn = (expiresIn: number) => {
    localStorage.setItem('uni_id_token', 't');
    localStorage.setItem('uni_id_token_expired', String(Date.now() + expiresIn));
  };

  afterEach(() => {
    localStorage.clear();
    document.head.innerHTML = '';
  });

  it('with a session, preloads the signed-in start and what the route in the hash needs besides', () => {
    signIn(60_000);
    run('#/pages/index/index?tab=1');
    expect(links()).toEqual(['./assets/daily.js', './assets/zod.js', './assets/home-ns.js']);
  });

  it("with a session on another page, preloads that page's files besides", () => {
    signIn(60_000);
    run('#/pages/user/wallet/log?id=7');
    expect(links()).toEqual(['./assets/daily.js', './assets/zod.js', './assets/wallet.js', './assets/home-ns.js']);
  });

  it('with a session on a route it knows nothing of, preloads the signed-in start only', () => {
    signIn(60_000);
    run('#/pages/user/wallet/list');
    expect(links()).toEqual(['./assets/daily.js', './assets/zod.js']);
  });

  it('without a session, or with an expired one, preloads the sign-in screen only', () => {
    run('#/pages/index/index');
    expect(links()).toEqual(['./assets/login.js']);
    document.head.innerHTML = '';
    signIn(-1);
    run('#/pages/index/index');
    expect(links()).toEqual(['./assets/login.js']);
  });

  it("with a session, preloads the pictures the screen remembered showing first (the root is Home's)", () => {
    signIn(60_000);
    localStorage.setItem('first_pictures', JSON.stringify({ '/pages/index/index': ['https://cdn.test/a.jpg', 'https://cdn.test/b.jpg', 'https://cdn.test/c.jpg'] }));
    run('#/');
    expect(images()).toEqual([
      ['https://cdn.test/a.jpg', 'high'],
      ['https://cdn.test/b.jpg', 'high'],
    ]);
    document.head.innerHTML = '';
    run('#/pages/index/mys');
    expect(images()).toEqual([]);
  });

  it("preloads the picture this very URL remembered (a goods' cover), not another query's of the same page", () => {
    signIn(60_000);
    localStorage.setItem('first_pictures', JSON.stringify({ '/pages/goods/goods-detail?_id=g1': ['https://cdn.test/g1.jpg'], '/pages/goods/goods-detail?_id=g2': ['https://cdn.test/g2.jpg'] }));
    run('#/pages/goods/goods-detail?_id=g1');
    expect(images()).toEqual([['https://cdn.test/g1.jpg', 'high']]);
    document.head.innerHTML = '';
    run('#/pages/goods/goods-detail?_id=g3');
    expect(images()).toEqual([]);
  });

  it("preloads the page's own pictures (the development mock's), not another plain http origin's", () => {
    signIn(60_000);
    localStorage.setItem('first_pictures', JSON.stringify({ '/pages/index/index': [`${location.origin}/mock-cdn/banner/a.jpg`, 'http://cdn.test/b.jpg'] }));
    run('#/pages/index/index');
    expect(images()).toEqual([[`${location.origin}/mock-cdn/banner/a.jpg`, 'high']]);
  });

  it('preloads no picture without a session, nor one that is not https, nor from unreadable storage; nor a file for a hash path the page does not own (__proto__)', () => {
    localStorage.setItem('first_pictures', JSON.stringify({ '/pages/index/index': ['http://cdn.test/a.jpg', 'javascript:alert(1)', 7] }));
    run('#/pages/index/index');
    expect(images()).toEqual([]);
    signIn(60_000);
    run('#/pages/index/index');
    expect(images()).toEqual([]);
    localStorage.setItem('first_pictures', '{not json');
    run('#/pages/index/index');
    expect(links()).toContain('./assets/home-ns.js');
    document.head.innerHTML = '';
    run('#__proto__');
    expect(links()).toEqual(['./assets/daily.js', './assets/zod.js']);
  });
});

describe('preconnect', () => {
  it('connects to each absolute backend origin once, and not to a relative base (the page itself)', () => {
    expect(preconnectOrigins(['https://api.example.cn/v1', 'https://cloud.example.cn/router/', 'https://api.example.cn', '', undefined, '/v1'])).toEqual([
      'https://api.example.cn',
      'https://cloud.example.cn',
    ]);
  });

  const tagsOf = (preconnect?: string[]) => {
    const plugin = preloadPlugin({
      start: ['src/lib/api/request.ts'],
      signedIn: ['src/features/orders/detail.tsx'],
      routes: {},
      signedOut: [],
      aliases: {},
      base: './',
      preconnect,
    });
    const { handler } = plugin.transformIndexHtml as { handler: (html: string, ctx: { bundle: unknown }) => Promise<{ tag: string; attrs?: Record<string, string> }[]> };
    return handler('', { bundle });
  };

  it('links each in the head, CORS-anonymous like the calls, before the code', async () => {
    const tags = await tagsOf(['https://api.example.cn', 'https://cloud.example.cn']);
    expect(tags.slice(0, 2)).toEqual([
      { tag: 'link', attrs: { rel: 'preconnect', href: 'https://api.example.cn', crossorigin: '' }, injectTo: 'head' },
      { tag: 'link', attrs: { rel: 'preconnect', href: 'https://cloud.example.cn', crossorigin: '' }, injectTo: 'head' },
    ]);
    expect(tags[2].attrs?.rel).toBe('modulepreload');
  });

  it('links none for a build that calls its own origin (the mock)', async () => {
    expect((await tagsOf()).filter((t) => t.attrs?.rel === 'preconnect')).toEqual([]);
  });
});
