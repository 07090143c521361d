// Renders sanitised server HTML as React elements; links open through the app's router.
import { createElement, type MouseEvent, type ReactNode, useMemo } from 'react';
import { routeOfLink } from '../../../lib/navigation/link-route';
import { type SafeNode, sanitizeHtml } from './sanitize-html';

function render(nodes: SafeNode[], open: (route: string) => void, prefix = ''): ReactNode[] {
  return nodes.map((node, i) => {
    const key = `${prefix}${i}`;
    if (typeof node === 'string') return node;
    if (node.tag === 'img') return <img key={key} src={node.src} alt={node.alt} loading="lazy" referrerPolicy="no-referrer" />;
    if (node.tag === 'br') return <br key={key} />;
    const children = render(node.children, open, `${key}.`);
    if (node.tag === 'a') {
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
    return createElement(node.tag, { key }, ...children);
  });
}

export function RichText({ html, onOpen, className }: { html: string; onOpen: (route: string) => void; className?: string }) {
  const nodes = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className}>{render(nodes, onOpen)}</div>;
}
