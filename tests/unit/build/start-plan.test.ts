// What each first load needs is derived from the route table alone: a page that declares its first
// calls gets its code, its calls' schemas and its namespace preloaded, a tab its chunk, and the
// pages naming one shared chunk that chunk; nothing is named outside the table.
import { describe, expect, it } from 'vitest';
import { callSchemas, startPlan } from '../../../scripts/start-plan';
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
        { path: '/map', screen: 'map-screen', preloads: ['src/features/settings/utils/map.ts'] },
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
  it("preloads a tab with the tab bar's frame, both sets of calls' schemas and its namespace; the root and an empty hash as Home", () => {
    const home = ['src/app/shell.tsx', 'src/features/home/screens/home-screen.tsx', schema('getBadges'), schema('getHome'), 'src/locales/zh-Hans/home.json'];
    expect(plan.preloads.routes['/home']).toEqual(home);
    expect(plan.preloads.routes['']).toEqual(home);
    expect(plan.preloads.routes['/']).toEqual(home);
    expect(plan.preloads.aliases).toEqual({ '': '/home', '/': '/home' });
  });

  it("preloads a page that declares its calls with their schemas, every other page's code and namespace, and zod on every signed-in start", () => {
    expect(plan.preloads.routes['/order']).toEqual(['src/features/orders/screens/order-screen.tsx', schema('getOrder'), 'src/locales/zh-Hans/orders.json']);
    expect(plan.preloads.routes['/mine/album']).toEqual(['src/features/mine/screens/album-screen.tsx', schema('listAlbum'), 'src/locales/zh-Hans/mine-pages.json']);
    expect(plan.preloads.routes['/other']).toEqual(['src/features/orders/screens/other-screen.tsx', 'src/locales/zh-Hans/orders.json']);
    expect(plan.preloads.routes['/order/photos']).toEqual(['src/features/orders/screens/photos-screen.tsx', 'src/locales/zh-Hans/orders.json']);
    // The sign-in page is what a start without a session preloads, not a route of a signed-in start.
    expect(Object.keys(plan.preloads.routes).sort()).toEqual(['', '/', '/contract-form', '/home', '/map', '/mine', '/mine/album', '/order', '/order/photos', '/orders', '/other', '/password']);
    expect(plan.preloads.signedIn).toEqual(['src/lib/api/request.ts', 'node_modules/zod/v4/mini/schemas.js', 'src/lib/offline/persist.ts']);
    expect(plan.preloads.signedOut).toEqual(['src/features/auth/screens/login-screen.tsx', 'src/locales/zh-Hans/auth.json']);
  });

  it('preloads a form screen with the form renderer and its forms: a definition with its validator, or the interpreting validator of a form built at run time', () => {
    const renderer = ['src/lib/schema-form/schema-form.tsx', 'src/locales/zh-Hans/forms.json'];
    const precompiled = 'node_modules/@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
    expect(plan.preloads.routes['/password']).toEqual([
      'src/features/settings/screens/password-screen.tsx',
      'src/locales/zh-Hans/settings.json',
      ...renderer,
      'forms/settings/update-password.schema.json',
      'forms/settings/update-password.ui.json',
      'generated/forms/validators/settings-update-password.js',
      precompiled,
    ]);
    expect(plan.preloads.routes['/contract-form']).toEqual([
      'src/features/settings/screens/contract-form-screen.tsx',
      'src/locales/zh-Hans/settings.json',
      ...renderer,
      'forms/apply/account.schema.json',
      'forms/apply/account.ui.json',
      'generated/forms/validators/apply-account.js',
      precompiled,
      'src/lib/schema-form/interpreted-validator.ts',
    ]);
    // A page without forms does not load the renderer.
    expect(plan.preloads.routes['/other']).not.toContain(renderer[0]);
  });

  it('preloads what a page names as loaded at once (the chooser\'s map) with its code', () => {
    expect(plan.preloads.routes['/map']).toEqual(['src/features/settings/screens/map-screen.tsx', 'src/locales/zh-Hans/settings.json', 'src/features/settings/utils/map.ts']);
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
    // The renderer's chunk holds the precompiled validators' runtime with the app's part of it.
    expect(plan.chunks.renderer).toEqual([
      'src/lib/schema-form/schema-form.tsx',
      'src/lib/schema-form/forms.ts',
      'node_modules/@rjsf/validator-ajv8/lib/createPrecompiledValidator.js',
      'src/lib/schema-form/precompiled-runtime.ts',
    ]);
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

  it("names each read call's schema by its path: GETs, and the POSTs named get, list or check (the cloud router's reads), not a write", () => {
    const contract = `
openapi: 3.1.0
paths:
  /v1/wallet/withdraw/list:
    get: { operationId: listWithdrawals }
  /v1/wallet/withdraw:
    post: { operationId: createWithdrawal }
  /router/client/user.getMyInfo:
    parameters: []
    post: { operationId: getCloudMyInfo }
  /v1/worker/workTime/list:
    post: { operationId: listWorkTimes }
  /v1/common/checkWorkerAccount:
    post: { operationId: checkWorkerAccount }
`;
    expect(callSchemas(contract)).toEqual({
      '/v1/wallet/withdraw/list': schema('listWithdrawals'),
      '/router/client/user.getMyInfo': schema('getCloudMyInfo'),
      '/v1/worker/workTime/list': schema('listWorkTimes'),
      '/v1/common/checkWorkerAccount': schema('checkWorkerAccount'),
    });
  });

  it('refuses a table whose sign-in path has no page', () => {
    expect(() => startPlan({ ...routes, signIn: '/nowhere' })).toThrow(/sign-in path \/nowhere/);
  });
});
