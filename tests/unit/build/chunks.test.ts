// The build's chunking decisions on a small module graph, given as the bundler gives it: each
// module's imports and code, the libraries' barrels included (written here after the real ones).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { appChunks } from '../../../scripts/chunks';

const root = join(import.meta.dirname, '..', '..', '..');
const nm = (path: string) => join(root, 'node_modules', path);
const antd = nm('antd-mobile/es/index.js');
const query = nm('@tanstack/react-query/build/modern/index.js');
const app = mkdtempSync(join(tmpdir(), 'chunks-'));
afterAll(() => rmSync(app, { recursive: true, force: true }));

// App modules: files on disk (the walk reads which names they import) and their imports.
const files: Record<string, [source: string, imports: string[]]> = {
  'main.tsx': ["import { TabBar } from 'antd-mobile';\nimport { QueryClient } from '@tanstack/react-query';", [antd, query]],
  'login.tsx': ["import { Button } from 'antd-mobile';\nimport { request } from './request';", [antd, join(app, 'request.ts')]],
  'request.ts': ['export const request = 1;', []],
  'app.tsx': ["import { request } from './request';\nimport { dom } from './dom';", [join(app, 'request.ts'), join(app, 'dom.ts')]],
  'render.tsx': ["import { dom } from './dom';", [join(app, 'dom.ts')]],
  'dom.ts': ['export const dom = 1;', []],
  'detail.tsx': ["import { photos } from './photos';\nimport { Page } from './page';", [join(app, 'photos.ts'), join(app, 'page.tsx')]],
  'photos-screen.tsx': ["import { photos } from './photos';", [join(app, 'photos.ts')]],
  'notice.tsx': ["import { Page } from './page';", [join(app, 'page.tsx')]],
  'photos.ts': ['export const photos = 1;', []],
  'page.tsx': ['export const Page = 1;', []],
  'home.tsx': [
    "import { Tag, Button } from 'antd-mobile';\nimport { useQuery } from '@tanstack/react-query';\nimport { request } from './request';",
    [antd, query, join(app, 'request.ts')],
  ],
};
mkdirSync(app, { recursive: true });
for (const [name, [source]] of Object.entries(files)) writeFileSync(join(app, name), source);

const queryCore = nm('@tanstack/query-core/build/modern/index.js');
const components = ['tag', 'button', 'tab-bar', 'badge'];
// The libraries' own modules: the barrels re-export (antd-mobile's as its index does, react-query's
// with an `export *` of query-core's); the rest import nothing here.
const libraries: Record<string, { importedIds: string[]; code: string }> = {
  [antd]: {
    importedIds: [nm('antd-mobile/es/global/index.js'), ...components.map((c) => nm(`antd-mobile/es/components/${c}/index.js`))],
    code: ["import './global';", ...components.map((c) => `export { default as ${c.replace(/(^|-)(\w)/g, (_, __, l: string) => l.toUpperCase())} } from './components/${c}';`)].join('\n'),
  },
  [query]: {
    importedIds: [nm('@tanstack/react-query/build/modern/useQuery.js'), queryCore],
    code: 'import { useQuery } from "./useQuery.js";\nexport * from "@tanstack/query-core";\n/* istanbul ignore file */\nexport { useQuery };',
  },
  [queryCore]: { importedIds: [nm('@tanstack/query-core/build/modern/queryClient.js')], code: 'export { QueryClient } from "./queryClient.js";' },
};
const graph = {
  getModuleInfo(id: string) {
    const own = Object.entries(files).find(([name]) => join(app, name) === id);
    if (own) return { importedIds: own[1][1], code: own[1][0] };
    return libraries[id] ?? { importedIds: [], code: 'export default 1;' };
  },
};
const at = (file: string) => relative(root, join(app, file));
const name = appChunks(root, { entry: at('main.tsx'), daily: [at('home.tsx')], apart: [at('login.tsx')] });
const chunkOf = (id: string) => name(id, graph);

describe('appChunks', () => {
  it('puts in the daily chunk what only the tabs use, libraries included, following a barrel by the names imported', () => {
    expect(chunkOf(join(app, 'home.tsx'))).toBe('daily');
    expect(chunkOf(nm('antd-mobile/es/components/tag/index.js'))).toBe('daily');
    expect(chunkOf(nm('@tanstack/react-query/build/modern/useQuery.js'))).toBe('daily');
  });

  it('puts in the shared chunk what the tabs and the sign-in screen both use', () => {
    expect(chunkOf(join(app, 'request.ts'))).toBe('shared');
    expect(chunkOf(nm('antd-mobile/es/components/button/index.js'))).toBe('shared');
  });

  it('leaves to the automatic splitting what the entry uses, and gives zod and the animation stack chunks of their own', () => {
    expect(chunkOf(nm('antd-mobile/es/components/tab-bar/index.js'))).toBeNull();
    expect(chunkOf(join(app, 'main.tsx'))).toBeNull();
    expect(chunkOf(nm('zod/v4/classic/schemas.js'))).toBe('zod');
    expect(chunkOf(nm('@react-spring/web/dist/react-spring_web.modern.mjs'))).toBe('motion');
  });

  it('gives dayjs a chunk of its own: the date picker and the form renderer share it without a cycle', () => {
    expect(chunkOf(nm('dayjs/dayjs.min.js'))).toBe('dayjs');
    expect(chunkOf(nm('dayjs/plugin/quarterOfYear.js'))).toBe('dayjs');
  });

  it('gives react-is a chunk of its own: the form renderer takes it without the tabs\' daily chunk', () => {
    expect(chunkOf(nm('react-is/cjs/react-is.production.min.js'))).toBe('react-is');
    expect(chunkOf(nm('react-is/index.js'))).toBe('react-is');
  });
});

describe('appChunks with start modules (React, then the app, which the entry imports dynamically)', () => {
  const withStart = appChunks(root, {
    entry: at('main.tsx'),
    start: { react: at('render.tsx'), app: at('app.tsx') },
    daily: [at('home.tsx')],
    apart: [at('login.tsx')],
  });
  const chunkWithStart = (id: string) => withStart(id, graph);

  it('puts what the start reaches and the entry does not in the app chunk, even what the screens import too', () => {
    expect(chunkWithStart(join(app, 'app.tsx'))).toBe('app');
    expect(chunkWithStart(join(app, 'request.ts'))).toBe('app');
  });

  it('gives each start module what it reaches and the earlier ones do not', () => {
    expect(chunkWithStart(join(app, 'render.tsx'))).toBe('react');
    // The app imports it too, but the first start module reached it first.
    expect(chunkWithStart(join(app, 'dom.ts'))).toBe('react');
  });

  it('keeps the entry to the automatic splitting and the tabs in the daily chunk', () => {
    expect(chunkWithStart(join(app, 'main.tsx'))).toBeNull();
    expect(chunkWithStart(join(app, 'home.tsx'))).toBe('daily');
    expect(chunkWithStart(nm('antd-mobile/es/components/button/index.js'))).toBe('shared');
  });
});

describe('appChunks with a screen group (the order page and the order pages that share it)', () => {
  const withScreens = appChunks(root, {
    entry: at('main.tsx'),
    daily: [at('home.tsx')],
    apart: [at('login.tsx')],
    screens: { 'order-page': { roots: [at('detail.tsx')], with: [at('photos-screen.tsx')] } },
    allScreens: [at('home.tsx'), at('login.tsx'), at('detail.tsx'), at('photos-screen.tsx'), at('notice.tsx')],
  });
  const chunkWithScreens = (id: string) => withScreens(id, graph);

  it('puts in one chunk what the screen and the screens of its set alone use', () => {
    expect(chunkWithScreens(join(app, 'photos.ts'))).toBe('order-page');
  });

  it('leaves out the screen itself, what another screen uses too, and what a group above holds', () => {
    expect(chunkWithScreens(join(app, 'detail.tsx'))).toBeNull();
    expect(chunkWithScreens(join(app, 'page.tsx'))).toBeNull();
    expect(chunkWithScreens(join(app, 'request.ts'))).toBe('shared');
  });
});

describe('appChunks with a chunk per tab', () => {
  // Two tabs under one shell: what one tab alone imports is its chunk; what both do, or the shell
  // does, is the daily chunk.
  const tabFiles: Record<string, [source: string, imports: string[]]> = {
    'shell.tsx': ["import { Badge } from 'antd-mobile';", [antd]],
    'tab-a.tsx': ["import { Tag } from 'antd-mobile';\nimport { both } from './both';\nimport { onlyA } from './only-a';", [antd, join(app, 'both.ts'), join(app, 'only-a.ts')]],
    'tab-b.tsx': ["import { Tag } from 'antd-mobile';\nimport { both } from './both';", [antd, join(app, 'both.ts')]],
    'both.ts': ['export const both = 1;', []],
    'only-a.ts': ['export const onlyA = 1;', []],
  };
  for (const [file, [source]] of Object.entries(tabFiles)) writeFileSync(join(app, file), source);
  const tabGraph = {
    getModuleInfo: (id: string) => {
      const own = Object.entries(tabFiles).find(([file]) => join(app, file) === id);
      return own ? { importedIds: own[1][1], code: own[1][0] } : graph.getModuleInfo(id);
    },
  };
  const withTabs = appChunks(root, {
    entry: at('main.tsx'),
    daily: [at('shell.tsx')],
    tabs: { 'a-tab': at('tab-a.tsx'), 'b-tab': at('tab-b.tsx') },
    apart: [at('login.tsx')],
  });
  const chunkWithTabs = (id: string) => withTabs(id, tabGraph);

  it("puts a tab's own code, the screen with it, in the tab's chunk", () => {
    expect(chunkWithTabs(join(app, 'tab-a.tsx'))).toBe('a-tab');
    expect(chunkWithTabs(join(app, 'only-a.ts'))).toBe('a-tab');
    expect(chunkWithTabs(join(app, 'tab-b.tsx'))).toBe('b-tab');
  });

  it('puts in the daily chunk what the shell imports and what two tabs import, libraries included', () => {
    expect(chunkWithTabs(join(app, 'shell.tsx'))).toBe('daily');
    expect(chunkWithTabs(join(app, 'both.ts'))).toBe('daily');
    expect(chunkWithTabs(nm('antd-mobile/es/components/tag/index.js'))).toBe('daily');
    expect(chunkWithTabs(nm('antd-mobile/es/components/badge/index.js'))).toBe('daily');
  });
});

describe('appChunks with a tab and a page outside the tabs that share code', () => {
  // Tab A and a stack page both import `with-page.ts` and make the call `getThing`: neither the module
  // nor the call's schema may sit in the tab's chunk, or the page would load the tab's code.
  const pageFiles: Record<string, [source: string, imports: string[]]> = {
    'shell-p.tsx': ["import { Badge } from 'antd-mobile';", [antd]],
    'tab-p.tsx': ["import { withPage } from './with-page';\nimport { onlyP } from './only-p';", [join(app, 'with-page.ts'), join(app, 'only-p.ts')]],
    'page-a.tsx': ["import { withPage } from './with-page';\nimport { useGetThing } from './api';", [join(app, 'with-page.ts')]],
    'with-page.ts': ['export const withPage = 1;', []],
    'only-p.ts': ['export const onlyP = 1;', []],
  };
  for (const [file, [source]] of Object.entries(pageFiles)) writeFileSync(join(app, file), source);
  const pageGraph = {
    getModuleInfo: (id: string) => {
      const own = Object.entries(pageFiles).find(([file]) => join(app, file) === id);
      return own ? { importedIds: own[1][1], code: own[1][0] } : graph.getModuleInfo(id);
    },
  };
  const schemas = ['generated/response-schemas/getThing.ts', 'generated/response-schemas/getOnlyP.ts'];
  const withPage = appChunks(root, {
    entry: at('main.tsx'),
    daily: [at('shell-p.tsx')],
    tabs: { 'p-tab': at('tab-p.tsx') },
    apart: [at('login.tsx')],
    joined: { 'p-tab': schemas },
    allScreens: [at('tab-p.tsx'), at('page-a.tsx'), at('login.tsx')],
  });
  const chunkOf = (id: string) => withPage(id, pageGraph);

  it("keeps in the tab's chunk what the tab alone uses, and leaves out what a page outside the tabs uses too", () => {
    expect(chunkOf(join(app, 'only-p.ts'))).toBe('p-tab');
    expect(chunkOf(join(app, 'with-page.ts'))).toBeNull();
  });

  it("joins to the tab's chunk the schemas of the calls no page outside the tabs makes", () => {
    expect(chunkOf(join(root, schemas[1]))).toBe('p-tab');
    expect(chunkOf(join(root, schemas[0]))).toBeNull();
  });
});

describe('appChunks with modules joined to a chunk', () => {
  // A tab's first call's schema, which the app imports lazily: joined to the tab's chunk.
  writeFileSync(join(app, 'summary-schema.ts'), 'export default 1;');
  const withJoined = appChunks(root, {
    entry: at('main.tsx'),
    daily: [at('home.tsx')],
    tabs: { 'home-tab': at('home.tsx') },
    apart: [at('login.tsx')],
    joined: { 'home-tab': [at('summary-schema.ts')] },
  });

  it('puts a joined module in its chunk, and leaves the others where they were', () => {
    expect(withJoined(join(app, 'summary-schema.ts'), graph)).toBe('home-tab');
    expect(withJoined(join(app, 'request.ts'), graph)).toBe('shared');
    expect(name(join(app, 'summary-schema.ts'), graph)).toBeNull();
  });
});

describe('appChunks and a barrel imported by name', () => {
  // An entry that does not import antd-mobile: the tabs and the sign-in screen do, by name.
  const name = appChunks(root, { entry: at('app.tsx'), daily: [at('home.tsx')], apart: [at('login.tsx')] });

  it('puts the barrel with its importers, not in a chunk of its own that holds nothing', () => {
    expect(name(antd, graph)).toBe('shared');
    expect(name(nm('antd-mobile/es/components/tag/index.js'), graph)).toBe('daily');
  });
});

describe('appChunks and a folder barrel named by its folder through the alias', () => {
  // `import { start } from '@/box'`: src/box/index.ts re-exports the folder's modules. The start
  // reaches only the module that holds the name it imports, not the rest of the folder.
  const box = (file: string) => join(app, 'src', 'box', file);
  const boxFiles: Record<string, [source: string, imports: string[]]> = {
    'shell.tsx': ["import { start } from '@/box';", [box('index.ts')]],
    'step-screen.tsx': ["import { keep } from '@/box';", [box('index.ts')]],
  };
  mkdirSync(join(app, 'src', 'box'), { recursive: true });
  for (const [file, [source]] of Object.entries(boxFiles)) writeFileSync(join(app, file), source);
  const boxGraph = {
    getModuleInfo: (id: string) => {
      const own = Object.entries(boxFiles).find(([file]) => join(app, file) === id);
      if (own) return { importedIds: own[1][1], code: own[1][0] };
      if (id === box('index.ts')) return { importedIds: [box('start.ts'), box('keep.ts')], code: "export { start } from './start';\nexport { keep } from './keep';" };
      if (id === box('start.ts') || id === box('keep.ts')) return { importedIds: [], code: 'export const x = 1;' };
      return graph.getModuleInfo(id);
    },
  };
  const withBox = appChunks(root, {
    entry: at('main.tsx'),
    start: { app: at('shell.tsx') },
    daily: [at('home.tsx')],
    apart: [at('login.tsx')],
    allScreens: [at('home.tsx'), at('login.tsx'), at('step-screen.tsx')],
  });

  it('puts the named module in the start chunk, and leaves the others to the screens that name them', () => {
    expect(withBox(box('start.ts'), boxGraph)).toBe('app');
    expect(withBox(box('keep.ts'), boxGraph)).not.toBe('app');
  });
});

describe('appChunks with the form renderer', () => {
  // The renderer reaches rjsf and a helper a screen imports too: the screen must not load the
  // renderer's chunk for that helper, so the helper stays out of it.
  const formFiles: Record<string, [source: string, imports: string[]]> = {
    'renderer.tsx': ["import { rjsf } from './rjsf';\nimport { rule } from './rule';", [join(app, 'rjsf.ts'), join(app, 'rule.ts')]],
    'rjsf.ts': ['export const rjsf = 1;', []],
    'rule.ts': ['export const rule = 1;', []],
    'form-screen.tsx': ["import { rule } from './rule';", [join(app, 'rule.ts')]],
  };
  for (const [file, [source]] of Object.entries(formFiles)) writeFileSync(join(app, file), source);
  const formGraph = {
    getModuleInfo: (id: string) => {
      const own = Object.entries(formFiles).find(([file]) => join(app, file) === id);
      return own ? { importedIds: own[1][1], code: own[1][0] } : graph.getModuleInfo(id);
    },
  };
  const withRenderer = appChunks(root, {
    entry: at('main.tsx'),
    daily: [at('home.tsx')],
    apart: [at('login.tsx')],
    renderer: [at('renderer.tsx')],
    allScreens: [at('home.tsx'), at('login.tsx'), at('form-screen.tsx')],
  });
  const chunkWithRenderer = (id: string) => withRenderer(id, formGraph);

  it('puts the renderer and what it alone reaches in one chunk', () => {
    expect(chunkWithRenderer(join(app, 'renderer.tsx'))).toBe('form-renderer');
    expect(chunkWithRenderer(join(app, 'rjsf.ts'))).toBe('form-renderer');
  });

  it('leaves out what a screen imports and what a group above holds', () => {
    expect(chunkWithRenderer(join(app, 'rule.ts'))).toBeNull();
    expect(chunkWithRenderer(join(app, 'request.ts'))).toBe('shared');
  });
});

describe('appChunks and the animation stack', () => {
  // A component that animates (it imports react-spring), its stylesheet and a part only it imports,
  // a helper that a component that does not animate imports too, and the barrel that names it.
  const spring = nm('@react-spring/web/dist/react-spring_web.modern.mjs');
  const popup = nm('antd-mobile/es/components/popup/popup.js');
  const popupCss = nm('antd-mobile/es/components/popup/popup.css');
  const helper = nm('antd-mobile/es/utils/get-container.js');
  const barrel = nm('antd-mobile/es/index.js');
  const modules: Record<string, { importedIds: string[]; importers: string[]; code: string }> = {
    [popup]: { importedIds: [spring, popupCss, helper], importers: [barrel], code: 'import "@react-spring/web"; export const Popup = 1;' },
    [popupCss]: { importedIds: [], importers: [popup], code: '' },
    [helper]: { importedIds: [], importers: [popup, nm('antd-mobile/es/components/image/image.js')], code: 'export const x = 1;' },
    [spring]: { importedIds: [], importers: [popup], code: 'export const s = 1;' },
    [barrel]: { importedIds: [popup], importers: [], code: "export { Popup } from './components/popup/popup.js';" },
  };
  const motionGraph = { getModuleInfo: (id: string) => modules[id] ?? graph.getModuleInfo(id) };
  const chunkOf = (id: string) => appChunks(root, { entry: at('main.tsx'), daily: [at('home.tsx')], apart: [at('login.tsx')] })(id, motionGraph);

  it('gives the animation libraries one chunk, and a component that uses them, with what only it imports, a chunk of its folder', () => {
    expect(chunkOf(spring)).toBe('motion');
    expect(chunkOf(popup)).toBe('motion-popup');
    expect(chunkOf(popupCss)).toBe('motion-popup');
  });

  it('leaves out what a component that does not animate imports too, and the barrel, which only names the component', () => {
    expect(chunkOf(helper)).toBeNull();
    expect(chunkOf(barrel)).toBeNull();
  });
});

describe('appChunks with the form renderer and a library it imports dynamically', () => {
  // The forms' loader imports rjsf's precompiled validator lazily, with the form: in the renderer's chunk.
  const loader = join(app, 'loader.ts');
  const validator = nm('@rjsf/validator-ajv8/lib/createPrecompiledValidator.js');
  const loaderGraph = {
    getModuleInfo: (id: string) =>
      id === loader ? { importedIds: [], dynamicallyImportedIds: [validator], code: 'export const load = () => import("x");' } : graph.getModuleInfo(id),
  };
  writeFileSync(loader, 'export const load = () => import("x");');

  it('puts that library in the renderer chunk', () => {
    const chunkOf = appChunks(root, { entry: at('main.tsx'), daily: [at('home.tsx')], apart: [at('login.tsx')], renderer: [at('loader.ts')] });
    expect(chunkOf(validator, loaderGraph)).toBe('form-renderer');
  });
});
