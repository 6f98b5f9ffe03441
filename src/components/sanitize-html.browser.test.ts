import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { SafeHtml } from './safe-html';
import { CMS_HTML_ADDED_ATTRIBUTES, CMS_HTML_ALLOWLIST, IMAGE_DATA_TYPE, IMAGE_PROTOCOLS, LINK_PROTOCOLS, sanitizeCmsHtml } from './sanitize-html';
import { CLOBBERED_NAMES, XSS_CORPUS, XSS_FLAG } from '@mocks/xss-corpus';

function parse(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = sanitizeCmsHtml(html);
  return host;
}

const flag = () => Reflect.get(window, XSS_FLAG) as unknown;

afterEach(() => {
  Reflect.deleteProperty(window, XSS_FLAG);
});

/**
 * Resolves once every image has loaded or failed, so a surviving onerror/onload handler has had
 * its turn (inline handlers run before listeners added later). Images are lazy in the article;
 * turning them eager makes each one load now instead of whenever it scrolls into view.
 */
async function imagesSettled(root: Element): Promise<void> {
  await Promise.all(
    [...root.querySelectorAll('img')].map((img) => {
      img.loading = 'eager';
      if (img.complete) return Promise.resolve();
      return new Promise<void>((done) => {
        img.addEventListener('load', () => done(), { once: true });
        img.addEventListener('error', () => done(), { once: true });
      });
    }),
  );
}

/** The browser's own reading of a URL, independent of how the sanitiser reached its verdict. */
function protocolOf(value: string): string {
  return new URL(value, window.location.href).protocol;
}

const TAGS = new Set(Object.keys(CMS_HTML_ALLOWLIST));

function attributesAllowedOn(tag: string): string[] {
  return [...((CMS_HTML_ALLOWLIST as Record<string, readonly string[]>)[tag] ?? []), ...((CMS_HTML_ADDED_ATTRIBUTES as Record<string, readonly string[]>)[tag] ?? [])];
}

async function mountArticle(html: string): Promise<HTMLElement> {
  const { container } = await render(createElement(SafeHtml, { html }));
  const article = container.querySelector<HTMLElement>('[data-cms-html]');
  if (!article) throw new Error('SafeHtml rendered no container');
  return article;
}

/**
 * Everything in a mounted article that breaks the policy, as readable lines: a tag or attribute
 * not on the allow-list, a handler/style/id/name/class, a link or image URL of another scheme, a
 * new window without rel, or anything positioned or transformed.
 */
function policyBreaches(article: HTMLElement): string[] {
  const breaches: string[] = [];
  for (const element of article.querySelectorAll('*')) {
    const tag = element.localName;
    if (!TAGS.has(tag)) breaches.push(`<${tag}> is not on the allow-list`);
    for (const name of element.getAttributeNames()) {
      if (!attributesAllowedOn(tag).includes(name)) breaches.push(`<${tag} ${name}> is not on the allow-list`);
      if (/^(on|style$|id$|name$|class$|srcset$)/i.test(name)) breaches.push(`<${tag} ${name}> survived`);
    }
    const href = element.getAttribute('href');
    if (href !== null && !LINK_PROTOCOLS.includes(protocolOf(href))) breaches.push(`<${tag} href="${href}">`);
    const src = element.getAttribute('src');
    if (src !== null) {
      const protocol = protocolOf(src);
      const allowed = protocol === 'data:' ? IMAGE_DATA_TYPE.test(new URL(src).pathname) : IMAGE_PROTOCOLS.includes(protocol);
      if (!allowed) breaches.push(`<${tag} src="${src}">`);
    }
    if (element.getAttribute('target') === '_blank' && element.getAttribute('rel') !== 'noopener noreferrer') breaches.push(`<${tag} target=_blank> without rel`);
    const style = getComputedStyle(element);
    if (!['static', 'relative'].includes(style.position)) breaches.push(`<${tag}> is ${style.position}`);
    if (style.transform !== 'none') breaches.push(`<${tag}> is transformed`);
  }
  return breaches;
}

/** Page globals an element of the article now shadows, by its id or name (DOM clobbering). */
function clobberedBy(article: HTMLElement): string[] {
  const fromArticle = (value: unknown) =>
    (value instanceof Element && article.contains(value)) || (value instanceof HTMLCollection && [...value].some((element) => article.contains(element)));
  const found: string[] = [];
  if (typeof document.cookie !== 'string') found.push('document.cookie');
  if (!(window.location instanceof Location)) found.push('window.location');
  if (typeof document.getElementById !== 'function') found.push('document.getElementById');
  for (const name of CLOBBERED_NAMES) {
    if (fromArticle(Reflect.get(window, name))) found.push(`window.${name}`);
    if (fromArticle(Reflect.get(document, name))) found.push(`document.${name}`);
  }
  return found;
}

describe('hostile CMS HTML, mounted in the page', () => {
  it('the corpus is big enough to mean something', () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(50);
    expect(new Set(XSS_CORPUS.map((p) => p.name)).size).toBe(XSS_CORPUS.length);
  });

  // Guards the harness: were the waiting wrong, every payload test would pass vacuously.
  it('the harness does see a handler that survives (unsanitised control)', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    host.innerHTML = `<img src="x" onerror="window.${XSS_FLAG}='control'">`;
    await imagesSettled(host);
    host.remove();
    expect(flag()).toBe('control');
  });

  it.each(XSS_CORPUS)('$name', async ({ html }) => {
    const sheetsBefore = document.styleSheets.length;
    const article = await mountArticle(html);
    await imagesSettled(article);

    // The flag holds the name of the payload that ran, if any.
    expect(flag()).toBeUndefined();
    expect(policyBreaches(article)).toEqual([]);
    // No style sheet got in, so nothing outside the article was restyled either.
    expect(document.styleSheets.length).toBe(sheetsBefore);
    expect(clobberedBy(article)).toEqual([]);
  });
});

describe('the allow-list', () => {
  /** Every allowed tag in a context the HTML parser keeps it in, each with every attribute it may carry. */
  const EVERY_ALLOWED =
    '<div><p>p<br><span>s</span></p><hr><h1>1</h1><h2>2</h2><h3>3</h3><h4>4</h4><h5>5</h5><h6>6</h6>' +
    '<strong>a</strong><b>b</b><em>c</em><i>d</i><u>e</u><s>f</s><del>g</del><ins>h</ins><sub>i</sub><sup>j</sup><small>k</small><mark>l</mark>' +
    '<blockquote>m</blockquote><q>n</q><cite>o</cite><code>p</code><pre>q</pre><kbd>r</kbd><abbr title="缩写">s</abbr>' +
    '<ul><li>t</li></ul><ol start="3" reversed><li>u</li></ol><dl><dt>v</dt><dd>w</dd></dl>' +
    '<figure><img src="/a.png" alt="图" title="图" width="10" height="10"><figcaption>x</figcaption></figure>' +
    '<table><caption>y</caption><colgroup span="1"><col span="1"></colgroup><thead><tr><th colspan="1" rowspan="1" scope="col">z</th></tr></thead>' +
    '<tbody><tr><td colspan="2" rowspan="1">1</td></tr></tbody><tfoot><tr><td>2</td></tr></tfoot></table>' +
    '<a href="https://example.edu.cn/" target="_blank" title="外链">3</a></div>';

  it('keeps every allowed tag and attribute', () => {
    const host = parse(EVERY_ALLOWED);
    expect(new Set([...host.querySelectorAll('*')].map((e) => e.localName))).toEqual(TAGS);
    const missing = Object.entries(CMS_HTML_ALLOWLIST).flatMap(([tag, attributes]) =>
      attributes.filter((name) => !host.querySelector(tag)?.hasAttribute(name)).map((name) => `<${tag} ${name}>`),
    );
    expect(missing).toEqual([]);
  });

  it('takes style, id, name, class, data-*, aria-* and handlers off every allowed tag', () => {
    const hostile = ' style="position:fixed" id="cookie" name="location" class="fixed inset-0" data-x="1" aria-hidden="true" onclick="1" hidden popover';
    const host = parse(EVERY_ALLOWED.replace(/<(\w+)/g, `<$1${hostile}`));
    expect(new Set([...host.querySelectorAll('*')].map((e) => e.localName))).toEqual(TAGS);
    const kept = [...host.querySelectorAll('*')].flatMap((element) =>
      element
        .getAttributeNames()
        .filter((name) => !attributesAllowedOn(element.localName).includes(name))
        .map((name) => `<${element.localName} ${name}>`),
    );
    expect(kept).toEqual([]);
  });

  it('lists nothing that runs script, embeds a document, restyles, posts or shadows globals', () => {
    const dangerousTags = [
      'script',
      'style',
      'link',
      'meta',
      'base',
      'iframe',
      'frame',
      'object',
      'embed',
      'svg',
      'math',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'template',
      'noscript',
      'dialog',
      'video',
      'audio',
      'source',
      'picture',
    ];
    expect(dangerousTags.filter((tag) => TAGS.has(tag))).toEqual([]);
    const attributes = Object.keys(CMS_HTML_ALLOWLIST).flatMap(attributesAllowedOn);
    const dangerousAttributes = ['style', 'id', 'name', 'class', 'srcset', 'sizes', 'formaction', 'action', 'srcdoc', 'background', 'ping', 'popover'];
    expect(dangerousAttributes.filter((name) => attributes.includes(name))).toEqual([]);
    expect(attributes.filter((name) => name.startsWith('on'))).toEqual([]);
  });
});

describe('links and images that stay', () => {
  it('keeps rich text and the text of what it drops', () => {
    const host = parse('<p>正文</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">链接</a>');
    expect(host.querySelector('script')).toBeNull();
    expect(host.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(host.querySelector('a')?.hasAttribute('href')).toBe(false);
    expect(host.textContent).toBe('正文链接');
  });

  it('keeps http(s), mailto, tel and relative links; external ones open in a new window without a handle on this page', () => {
    const host = parse(
      '<a href="https://example.edu.cn/a">外链</a><a href="http://example.edu.cn/b" target="_self">外链2</a>' +
        '<a href="mailto:service@edu-services.cn">邮件</a><a href="tel:400-800-1234">电话</a>' +
        '<a href="/home" target="evil">站内</a><a href="/about" target="_blank">站内新窗口</a><a href="#top">锚点</a>',
    );
    const links = Object.fromEntries([...host.querySelectorAll('a')].map((a) => [a.textContent, a]));
    expect(links['外链']?.getAttribute('href')).toBe('https://example.edu.cn/a');
    for (const external of ['外链', '外链2']) {
      expect(links[external]?.getAttribute('target')).toBe('_blank');
      expect(links[external]?.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(links['邮件']?.getAttribute('href')).toBe('mailto:service@edu-services.cn');
    expect(links['电话']?.getAttribute('href')).toBe('tel:400-800-1234');
    expect(links['邮件']?.hasAttribute('target')).toBe(false);
    expect(links['站内']?.getAttribute('href')).toBe('/home');
    expect(links['站内']?.hasAttribute('target')).toBe(false);
    expect(links['站内新窗口']?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(links['锚点']?.getAttribute('href')).toBe('#top');
  });

  it('keeps http(s), relative and data: image sources, lazy-loaded; drops other data: and srcset', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    const svg = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E";
    const host = parse(
      `<img src="https://cdn.example.edu.cn/a.jpg" alt="a"><img src="/uploads/b.png" alt="b"><img src="${png}" alt="c"><img src="${svg}" alt="d">` +
        '<img src="data:text/html,hi" alt="e"><img src="x.png" srcset="https://tracker.example/p.gif 2x" alt="f">',
    );
    const src = (alt: string) => host.querySelector(`img[alt="${alt}"]`)?.getAttribute('src');
    expect(src('a')).toBe('https://cdn.example.edu.cn/a.jpg');
    expect(src('b')).toBe('/uploads/b.png');
    expect(src('c')).toBe(png);
    expect(src('d')).toBe(svg);
    expect(src('e')).toBeNull();
    expect(host.querySelector('img[alt="f"]')?.hasAttribute('srcset')).toBe(false);
    for (const img of host.querySelectorAll('img')) {
      expect(img.getAttribute('loading')).toBe('lazy');
      expect(img.getAttribute('decoding')).toBe('async');
    }
  });
});

describe('the article container', () => {
  it('contains, isolates and clips what is inside it', async () => {
    const article = await mountArticle('<p>正文</p>');
    const style = getComputedStyle(article);
    expect(style.contain).toMatch(/content|paint/);
    expect(style.isolation).toBe('isolate');
    expect(style.overflowX).not.toBe('visible');
  });

  // Were a positioning rule ever to slip past the sanitiser, the wrapper still keeps it in.
  it('keeps even a fixed, top-z-index box inside the article, off the page header', async () => {
    const { container } = await render(
      createElement(
        'div',
        null,
        createElement('header', { style: { height: '80px' } }, createElement('button', { type: 'button' }, '页头')),
        createElement(SafeHtml, { html: '<p>正文</p>' }),
      ),
    );
    const article = container.querySelector<HTMLElement>('[data-cms-html]');
    const header = container.querySelector('header');
    if (!article || !header) throw new Error('not rendered');
    const overlay = document.createElement('div');
    overlay.style.cssText = 'position:fixed;inset:0;z-index:2147483647;background:#fff';
    overlay.textContent = '登录已过期';
    article.append(overlay);

    const box = header.getBoundingClientRect();
    const atHeader = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    expect(header.contains(atHeader)).toBe(true);
    const inner = overlay.getBoundingClientRect();
    const outer = article.getBoundingClientRect();
    expect(inner.top).toBeGreaterThanOrEqual(outer.top);
    expect(inner.bottom).toBeLessThanOrEqual(outer.bottom);
  });
});
