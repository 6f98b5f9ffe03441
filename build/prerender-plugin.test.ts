import { describe, expect, it } from 'vitest';
import type { DrawnFor } from '../src/app/prerender';
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
  prerenderedHtml(INDEX, {
    markup: '<main><h1>让每一次学习都算数</h1></main>',
    drawnFor: { storageKey: 'eduweb_siteUser' },
    preloads: ['/assets/home.js', '/assets/app.js'],
    ...overrides,
  });

/** The inline scripts of a page, in document order. */
const scripts = (html: string) => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);

interface Visit {
  drawnFor?: DrawnFor;
  items?: Record<string, string>;
  cookie?: string;
  phone?: boolean;
  storage?: boolean;
  visibilityState?: string;
  paintTiming?: boolean;
}

/**
 * Runs the page's one script against stand-ins for the browser: the attributes it set on <html>, the
 * elements it added, and what it scheduled (frames, paint observers, timers).
 */
function visit({ drawnFor = SITE, items = {}, cookie = '', phone = true, storage = true, visibilityState = 'visible', paintTiming = true }: Visit = {}) {
  const [script, ...others] = scripts(page({ drawnFor }));
  expect(others).toEqual([]);
  const attributes: string[] = [];
  const added: Record<string, unknown>[] = [];
  const frames: (() => void)[] = [];
  // Each reports one paint entry to the observer: `first-paint`, then `first-contentful-paint`.
  const paints: ((name: string) => void)[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const localStorage = storage
    ? { getItem: (key: string) => items[key] ?? null }
    : {
        getItem: () => {
          throw new Error('SecurityError');
        },
      };
  const document = {
    cookie,
    visibilityState,
    documentElement: { setAttribute: (name: string) => attributes.push(name) },
    createElement: (tag: string) => ({ tag }),
    head: { appendChild: (element: Record<string, unknown>) => added.push(element) },
  };
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'longtask'] : ['longtask'];
    constructor(private readonly callback: (entries: { getEntriesByName: (name: string) => unknown[] }) => void) {}
    observe(options: { type: string; buffered: boolean }) {
      if (options.type === 'paint' && options.buffered) paints.push((paint) => this.callback({ getEntriesByName: (name) => (name === paint ? [{ name }] : []) }));
    }
  }
  new Function('document', 'localStorage', 'matchMedia', 'requestAnimationFrame', 'setTimeout', 'PerformanceObserver', script!)(
    document,
    localStorage,
    (query: string) => ({ matches: query === '(width < 40rem)' && phone }),
    (run: () => void) => frames.push(run),
    (run: () => void, ms: number) => timers.push({ run, ms }),
    PerformanceObserver,
  );
  return { attributes, added, frames, paints, timers };
}

const SITE: DrawnFor = { storageKey: 'eduweb_siteUser' };
const SIGNED_IN = { items: { eduweb_siteUser: '{"id":7,"name":"王同学"}' } };
const ALL_STARTED = 3;

describe('prerenderedHtml', () => {
  it('puts the markup in #root, marked for the entry, and keeps the stylesheet', () => {
    const html = page();
    expect(html).toContain('<div id="root"><div data-prerendered style="display:contents"><main><h1>让每一次学习都算数</h1></main></div></div>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">');
  });

  it('takes no input on a drawn page with fields, whose typed text the app would replace; a page without any stays live', () => {
    expect(page({ markup: '<form><label for="k">关键字</label><input id="k"></form>' })).toContain('<div data-prerendered style="display:contents" inert><form>');
    expect(page({ markup: '<main><a href="/broast">免费听直播课</a></main>' })).toContain('<div data-prerendered style="display:contents"><main>');
  });

  it('starts no script or preload while the page is read: the entry, Vite’s links and the route preloads leave the head', () => {
    const html = page();
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"|data-route-preload/);
  });

  it('where its media query hides the page, leaves the entry and Vite’s preloads to the preload scanner, for that media only', () => {
    const html = page({ drawnFor: { storageKey: 'k', media: '(width < 40rem)' } });
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('<link rel="modulepreload" media="not all and (width < 40rem)" crossorigin href="/assets/index-abc.js">');
    expect(html).toContain('<link rel="modulepreload" media="not all and (width < 40rem)" crossorigin href="/assets/app.js">');
    expect(html.match(/rel="modulepreload"/g)).toHaveLength(2);
  });

  it('boots from the top of the head, ahead of the stylesheet, which an inline script after it would wait for', () => {
    const html = page();
    expect(html.indexOf('<script>')).toBeGreaterThan(html.indexOf('<head>'));
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
  });

  it('hides the drawn page, before it paints, from a visitor with no stored session', () => {
    expect(visit(SIGNED_IN).attributes).toEqual([]);
    expect(visit().attributes).toEqual(['data-prerender-hidden']);
    expect(visit({ ...SIGNED_IN, storage: false }).attributes).toEqual(['data-prerender-hidden']);
    expect(page()).toContain('<style>[data-prerender-hidden] [data-prerendered]{display:none!important}</style>');
  });

  it('shows a back-office screen only to the staff member the cookie names, on a screen its media query matches', () => {
    const drawnFor = { storageKey: 'eduweb_userInfo_', idCookie: 'eduweb_userInfo', media: '(width < 40rem)' };
    const items = { eduweb_userInfo_7: '{"id":7}' };
    const cookie = `other=1; eduweb_userInfo=${encodeURIComponent('{"id":7}')}`;
    expect(visit({ drawnFor, items, cookie }).attributes).toEqual([]);
    // A wider screen, no cookie, a cookie naming someone not stored, a cookie that is not JSON or not an object, no storage.
    for (const other of [
      { phone: false },
      { cookie: '' },
      { cookie: `eduweb_userInfo=${encodeURIComponent('{"id":8}')}` },
      { cookie: 'eduweb_userInfo=%7Bnot json' },
      { cookie: 'eduweb_userInfo=null' },
      { storage: false },
    ])
      expect(visit({ drawnFor, items, cookie, ...other }).attributes).toEqual(['data-prerender-hidden']);
  });

  describe('the scripts start once the page has painted', () => {
    it('once the first contentful paint is on screen: the entry module, then the preloads (each once)', () => {
      const { added, frames, paints, timers } = visit(SIGNED_IN);
      expect(added).toEqual([]);
      expect(frames).toEqual([]);
      // The background alone is not the page.
      paints[0]!('first-paint');
      expect(timers.filter((timer) => timer.ms === 0)).toEqual([]);
      paints[0]!('first-contentful-paint');
      expect(added).toEqual([]);
      timers.find((timer) => timer.ms === 0)!.run();
      expect(added).toEqual([
        { tag: 'script', type: 'module', src: '/assets/index-abc.js', crossOrigin: '' },
        { tag: 'link', rel: 'modulepreload', href: '/assets/app.js', crossOrigin: '' },
        { tag: 'link', rel: 'modulepreload', href: '/assets/home.js', crossOrigin: '' },
      ]);
      // The fallback that follows finds them started.
      timers.find((timer) => timer.ms === 1000)!.run();
      expect(added).toHaveLength(ALL_STARTED);
    });

    it('after the next frame where paints are not reported', () => {
      const { added, frames, paints, timers } = visit({ ...SIGNED_IN, paintTiming: false });
      expect(paints).toEqual([]);
      frames[0]!();
      timers.find((timer) => timer.ms === 0)!.run();
      expect(added).toHaveLength(ALL_STARTED);
    });

    it('after a second at the latest, when no paint comes', () => {
      const { added, timers } = visit(SIGNED_IN);
      timers.find((timer) => timer.ms === 1000)!.run();
      expect(added[0]).toMatchObject({ tag: 'script', src: '/assets/index-abc.js' });
    });

    it('at once in a hidden tab, which draws no frames', () => {
      const { added, frames, paints } = visit({ ...SIGNED_IN, visibilityState: 'hidden' });
      expect([...frames, ...paints]).toEqual([]);
      expect(added).toHaveLength(ALL_STARTED);
    });

    it('at once when the drawn page is hidden from this visit, as early as index.html would', () => {
      const { added, frames, paints, timers } = visit();
      expect([...frames, ...paints, ...timers]).toEqual([]);
      expect(added).toHaveLength(ALL_STARTED);
    });
  });

  it('carries what it is given as it is: nothing closes its scripts, and `$` is not a replacement pattern', () => {
    const html = page({ drawnFor: { storageKey: '</script><script>alert(1)</script>' }, markup: "<p>$& $` $' 学费 $1</p>" });
    expect(scripts(html)).toHaveLength(1);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain("<p>$& $` $' 学费 $1</p>");
  });

  it('refuses an index.html it cannot turn into a page', () => {
    expect(() => prerenderedHtml(INDEX.replace(/<script type="module".*<\/script>/, ''), { markup: '', drawnFor: { storageKey: 'k' }, preloads: [] })).toThrow(/entry module/);
    expect(() => prerenderedHtml(INDEX.replace('<div id="root"></div>', '<div id="root">x</div>'), { markup: '', drawnFor: { storageKey: 'k' }, preloads: [] })).toThrow(/#root/);
    expect(() => prerenderedHtml(INDEX.replace(/<script data-route-preload>.*<\/script>/, ''), { markup: '', drawnFor: { storageKey: 'k' }, preloads: [] })).toThrow(
      /route preload/,
    );
  });
});
