// Server HTML of messages and notices is not trusted: it is parsed in an inert document
// (DOMParser runs no script and loads nothing) and only simple tags with safe attributes survive.
// The result is a tree of plain data that React renders; no HTML string reaches the page.

export type SafeElement = { tag: AllowedTag; href?: string; src?: string; alt?: string; children: SafeNode[] };
export type SafeNode = string | SafeElement;

const ALLOWED = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'span', 'a', 'img', 'ul', 'ol', 'li', 'h3', 'h4', 'blockquote'] as const;
export type AllowedTag = (typeof ALLOWED)[number];
const isAllowed = (tag: string): tag is AllowedTag => (ALLOWED as readonly string[]).includes(tag);

/** Dropped with everything inside them; other unknown tags are unwrapped (their text is kept). */
const DROPPED = new Set([
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'noscript', 'template', 'svg', 'math',
  'form', 'input', 'button', 'textarea', 'select', 'option', 'link', 'meta', 'base', 'head', 'title', 'video', 'audio',
  'source', 'track', 'canvas', 'portal', 'dialog',
]);

const MAX_DEPTH = 24;

/** http(s) URLs only, for images and outside links. */
export function safeHttpUrl(value: string | null): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** An in-app page path (`/pages/...`), or an http(s) URL; nothing else may be a link target. */
function safeHref(value: string | null): string | undefined {
  if (!value) return undefined;
  const v = value.trim();
  if (/^\/pages\/[A-Za-z0-9_/-]+(\?[^\s"'<>]*)?$/.test(v)) return v;
  return safeHttpUrl(v);
}

function walk(node: Node, depth: number): SafeNode[] {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ? [node.textContent] : [];
  if (node.nodeType !== Node.ELEMENT_NODE) return []; // comments, processing instructions
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED.has(tag) || depth > MAX_DEPTH) return [];
  const children = Array.from(element.childNodes).flatMap((child) => walk(child, depth + 1));
  if (!isAllowed(tag)) return children;
  if (tag === 'img') {
    const src = safeHttpUrl(element.getAttribute('src'));
    return src ? [{ tag, src, alt: element.getAttribute('alt') ?? '', children: [] }] : [];
  }
  if (tag === 'br') return [{ tag, children: [] }];
  if (tag === 'a') return [{ tag, href: safeHref(element.getAttribute('href')), children }];
  return [{ tag, children }];
}

export function sanitizeHtml(html: string): SafeNode[] {
  if (!html) return [];
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return Array.from(doc.body.childNodes).flatMap((child) => walk(child, 0));
}
