import { describe, expect, it } from 'vitest';
import { CHARSET_PRESCAN_BYTES, charsetFirst } from './charset-first-plugin';

const page = (head: string) => `<!doctype html>\n<html lang="zh-CN">\n  <head>${head}\n    <title>教育服务平台</title>\n  </head>\n  <body></body>\n</html>\n`;

describe('charsetFirst', () => {
  it('moves the charset declaration ahead of scripts injected at the top of <head>', () => {
    const script = `<script>${'x'.repeat(5000)}</script>`;
    const html = charsetFirst(page(`${script}\n    <meta charset="UTF-8" />\n    <meta name="viewport" content="width=device-width" />`));
    const at = html.indexOf('<meta charset="UTF-8" />');
    expect(at).toBeGreaterThan(-1);
    expect(new TextEncoder().encode(html.slice(0, at)).length).toBeLessThan(CHARSET_PRESCAN_BYTES);
    expect(at).toBeLessThan(html.indexOf('<script>'));
    // Moved, not copied, and nothing else lost.
    expect(html.match(/<meta charset/g)).toHaveLength(1);
    expect(html).toContain(script);
    expect(html).toContain('<meta name="viewport" content="width=device-width" />');
  });

  it('leaves a page without a declaration, or with it first already, as it was', () => {
    const none = page('<script>1</script>');
    expect(charsetFirst(none)).toBe(none);
    const first = page('\n    <meta charset="UTF-8" />\n    <script>1</script>');
    expect(charsetFirst(first)).toBe(first);
  });
});
