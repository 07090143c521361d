import { describe, expect, it } from 'vitest';
import { type SafeNode, sanitizeHtml } from '../../../src/features/messages/components/sanitize-html';

const text = (nodes: SafeNode[]): string => nodes.map((n) => (typeof n === 'string' ? n : text(n.children))).join('');
const tags = (nodes: SafeNode[]): string[] => nodes.flatMap((n) => (typeof n === 'string' ? [] : [n.tag, ...tags(n.children)]));

describe('sanitizeHtml', () => {
  it('keeps simple tags and their text', () => {
    const nodes = sanitizeHtml('<p>活动期间累计完成<span style="color:#07c160">30单</span>，奖励<strong>¥300</strong></p>');
    expect(tags(nodes)).toEqual(['p', 'span', 'strong']);
    expect(text(nodes)).toBe('活动期间累计完成30单，奖励¥300');
    // Styles are not carried over: only href, src and alt exist on the result.
    expect(JSON.stringify(nodes)).not.toContain('color');
  });

  it('drops <script>, <style>, <iframe> and what they contain', () => {
    const nodes = sanitizeHtml('<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="https://x.cn"></iframe><noscript>n</noscript>');
    expect(tags(nodes)).toEqual(['p']);
    expect(text(nodes)).toBe('a');
  });

  it('drops event handlers and images whose source is not http(s)', () => {
    const nodes = sanitizeHtml('<img src="x" onerror="alert(1)"><img src="javascript:alert(1)"><img src="https://cdn.example-massage.cn/a.jpg" onerror="alert(1)">');
    expect(nodes).toEqual([{ tag: 'img', src: 'https://cdn.example-massage.cn/a.jpg', alt: '', children: [] }]);
  });

  it('keeps only in-app and http(s) link targets', () => {
    const nodes = sanitizeHtml('<a href="javascript:alert(1)">x</a><a href="data:text/html,hi">y</a><a href="/pages/order/detail?id=1">z</a><a href="https://m.example-massage.cn/a">w</a>');
    expect(nodes.map((n) => (typeof n === 'string' ? n : n.href))).toEqual([undefined, undefined, '/pages/order/detail?id=1', 'https://m.example-massage.cn/a']);
  });

  it('unwraps unknown tags, keeping their text', () => {
    const nodes = sanitizeHtml('<div><section><p>保留</p></section><font>也保留</font></div>');
    expect(tags(nodes)).toEqual(['p']);
    expect(text(nodes)).toBe('保留也保留');
  });
});
