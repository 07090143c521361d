import { describe, expect, it } from 'vitest';
import { entryImports, preconnectOrigins, preloadFiles, preloadPlugin } from '../../../scripts/preload';

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

describe('preconnect', () => {
  it('connects to each absolute backend origin once, and not to a relative base (the page itself)', () => {
    expect(preconnectOrigins(['https://api.example.cn/v1', 'https://cloud.example.cn/router/', 'https://api.example.cn', '', undefined, '/v1'])).toEqual([
      'https://api.example.cn',
      'https://cloud.example.cn',
    ]);
  });

  const tagsOf = (preconnect?: string[]) => {
    const plugin = preloadPlugin({ start: ['src/lib/api/request.ts'], base: './', preconnect });
    const { handler } = plugin.transformIndexHtml as { handler: (html: string, ctx: { bundle: unknown }) => { tag: string; attrs?: Record<string, string> }[] };
    return handler('', { bundle });
  };

  it('links each in the head, CORS-anonymous like the calls, before the code', () => {
    const tags = tagsOf(['https://api.example.cn', 'https://cloud.example.cn']);
    expect(tags.slice(0, 2)).toEqual([
      { tag: 'link', attrs: { rel: 'preconnect', href: 'https://api.example.cn', crossorigin: '' }, injectTo: 'head' },
      { tag: 'link', attrs: { rel: 'preconnect', href: 'https://cloud.example.cn', crossorigin: '' }, injectTo: 'head' },
    ]);
    expect(tags[2].attrs?.rel).toBe('modulepreload');
  });

  it('links none for a build that calls its own origin (the mock)', () => {
    expect(tagsOf().filter((t) => t.attrs?.rel === 'preconnect')).toEqual([]);
  });

  it('preloads what every start runs, each file once: the entry\'s imports and the start modules with theirs; no inline script', () => {
    const tags = tagsOf();
    expect(tags.map((t) => t.attrs?.href)).toEqual(['./react.js', './request.js']);
    expect(tags.every((t) => t.tag === 'link' && t.attrs?.rel === 'modulepreload')).toBe(true);
  });
});
