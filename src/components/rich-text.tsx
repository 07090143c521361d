// Server HTML on a screen: sanitised (lib/html/sanitize-html.ts), then rendered as React elements.
// Links to a page or a website open through the app's router (a website in the web-view page);
// tel: (after the phone permission's explanation, once: docs/decisions.md, "Permission explanations")
// and mailto: go to the phone.
import { createElement, type MouseEvent, type ReactNode, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { type SafeNode, sanitizeHtml } from '@/lib/html/sanitize-html';
import { explainBeforeDialing } from '@/lib/native/permissions';
import { routeOfLink } from '@/lib/navigation/link-route';

// Pictures never overflow the text's column, whatever the screen's stylesheet says.
const PICTURE_STYLE = { maxWidth: '100%', height: 'auto' } as const;

function render(nodes: SafeNode[], open: (route: string) => void, prefix = ''): ReactNode[] {
  return nodes.map((node, i) => {
    const key = `${prefix}${i}`;
    if (typeof node === 'string') return node;
    if (node.tag === 'img') {
      // Lazy and decoded off the main thread: a notice or a lesson can hold many pictures, most
      // below the fold; no referrer: the picture's host need not know which page asked.
      return <img key={key} src={node.src} alt={node.alt} loading="lazy" decoding="async" referrerPolicy="no-referrer" style={PICTURE_STYLE} />;
    }
    if (node.tag === 'br' || node.tag === 'hr') return createElement(node.tag, { key });
    const children = render(node.children, open, `${key}.`);
    if (node.tag === 'a') {
      if (node.href?.startsWith('tel:') || node.href?.startsWith('mailto:')) {
        return (
          <a key={key} href={node.href} onClick={node.href.startsWith('tel:') ? explainBeforeDialing : undefined}>
            {children}
          </a>
        );
      }
      const route = routeOfLink(node.href);
      if (!route) return <span key={key}>{children}</span>;
      const onClick = (e: MouseEvent) => {
        e.preventDefault();
        open(route);
      };
      return (
        <a key={key} href={`#${route}`} onClick={onClick}>
          {children}
        </a>
      );
    }
    return createElement(node.tag, { key, colSpan: node.colSpan, rowSpan: node.rowSpan }, ...children);
  });
}

export function RichText({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate();
  const nodes = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className}>{render(nodes, (route) => navigate(route))}</div>;
}
