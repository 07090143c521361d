// The one sanitiser of HTML from the server (agreements, messages, notices, study material): it is
// edited in a back office, so nothing in it may run. Parsed in an inert document (DOMParser runs no
// script and loads nothing), only an allow-list of simple elements with checked attributes
// survives, and the result is a tree of plain data that React renders (components/rich-text.tsx):
// no HTML string reaches the page.

const ALLOWED = [
  'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 'span', 'div',
  'blockquote', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'sup', 'sub',
] as const;
type AllowedTag = (typeof ALLOWED)[number];
const isAllowed = (tag: string): tag is AllowedTag => (ALLOWED as readonly string[]).includes(tag);

type SafeElement = {
  tag: AllowedTag;
  /** a: where it goes (see safeHref); absent when the target was refused, so the text stays. */
  href?: string;
  /** img: see safeImageSrc. */
  src?: string;
  alt?: string;
  /** th, td. */
  colSpan?: number;
  rowSpan?: number;
  children: SafeNode[];
};
export type SafeNode = string | SafeElement;

/** Dropped with everything inside them; other unknown tags are unwrapped (their text is kept). */
const DROPPED = new Set([
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'noscript', 'template', 'svg', 'math',
  'form', 'input', 'button', 'textarea', 'select', 'option', 'link', 'meta', 'base', 'head', 'title', 'video', 'audio',
  'source', 'track', 'canvas', 'picture', 'portal', 'dialog',
]);

/** Elements without content. */
const EMPTY = new Set<AllowedTag>(['br', 'hr', 'img']);

// Deeper nesting is no text anyone writes, and would make the render recurse without end.
const MAX_DEPTH = 24;

const parse = (value: string | null): URL | null => {
  if (!value) return null;
  try {
    // The URL parser drops the tabs and line breaks a browser ignores inside a scheme ("java\tscript:").
    return new URL(value.trim());
  } catch {
    return null;
  }
};

/**
 * A link target the app can open, or undefined: an in-app page (`/pages/...`), an http(s) page (the
 * app's web-view page shows it), or a `tel:`/`mailto:` the web-view hands to the phone. Never
 * `javascript:`, `data:`, `//host` or another scheme.
 */
export function safeHref(value: string | null): string | undefined {
  if (!value) return undefined;
  const v = value.trim();
  if (/^\/pages\/[A-Za-z0-9_/-]+(\?[^\s"'<>]*)?$/.test(v)) return v;
  const url = parse(v);
  if (!url) return undefined;
  if (url.protocol === 'https:' || url.protocol === 'http:') return url.href;
  if (url.protocol === 'tel:' || url.protocol === 'mailto:') return url.href;
  return undefined;
}

const INLINE_RASTER = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=\s]+$/;

/**
 * A picture the page may show, or undefined: https (the CDN), the app's own origin (what the
 * development mock serves the CDN's pictures from), or a raster picture inline in the text (back-office
 * editors paste pictures as base64). Not plain http: on the https app it is mixed content, which
 * the web-view blocks or upgrades, and it would tell the network what the worker reads. Not inline
 * SVG: a document of its own to build, for what a raster does.
 */
export function safeImageSrc(value: string | null): string | undefined {
  if (!value) return undefined;
  const v = value.trim();
  if (v.toLowerCase().startsWith('data:')) return INLINE_RASTER.test(v) ? v : undefined;
  const url = parse(v);
  if (!url) return undefined;
  if (url.protocol === 'https:') return url.href;
  if (typeof location !== 'undefined' && url.origin === location.origin && url.protocol === location.protocol) return url.href;
  return undefined;
}

const span = (value: string | null): number | undefined => {
  const n = Number(value);
  return Number.isInteger(n) && n > 1 && n <= 100 ? n : undefined;
};

function walk(node: Node, depth: number): SafeNode[] {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ? [node.textContent] : [];
  if (node.nodeType !== Node.ELEMENT_NODE) return []; // comments, processing instructions
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED.has(tag) || depth > MAX_DEPTH) return [];
  if (tag === 'img') {
    const src = safeImageSrc(element.getAttribute('src'));
    return src ? [{ tag, src, alt: element.getAttribute('alt') ?? '', children: [] }] : [];
  }
  if (isAllowed(tag) && EMPTY.has(tag)) return [{ tag, children: [] }];
  const children = Array.from(element.childNodes).flatMap((child) => walk(child, depth + 1));
  if (!isAllowed(tag)) return children;
  if (tag === 'a') {
    const href = safeHref(element.getAttribute('href'));
    return [href ? { tag, href, children } : { tag, children }];
  }
  if (tag === 'td' || tag === 'th') {
    const colSpan = span(element.getAttribute('colspan'));
    const rowSpan = span(element.getAttribute('rowspan'));
    return [{ tag, ...(colSpan ? { colSpan } : {}), ...(rowSpan ? { rowSpan } : {}), children }];
  }
  return [{ tag, children }];
}

/** The allowed part of server HTML, as plain data. */
export function sanitizeHtml(html: string): SafeNode[] {
  if (!html) return [];
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return Array.from(doc.body.childNodes).flatMap((child) => walk(child, 0));
}
