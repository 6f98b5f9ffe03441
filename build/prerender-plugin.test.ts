import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { gateScript, prerenderedHtml, SHOWN_ATTRIBUTE } from './prerender-plugin';

const INDEX = `<!doctype html>
<html lang="zh-CN">
  <head>
    <title>教育服务平台</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/** Runs the gate against stand-ins for the browser; true when it let the drawn page show. */
function shows(getItem: (key: string) => string | null): boolean {
  let shown = false;
  const documentElement = { setAttribute: (name: string) => void (shown ||= name === SHOWN_ATTRIBUTE) };
  runInNewContext(gateScript('eduweb_siteUser'), { localStorage: { getItem }, document: { documentElement } });
  return shown;
}

describe('prerenderedHtml', () => {
  const html = prerenderedHtml(INDEX, '<main><h1>让每一次学习都算数 $&</h1></main>', '/assets/drawn-page-gate-x.js');

  it('draws the markup into #root and keeps the entry module as index.html has it', () => {
    expect(html).toContain('<div id="root"><div data-prerendered style="display:contents"><main><h1>让每一次学习都算数 $&</h1></main></div></div>');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
  });

  it('has no inline script: the gate is a file of its own, ahead of the drawn page', () => {
    expect([...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>/g)]).toEqual([]);
    expect(html.indexOf('<script src="/assets/drawn-page-gate-x.js"></script>')).toBeLessThan(html.indexOf('id="root"'));
  });
});

describe('the gate script', () => {
  it('keeps the drawn page hidden from a visit without a stored session, and from one without storage', () => {
    expect(shows(() => null)).toBe(false);
    expect(
      shows(() => {
        throw new Error('SecurityError');
      }),
    ).toBe(false);
  });

  it('shows it to a signed-in visitor', () => {
    expect(shows((key) => (key === 'eduweb_siteUser' ? '{"id":1}' : null))).toBe(true);
  });

  it('is hidden by the page itself until the gate says otherwise (a gate that fails to load shows nothing drawn)', () => {
    expect(prerenderedHtml(INDEX, '<main></main>', '/g.js')).toContain(`<style>:root:not([${SHOWN_ATTRIBUTE}]) [data-prerendered]{display:none!important}</style>`);
  });
});
