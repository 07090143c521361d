// A small HTML sanitiser for the agreement texts (the contract promises p, h3, ul, li, strong, but
// the text is edited in a back office, so nothing it contains may run): parsed with DOMParser,
// which runs no script, then rebuilt from an allow-list.

/** Removed with everything inside them. */
const DROP = new Set([
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'noscript', 'template',
  'link', 'meta', 'base', 'title', 'head', 'svg', 'math', 'form', 'input', 'button', 'textarea', 'select',
  'option', 'audio', 'video', 'source', 'track', 'canvas', 'img', 'picture', 'portal',
]);

/** Kept as they are; any other element is unwrapped (its text stays). */
const KEEP = new Set([
  'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u',
  'span', 'div', 'blockquote', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'sup', 'sub',
]);

/** Attributes kept (per element); every on* handler, style and the rest are dropped. */
const ATTRIBUTES: Record<string, string[]> = { a: ['href'], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'] };

/** Only web, mail and phone links; `javascript:`, `data:`, `vbscript:` and the rest are dropped. */
export function isSafeHref(href: string): boolean {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:").
  // eslint-disable-next-line no-control-regex
  const compact = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  if (scheme === undefined) return !compact.startsWith('//') && !/^[^/?#]*:/.test(compact);
  return scheme === 'http' || scheme === 'https' || scheme === 'mailto' || scheme === 'tel';
}

function clean(source: Node, target: Node, doc: Document) {
  for (const child of Array.from(source.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      target.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue; // comments, processing instructions
    const element = child as Element;
    const tag = element.tagName.toLowerCase();
    if (DROP.has(tag)) continue;
    if (!KEEP.has(tag)) {
      clean(element, target, doc);
      continue;
    }
    const copy = doc.createElement(tag);
    for (const name of ATTRIBUTES[tag] ?? []) {
      const value = element.getAttribute(name);
      if (value === null) continue;
      if (name === 'href' && !isSafeHref(value)) continue;
      copy.setAttribute(name, value);
    }
    if (tag === 'a' && copy.hasAttribute('href')) {
      copy.setAttribute('target', '_blank');
      copy.setAttribute('rel', 'noopener noreferrer');
    }
    clean(element, copy, doc);
    target.appendChild(copy);
  }
}

/** The HTML with only the allowed elements and attributes left, ready for innerHTML. */
export function sanitizeHtml(html: string): string {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const out = document.implementation.createHTMLDocument('');
  const root = out.createElement('div');
  clean(parsed.body, root, out);
  return root.innerHTML;
}
