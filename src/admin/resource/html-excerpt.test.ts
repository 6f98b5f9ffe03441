import { describe, expect, it } from 'vitest';
import { htmlExcerpt } from './html-excerpt';

describe('htmlExcerpt (x-widget html in a table)', () => {
  it('keeps the text, drops tags, comments, scripts and styles, decodes entities', () => {
    expect(htmlExcerpt('<h2>报名须知</h2><!-- note --><p>请携带&nbsp;身份证&amp;照片 &#x4E2D;&#25991;</p><script>alert(1)</script><style>p{}</style>')).toBe(
      '报名须知 请携带 身份证&照片 中文',
    );
  });

  it('never leaves a tag, even an unclosed one, and leaves unknown entities alone', () => {
    expect(htmlExcerpt('<img src=x onerror=alert(1)')).toBe('');
    expect(htmlExcerpt('a &lt;b&gt; &constructor; &unknown;')).toBe('a <b> &constructor; &unknown;');
    expect(htmlExcerpt('   ')).toBe('');
  });

  it('cuts long text at 60 characters', () => {
    const long = `<p>${'学'.repeat(80)}</p>`;
    expect(htmlExcerpt(long)).toBe(`${'学'.repeat(60)}…`);
  });
});
