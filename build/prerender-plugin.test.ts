import { describe, expect, it } from 'vitest';
import { prerenderedHtml } from './prerender-plugin';

const INDEX = `<!doctype html>
<html lang="zh-CN">
  <head>
    <script data-route-preload>((m) => m)({"files":[]})</script>
    <title>教育服务平台</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/app.js">
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const page = (overrides: Partial<Parameters<typeof prerenderedHtml>[1]> = {}) =>
  prerenderedHtml(INDEX, { markup: '<main><h1>让每一次学习都算数</h1></main>', sessionKey: 'eduweb_siteUser', preloads: ['/assets/home.js', '/assets/app.js'], ...overrides });

/** The inline scripts of a page, in document order. */
const scripts = (html: string) => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);

/** Runs the page's boot script against a stand-in document; returns what it added and what it scheduled. */
function boot(visibilityState = 'visible') {
  const script = scripts(page()).at(-1)!;
  const added: Record<string, unknown>[] = [];
  const frames: (() => void)[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const document = {
    visibilityState,
    createElement: (tag: string) => ({ tag }),
    head: { appendChild: (element: Record<string, unknown>) => added.push(element) },
  };
  new Function('document', 'requestAnimationFrame', 'setTimeout', script)(
    document,
    (run: () => void) => frames.push(run),
    (run: () => void, ms: number) => timers.push({ run, ms }),
  );
  return { added, frames, timers };
}

describe('prerenderedHtml', () => {
  it('puts the markup in #root, marked for the entry, and keeps the stylesheet', () => {
    const html = page();
    expect(html).toContain('<div id="root"><div data-prerendered style="display:contents"><main><h1>让每一次学习都算数</h1></main></div></div>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">');
  });

  it('starts no script or preload while the page is read: the entry, Vite’s links and the route preloads leave the head', () => {
    const html = page();
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"|data-route-preload/);
  });

  it('hides the drawn page, before it paints, from a visitor with no stored session', () => {
    const [mark] = scripts(page());
    const run = (stored: string | null, storage = true) => {
      const attributes: string[] = [];
      const localStorage = storage
        ? { getItem: (key: string) => (key === 'eduweb_siteUser' ? stored : null) }
        : {
            getItem: () => {
              throw new Error('SecurityError');
            },
          };
      new Function('localStorage', 'document', mark!)(localStorage, { documentElement: { setAttribute: (name: string) => attributes.push(name) } });
      return attributes;
    };
    expect(run('{"id":7,"name":"王同学"}')).toEqual([]);
    expect(run(null)).toEqual(['data-prerender-hidden']);
    expect(run(null, false)).toEqual(['data-prerender-hidden']);
    expect(page()).toContain('<style>[data-prerender-hidden] [data-prerendered]{display:none!important}</style>');
  });

  describe('the scripts start once the page has painted', () => {
    it('after the first frame: the preloads (each once), then the entry module', () => {
      const { added, frames, timers } = boot();
      expect(added).toEqual([]);
      frames[0]!();
      timers.find((timer) => timer.ms === 0)!.run();
      expect(added).toEqual([
        { tag: 'link', rel: 'modulepreload', href: '/assets/app.js', crossOrigin: '' },
        { tag: 'link', rel: 'modulepreload', href: '/assets/home.js', crossOrigin: '' },
        { tag: 'script', type: 'module', src: '/assets/index-abc.js', crossOrigin: '' },
      ]);
      // The fallback that follows finds them started.
      timers.find((timer) => timer.ms === 1000)!.run();
      expect(added).toHaveLength(3);
    });

    it('after a second at the latest, when no frame comes', () => {
      const { added, timers } = boot();
      timers.find((timer) => timer.ms === 1000)!.run();
      expect(added.at(-1)).toMatchObject({ tag: 'script', src: '/assets/index-abc.js' });
    });

    it('at once in a hidden tab, which draws no frames', () => {
      const { added, frames } = boot('hidden');
      expect(frames).toEqual([]);
      expect(added).toHaveLength(3);
    });
  });

  it('carries what it is given as it is: nothing closes its scripts, and `$` is not a replacement pattern', () => {
    const html = page({ sessionKey: '</script><script>alert(1)</script>', markup: "<p>$& $` $' 学费 $1</p>" });
    expect(scripts(html)).toHaveLength(2);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain("<p>$& $` $' 学费 $1</p>");
  });

  it('refuses an index.html it cannot turn into a page', () => {
    expect(() => prerenderedHtml(INDEX.replace(/<script type="module".*<\/script>/, ''), { markup: '', sessionKey: 'k', preloads: [] })).toThrow(/entry module/);
    expect(() => prerenderedHtml(INDEX.replace('<div id="root"></div>', '<div id="root">x</div>'), { markup: '', sessionKey: 'k', preloads: [] })).toThrow(/#root/);
  });
});
