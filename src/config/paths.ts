// The route table: the one place that knows every page path (the spec's page paths).
export const paths = {
  root: '/',
  login: '/pages/login/login',
  register: '/pages/login/register',
  forget: '/pages/login/forget',
  agreement: '/pages/login/agreement',
  home: '/pages/index/index',
  orders: '/pages/index/category',
  messages: '/pages/index/message',
  mine: '/pages/index/mys',
  notFound: '/pages/error/404/404',
  maintenance: '/pages/maintenance/index',
  update: '/pages/update/index',
  applyProcess: '/pages/apply/process',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/** Pages that need no sign-in (spec section 2, login-check mode 0). */
export const publicPaths: readonly string[] = [
  paths.root,
  paths.login,
  paths.register,
  paths.forget,
  paths.agreement,
  paths.notFound,
  paths.maintenance,
  paths.update,
];

export const isPublicPath = (pathname: string) =>
  publicPaths.includes(pathname) ||
  /^\/pages\/(goods|notice)\//.test(pathname) ||
  /^\/pages_template\//.test(pathname);
