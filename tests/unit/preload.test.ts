import { afterEach, describe, expect, it } from 'vitest';
import { preloadFiles, preloadScript } from '../../scripts/preload';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) => ({
  type: 'chunk' as const,
  fileName,
  facadeModuleId: moduleIds[0] ?? null,
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

describe('preloadScript', () => {
  const keys = { tokenKey: 'uni_id_token', expiryKey: 'uni_id_token_expired' };
  const run = () => new Function(preloadScript(['./assets/daily.js', './assets/zod.js'], keys))();
  const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));

  afterEach(() => {
    localStorage.clear();
    document.head.innerHTML = '';
  });

  it('preloads the chunks when a session that has not expired is stored', () => {
    localStorage.setItem('uni_id_token', 't');
    localStorage.setItem('uni_id_token_expired', String(Date.now() + 60_000));
    run();
    expect(links()).toEqual(['./assets/daily.js', './assets/zod.js']);
  });

  it('preloads nothing without a session or with an expired one', () => {
    run();
    localStorage.setItem('uni_id_token', 't');
    localStorage.setItem('uni_id_token_expired', String(Date.now() - 1));
    run();
    expect(links()).toEqual([]);
  });
});
