// The chunks each first load needs are derived from the route table alone: a tab gets its chunk with
// its calls' schemas and its namespace, and the pages naming one shared chunk that chunk; nothing is
// named outside the table. The HTML preloads what every start runs.
import { describe, expect, it } from 'vitest';
import { reExportsOnly, startPlan } from '../../../scripts/start-plan';
import type { AppRoutes } from '@/config/feature-routes';

const routes: AppRoutes = {
  features: [
    { feature: 'auth', public: [{ path: '/login', screen: 'login-screen' }] },
    { feature: 'home', tabs: [{ path: '/home', screen: 'home-screen', calls: ['getHome'] }] },
    {
      feature: 'orders',
      tabs: [{ path: '/orders', screen: 'orders-screen', calls: ['listOrders'] }],
      stack: [
        { path: '/order', screen: 'order-screen', calls: ['getOrder'], sharedChunk: 'order-page' },
        { path: '/order/photos', screen: 'photos-screen', sharedChunk: 'order-page' },
        { path: '/other', screen: 'other-screen' },
      ],
    },
    {
      feature: 'settings',
      stack: [
        { path: '/password', screen: 'password-screen', forms: ['settings/update-password'] },
        { path: '/contract-form', screen: 'contract-form-screen', forms: ['apply/account', 'runtime'] },
      ],
    },
    {
      feature: 'mine',
      tabs: [{ path: '/mine', screen: 'mine-screen', calls: ['getMine'] }],
      stack: [{ path: '/mine/album', screen: 'album-screen', calls: ['listAlbum'], namespace: 'mine-pages' }],
    },
  ],
  shell: { module: 'src/app/shell.tsx', calls: ['getBadges'] },
  home: '/home',
  signIn: '/login',
};
const plan = startPlan(routes);
const schema = (call: string) => `generated/response-schemas/${call}.ts`;

describe('start plan', () => {
  it('preloads on every start React and the app, and nothing of a page', () => {
    expect(plan.preloads).toEqual({ start: ['src/app/render.tsx', 'src/app/app.tsx'] });
  });

  it("makes a chunk per tab with its calls' schemas and namespace, the frame's schemas in the daily chunk, one chunk for shared pieces and one per form", () => {
    expect(plan.chunks.tabs).toEqual({
      'home-tab': 'src/features/home/screens/home-screen.tsx',
      'orders-tab': 'src/features/orders/screens/orders-screen.tsx',
      'mine-tab': 'src/features/mine/screens/mine-screen.tsx',
    });
    // The orders namespace, which the order pages load too, stays out of the tab's chunk (they would
    // load the tab's code for it); Mine's pages have a namespace of their own, so the tab keeps its.
    expect(plan.chunks.joined).toEqual({
      daily: [schema('getBadges')],
      'home-tab': [schema('getHome'), 'src/locales/zh-Hans/home.json'],
      'orders-tab': [schema('listOrders')],
      'mine-tab': [schema('getMine'), 'src/locales/zh-Hans/mine.json'],
      'order-page': [schema('getOrder')],
      // The forms' namespace with the renderer, and each form's definition with its validator: one
      // request each, not three.
      'form-renderer': ['src/locales/zh-Hans/forms.json'],
      'form-settings-update-password': ['forms/settings/update-password.schema.json', 'forms/settings/update-password.ui.json', 'generated/forms/validators/settings-update-password.js'],
      'form-apply-account': ['forms/apply/account.schema.json', 'forms/apply/account.ui.json', 'generated/forms/validators/apply-account.js'],
    });
    // The renderer's chunk holds the app's part of the precompiled validators' runtime; the forms'
    // loader brings rjsf's (chunks.ts follows its dynamic imports of libraries). No file of a library.
    expect(plan.chunks.renderer).toEqual(['src/lib/schema-form/schema-form.tsx', 'src/lib/schema-form/forms.ts', 'src/lib/schema-form/precompiled-runtime.ts']);
    expect(plan.chunks.screens).toEqual({
      'order-page': { roots: ['src/features/orders/screens/order-screen.tsx'], with: ['src/features/orders/screens/photos-screen.tsx'] },
    });
    expect(plan.chunks.apart).toEqual(['src/features/auth/screens/login-screen.tsx']);
  });

  it('asks V8 to compile up front only the chunks every signed-in start runs', () => {
    expect(['home-tab', 'orders-tab', 'daily', 'app'].every((name) => plan.runsOnStart(name, false))).toBe(true);
    expect(plan.runsOnStart('order-page', false)).toBe(false);
    expect(plan.runsOnStart('anything', true)).toBe(true);
  });

  it('refuses a table whose sign-in path has no page', () => {
    expect(() => startPlan({ ...routes, signIn: '/nowhere' })).toThrow(/sign-in path \/nowhere/);
  });
});

describe('a barrel of ours, free of side effects', () => {
  it('is a module of re-exports only, comments and types included', () => {
    expect(reExportsOnly("// The face.\nexport type { A } from './a';\nexport { b, type C } from './b';\nexport * from './c';")).toBe(true);
  });

  it('is not a module with code of its own, nor one that only imports', () => {
    expect(reExportsOnly("export { b } from './b';\nwindow.addEventListener('online', () => 1);")).toBe(false);
    expect(reExportsOnly("import './side-effect';")).toBe(false);
    expect(reExportsOnly("export const a = 1;")).toBe(false);
  });
});
