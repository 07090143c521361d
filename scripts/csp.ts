// The Content-Security-Policy of every build (a meta tag in index.html; `vite` dev serves none: its
// client and React's refresh run inline code). Only the app's own files run: no inline script, so
// none is allowed. Calls go only to the app's origin and the API's, pictures come from https hosts,
// and a website is framed by the web-view page only (issue #17).
import type { Plugin } from 'vite';

export type CspOrigins = {
  apiBaseUrl?: string;
  cloudBaseUrl?: string;
  /** Hosts of direct object-storage uploads (VITE_UPLOAD_HOSTS). */
  uploadHosts?: string;
};

const originOf = (url: string | undefined) => {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
};

export function contentSecurityPolicy(origins: CspOrigins = {}): string {
  const uploads = (origins.uploadHosts ?? 'upload.example-oss.cn')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean)
    .map((h) => `https://${h}`);
  const connect = [...new Set(["'self'", originOf(origins.apiBaseUrl), originOf(origins.cloudBaseUrl), ...uploads, 'data:', 'blob:'].filter(Boolean))];
  return [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "media-src 'self' data: blob: https:",
    `connect-src ${connect.join(' ')}`,
    // The service worker (`sw.js`, README "Offline") is the app's own file: `worker-src 'self'`
    // allows its registration (a service worker's script is checked against worker-src, then
    // script-src); workbox-window, which registers it, is a chunk of the app under script-src 'self'.
    // The worker itself is not under this policy (a meta tag applies to its page only): its code is
    // one self-contained file (Workbox's runtime inlined, no importScripts) that fetches the build's
    // own files.
    "worker-src 'self' blob:",
    'frame-src http: https:',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>[\s\S]*?<\/script>/;

/** Writes the policy into the built index.html, after every other plugin has written into it. */
export function cspPlugin(origins: CspOrigins): Plugin {
  return {
    name: 'worker-app:csp',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        // The policy would refuse it in the worker's phone: the build fails instead.
        if (INLINE_SCRIPT.test(html)) throw new Error('csp: index.html holds an inline script, which the Content-Security-Policy refuses');
        const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(origins)}" />`;
        return html.replace(/<meta charset="UTF-8" \/>/i, (charset) => `${charset}\n    ${meta}`);
      },
    },
  };
}
