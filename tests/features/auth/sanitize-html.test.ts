import { describe, expect, it } from 'vitest';
import { isSafeHref, sanitizeHtml } from '../../../src/features/auth/utils/sanitize-html';

describe('agreement sanitiser', () => {
  it("keeps the contract's markup as it is", () => {
    const html = '<h3>一、协议的范围</h3><p>您应遵守<strong>服务礼仪与安全规范</strong>。</p><ul><li>实名注册</li><li>请勿转借</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops script, style and iframe with their content', () => {
    const out = sanitizeHtml('<p>a</p><script>alert(1)</script><style>p{display:none}</style><iframe name="x">frame text</iframe><p>b</p>');
    expect(out).toBe('<p>a</p><p>b</p>');
  });

  it('drops on* handlers, style attributes and images', () => {
    const out = sanitizeHtml('<p onclick="alert(1)" style="color:red" class="x">text</p><img src=x onerror="alert(1)"><svg onload="alert(1)"></svg>');
    expect(out).toBe('<p>text</p>');
  });

  it('drops javascript:, data: and vbscript: links but keeps web links, safely', () => {
    const out = sanitizeHtml(
      '<a href="javascript:alert(1)">a</a><a href=" JaVa&#x09;script:alert(1)">b</a><a href="data:text/html,<script>alert(1)</script>">c</a><a href="vbscript:x">d</a><a href="https://example.com/terms">e</a>',
    );
    expect(out).toBe('<a>a</a><a>b</a><a>c</a><a>d</a><a href="https://example.com/terms" target="_blank" rel="noopener noreferrer">e</a>');
  });

  it('unwraps unknown elements and keeps their text', () => {
    expect(sanitizeHtml('<p><font color="red">红字</font><custom-tag>自定义</custom-tag></p>')).toBe('<p>红字自定义</p>');
  });

  it('judges link targets by their scheme', () => {
    expect(isSafeHref('https://a.cn')).toBe(true);
    expect(isSafeHref('tel:4008001234')).toBe(true);
    expect(isSafeHref('/pages/login/agreement?type=privacy')).toBe(true);
    expect(isSafeHref('java\nscript:alert(1)')).toBe(false);
    expect(isSafeHref('//evil.example')).toBe(false);
    expect(isSafeHref('data:text/html;base64,PHNjcmlwdD4=')).toBe(false);
  });
});
