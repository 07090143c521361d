// The build's Content-Security-Policy (scripts/csp.ts): only the app's own code and the page's
// inline scripts it hashed run; calls go to the app's origin and the API's only.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, cspPlugin } from '../../../scripts/csp';

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `))?.split(' ').slice(1) ?? [];

describe('contentSecurityPolicy', () => {
  it('lets only the app\'s files and the hashed inline scripts run', () => {
    const csp = contentSecurityPolicy(['console.log(1)']);
    const hash = `'sha256-${createHash('sha256').update('console.log(1)').digest('base64')}'`;
    expect(directive(csp, 'script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", hash]);
    expect(csp).not.toMatch(/'unsafe-eval'|script-src[^;]*'unsafe-inline'/);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
  });

  it('sends calls to the API\'s and the cloud router\'s origins only', () => {
    const csp = contentSecurityPolicy([], { apiBaseUrl: 'https://api.worker.example.cn', cloudBaseUrl: 'https://cloud.worker.example.cn/http/router', uploadHosts: 'a.oss.cn, b.oss.cn' });
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'https://api.worker.example.cn', 'https://cloud.worker.example.cn', 'https://a.oss.cn', 'https://b.oss.cn', 'data:', 'blob:']);
  });
});

describe('cspPlugin', () => {
  it('writes the policy first in the head, with the hash of every inline script of the page', () => {
    const plugin = cspPlugin({});
    const hook = plugin.transformIndexHtml as { handler: (html: string) => string };
    const html = hook.handler('<html><head><meta charset="UTF-8" />\n<script type="module" src="./a.js"></script><script>var a=1</script></head></html>');
    const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'));
    expect(directive(csp, 'script-src')).toContain(`'sha256-${createHash('sha256').update('var a=1').digest('base64')}'`);
    expect(directive(csp, 'script-src')).toHaveLength(3);
  });
});
