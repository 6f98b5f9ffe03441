import { describe, expect, it } from 'vitest';
import { sanitizeCmsHtml } from './sanitize';

function parse(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = sanitizeCmsHtml(html);
  return host;
}

describe('sanitizeCmsHtml', () => {
  it('drops scripts, event handlers and javascript: URLs, keeping the text', () => {
    const host = parse('<p>正文</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">链接</a>');
    expect(host.querySelector('script')).toBeNull();
    expect(host.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(host.querySelector('a')?.hasAttribute('href')).toBe(false);
    expect(host.textContent).toBe('正文链接');
  });

  it('drops handlers hidden in SVG and forms that could post elsewhere', () => {
    const host = parse('<svg><a xlink:href="javascript:alert(1)"><text>x</text></a><animate onbegin="alert(2)"/></svg><form action="https://evil.example"><input name="p"></form>');
    expect(host.innerHTML).not.toMatch(/javascript:|onbegin|<form|<input/i);
  });

  it('keeps rich text and gives new-window links rel=noopener', () => {
    const host = parse('<h2>标题</h2><ul><li>一</li></ul><a href="https://example.edu.cn" target="_blank">外链</a><a href="/home" target="evil">站内</a>');
    expect(host.querySelector('h2')?.textContent).toBe('标题');
    expect(host.querySelector('li')?.textContent).toBe('一');
    const [outside, inside] = host.querySelectorAll('a');
    expect(outside?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(inside?.hasAttribute('target')).toBe(false);
  });
});
