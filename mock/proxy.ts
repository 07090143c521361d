// Where the dev server and `vite preview` send the API paths: the development mock (MOCK_URL,
// mock/serve.ts), which learns from X-Forwarded-Host where to point the examples' pictures; or,
// with API_URL and CLOUD_URL, a real backend (README "The development mock").
import type { ProxyOptions } from 'vite';

export function devProxy(env: NodeJS.ProcessEnv): Record<string, ProxyOptions> {
  if (env.API_URL && env.CLOUD_URL) {
    return {
      '/v1': { target: env.API_URL, changeOrigin: true },
      '/router': { target: env.CLOUD_URL, changeOrigin: true, rewrite: (path) => path.replace(/^\/router/, '') },
    };
  }
  const toMock = { target: env.MOCK_URL ?? 'http://127.0.0.1:4010', changeOrigin: true, xfwd: true };
  return { '/v1': toMock, '/router': toMock, '/storage': toMock, '/mock-cdn': toMock };
}
