// The build's Content-Security-Policy (scripts/csp.ts): only the app's own files run, no inline
// script; calls go to the app's origin and the API's only.
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, cspPlugin } from '../../../scripts/csp';

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `))?.split(' ').slice(1) ?? [];

describe('contentSecurityPolicy', () => {
  it('lets only the app\'s files run', () => {
    const csp = contentSecurityPolicy();
    expect(directive(csp, 'script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(csp).not.toMatch(/'unsafe-eval'|script-src[^;]*'unsafe-inline'/);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
  });

  it('sends calls to the API\'s and the cloud router\'s origins only', () => {
    const csp = contentSecurityPolicy({ apiBaseUrl: 'https://api.worker.example.cn', cloudBaseUrl: 'https://cloud.worker.example.cn/http/router', uploadHosts: 'a.oss.cn, b.oss.cn' });
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'https://api.worker.example.cn', 'https://cloud.worker.example.cn', 'https://a.oss.cn', 'https://b.oss.cn', 'data:', 'blob:']);
  });
});

describe('cspPlugin', () => {
  const hook = cspPlugin({}).transformIndexHtml as { handler: (html: string) => string };

  it('writes the policy first in the head', () => {
    const html = hook.handler('<html><head><meta charset="UTF-8" />\n<script type="module" src="./a.js"></script></head></html>');
    const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'));
    expect(directive(csp, 'script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  });

  it('fails the build on an inline script, which the policy would refuse on the phone', () => {
    expect(() => hook.handler('<html><head><meta charset="UTF-8" />\n<script>var a=1</script></head></html>')).toThrow(/inline script/);
  });
});
