import { describe, expect, it } from 'vitest';
import { safeHref, safeImageSrc, type SafeNode, sanitizeHtml } from '@/lib/html/sanitize-html';

const text = (nodes: SafeNode[]): string => nodes.map((n) => (typeof n === 'string' ? n : text(n.children))).join('');
const tags = (nodes: SafeNode[]): string[] => nodes.flatMap((n) => (typeof n === 'string' ? [] : [n.tag, ...tags(n.children)]));
/** The tree written back as HTML, to compare with what went in. */
const html = (nodes: SafeNode[]): string =>
  nodes
    .map((n) => {
      if (typeof n === 'string') return n;
      const attrs = (['href', 'src', 'alt', 'colSpan', 'rowSpan'] as const)
        .filter((name) => n[name] !== undefined)
        .map((name) => ` ${name.toLowerCase()}="${n[name]}"`)
        .join('');
      return ['br', 'hr', 'img'].includes(n.tag) ? `<${n.tag}${attrs}>` : `<${n.tag}${attrs}>${html(n.children)}</${n.tag}>`;
    })
    .join('');

describe('sanitizeHtml: what stays', () => {
  it("keeps an agreement's markup as it is", () => {
    const agreement = '<h3>一、协议的范围</h3><p>您应遵守<strong>服务礼仪与安全规范</strong>。</p><ul><li>实名注册</li><li>请勿转借</li></ul>';
    expect(html(sanitizeHtml(agreement))).toBe(agreement);
  });

  it("keeps a message's simple tags and their text, without styles", () => {
    const nodes = sanitizeHtml('<p>活动期间累计完成<span style="color:#07c160">30单</span>，奖励<strong>¥300</strong></p>');
    expect(tags(nodes)).toEqual(['p', 'span', 'strong']);
    expect(text(nodes)).toBe('活动期间累计完成30单，奖励¥300');
    expect(JSON.stringify(nodes)).not.toContain('color');
  });

  it('keeps tables with their cell spans, and nothing else of a cell', () => {
    const nodes = sanitizeHtml('<table><tbody><tr><td colspan="2" width="900" onclick="x()">合计</td><td rowspan="abc">1</td></tr></tbody></table>');
    expect(html(nodes)).toBe('<table><tbody><tr><td colspan="2">合计</td><td>1</td></tr></tbody></table>');
  });

  it('unwraps unknown tags, keeping their text', () => {
    expect(html(sanitizeHtml('<p><font color="red">红字</font><custom-tag>自定义</custom-tag></p>'))).toBe('<p>红字自定义</p>');
    const nodes = sanitizeHtml('<section><article><p>保留</p></article><font>也保留</font></section>');
    expect(tags(nodes)).toEqual(['p']);
    expect(text(nodes)).toBe('保留也保留');
  });
});

describe('sanitizeHtml: what goes', () => {
  it('drops script, style, iframe, noscript and svg with what they contain', () => {
    const nodes = sanitizeHtml('<p>a</p><script>alert(1)</script><style>p{display:none}</style><iframe src="https://x.cn">frame text</iframe><noscript>n</noscript><p>b</p>');
    expect(html(nodes)).toBe('<p>a</p><p>b</p>');
    // Last: happy-dom's parser takes what follows an svg's script into it.
    expect(html(sanitizeHtml('<p>a</p><svg onload="alert(1)"><script>alert(2)</script></svg>'))).toBe('<p>a</p>');
  });

  it('drops on* handlers, style and class attributes', () => {
    expect(html(sanitizeHtml('<p onclick="alert(1)" style="color:red" class="x">text</p>'))).toBe('<p>text</p>');
  });

  it('stops at a nesting no text has', () => {
    const deep = '<span>'.repeat(40) + '深' + '</span>'.repeat(40);
    expect(tags(sanitizeHtml(deep)).length).toBeLessThanOrEqual(25);
  });
});

describe('sanitizeHtml: links', () => {
  it('keeps in-app pages, web pages, tel: and mailto:, and no other target', () => {
    const nodes = sanitizeHtml(
      [
        '<a href="javascript:alert(1)">a</a>',
        '<a href=" JaVa&#x09;script:alert(1)">b</a>',
        '<a href="data:text/html,<script>alert(1)</script>">c</a>',
        '<a href="vbscript:x">d</a>',
        '<a href="//evil.example">e</a>',
        '<a href="terms.html">f</a>',
        '<a href="/pages/order/detail?id=1">g</a>',
        '<a href="https://m.example-massage.cn/a">h</a>',
        '<a href="tel:4008205566">i</a>',
        '<a href="mailto:help@example-massage.cn">j</a>',
      ].join(''),
    );
    expect(nodes.map((n) => (typeof n === 'string' ? n : n.href))).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      '/pages/order/detail?id=1',
      'https://m.example-massage.cn/a',
      'tel:4008205566',
      'mailto:help@example-massage.cn',
    ]);
    // A refused link keeps its text.
    expect(text(nodes)).toBe('abcdefghij');
  });

  it('judges link targets by their scheme, whatever hides in it', () => {
    expect(safeHref('https://a.cn')).toBe('https://a.cn/');
    expect(safeHref('/pages/login/agreement?type=privacy')).toBe('/pages/login/agreement?type=privacy');
    expect(safeHref('java\nscript:alert(1)')).toBeUndefined();
    expect(safeHref('//evil.example')).toBeUndefined();
    expect(safeHref('data:text/html;base64,PHNjcmlwdD4=')).toBeUndefined();
    expect(safeHref('/pages/x"><script>')).toBeUndefined();
  });
});

describe('sanitizeHtml: pictures', () => {
  it('keeps https pictures with their alt text and nothing else of the tag', () => {
    const nodes = sanitizeHtml('<img src="https://cdn.example-massage.cn/a.jpg" onerror="alert(1)" alt="示范" width="9999">');
    expect(nodes).toEqual([{ tag: 'img', src: 'https://cdn.example-massage.cn/a.jpg', alt: '示范', children: [] }]);
  });

  it('drops pictures that are not https, the app\'s own, or an inline raster picture', () => {
    const nodes = sanitizeHtml(
      [
        '<img src="x" onerror="alert(1)">',
        '<img src="javascript:alert(1)">',
        '<img src="http://cdn.example-massage.cn/plain.jpg">',
        '<img src="//cdn.example-massage.cn/no-scheme.jpg">',
        '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">',
        '<img src="data:text/html;base64,PHNjcmlwdD4=">',
        '<img>',
      ].join(''),
    );
    expect(nodes).toEqual([]);
  });

  it('keeps a picture the back office pasted inline, and one from the app\'s own origin (the mock\'s)', () => {
    const pasted = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    expect(safeImageSrc(pasted)).toBe(pasted);
    expect(safeImageSrc(`${location.origin}/mock-cdn/study/a.jpg`)).toBe(`${location.origin}/mock-cdn/study/a.jpg`);
  });
});
