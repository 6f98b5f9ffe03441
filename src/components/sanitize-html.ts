import DOMPurify from 'dompurify';

/**
 * CMS rich text is written by staff but still untrusted (copied pages, compromised accounts). It
 * may carry prose and nothing else: no script, no form, no embedded document, no way to restyle
 * or cover the site (no `style`, `class`, `<style>`), no way to shadow page globals (no `id` or
 * `name`: DOM clobbering), no way to change how the page resolves URLs (`<base>`) or to navigate
 * it (`<meta http-equiv=refresh>`). The look of the prose comes from SafeHtml's wrapper.
 *
 * This is the only list of what survives: tags (keys) and, per tag, the attributes the CMS may
 * set. Anything else is dropped; a dropped tag keeps its text (DOMPurify's KEEP_CONTENT) except
 * the ones whose content is code or a document (script, style, svg, math, iframe, template…).
 */
export const CMS_HTML_ALLOWLIST = {
  p: [],
  br: [],
  hr: [],
  div: [],
  span: [],
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  del: [],
  ins: [],
  sub: [],
  sup: [],
  small: [],
  mark: [],
  blockquote: [],
  q: [],
  cite: [],
  code: [],
  pre: [],
  kbd: [],
  abbr: ['title'],
  ul: [],
  ol: ['start', 'reversed'],
  li: [],
  dl: [],
  dt: [],
  dd: [],
  figure: [],
  figcaption: [],
  table: [],
  caption: [],
  thead: [],
  tbody: [],
  tfoot: [],
  tr: [],
  colgroup: ['span'],
  col: ['span'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  // href: http(s), mailto, tel or relative (LINK_PROTOCOLS). target: only _blank survives, with rel.
  a: ['href', 'target', 'title'],
  // src: http(s), relative or a data: image (IMAGE_DATA_TYPE). No srcset/sizes: one checked URL per image.
  img: ['src', 'alt', 'title', 'width', 'height'],
} as const satisfies Record<string, readonly string[]>;

/** Attributes the sanitiser sets itself (so they are in the output though the CMS may not set them). */
export const CMS_HTML_ADDED_ATTRIBUTES = {
  a: ['rel', 'target'],
  img: ['loading', 'decoding'],
} as const satisfies Partial<Record<keyof typeof CMS_HTML_ALLOWLIST, readonly string[]>>;

/** Schemes a link may use, as `URL#protocol` reports them; a relative link resolves to http(s). */
export const LINK_PROTOCOLS: readonly string[] = ['http:', 'https:', 'mailto:', 'tel:'];
/** Schemes an image may be loaded from. */
export const IMAGE_PROTOCOLS: readonly string[] = ['http:', 'https:'];
/**
 * data: images: editors paste screenshots as base64 and the CMS's own pages embed SVG pictures.
 * An image (SVG included) loaded by `<img>` runs no script and fetches nothing, and it is drawn
 * inside the clipped article like any other picture, so an image type is as harmless as an
 * http(s) image. Any other data: type (text/html…) is not an image and goes.
 */
export const IMAGE_DATA_TYPE = /^image\/(?:png|gif|jpeg|webp|avif|bmp|svg\+xml)[;,]/i;

type AllowedTag = keyof typeof CMS_HTML_ALLOWLIST;

const TAGS = Object.keys(CMS_HTML_ALLOWLIST);
const ATTRIBUTES = [...new Set(Object.values(CMS_HTML_ALLOWLIST).flat())];

const CONFIG = {
  ALLOWED_TAGS: TAGS,
  ALLOWED_ATTR: ATTRIBUTES,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // Even with a future list change, a dropped form control's label is not article text.
  ADD_FORBID_CONTENTS: ['button', 'select', 'textarea'],
};

/**
 * Parses a URL the way the browser will when it follows or loads it: entities are already decoded
 * by the HTML parser, and the URL parser drops tabs/newlines anywhere and controls/spaces at the
 * ends, so `java&#x0A;script:` and ` javascript:` resolve to javascript: here too.
 */
function resolve(value: string): URL | undefined {
  try {
    return new URL(value, window.location.href);
  } catch {
    return undefined;
  }
}

function isAllowedLink(url: URL | undefined): url is URL {
  return url !== undefined && LINK_PROTOCOLS.includes(url.protocol);
}

function isAllowedImage(url: URL | undefined): boolean {
  if (!url) return false;
  if (url.protocol === 'data:') return IMAGE_DATA_TYPE.test(url.pathname);
  return IMAGE_PROTOCOLS.includes(url.protocol);
}

function enforcePolicy(node: Element): void {
  if (node.nodeType !== Node.ELEMENT_NODE) return;
  const tag = node.localName as AllowedTag;
  const allowed: readonly string[] = CMS_HTML_ALLOWLIST[tag] ?? [];
  // DOMPurify's attribute list is one list for all tags; this keeps each tag to its own.
  for (const name of node.getAttributeNames()) {
    if (!allowed.includes(name)) node.removeAttribute(name);
  }

  if (tag === 'a') {
    const href = node.getAttribute('href');
    const url = href === null ? undefined : resolve(href);
    if (href !== null && !isAllowedLink(url)) node.removeAttribute('href');
    const external = isAllowedLink(url) && (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== window.location.origin;
    // Another site opens in a new window; a new window must not get a handle on this page
    // (noopener) nor learn which article linked it (noreferrer). mailto/tel and links within the
    // site keep _blank only if the CMS asked for it; any other target (a named frame) goes.
    if (external || node.getAttribute('target') === '_blank') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else {
      node.removeAttribute('target');
    }
  }

  if (tag === 'img') {
    const src = node.getAttribute('src');
    if (src !== null && !isAllowedImage(resolve(src))) node.removeAttribute('src');
    // Long articles with many pictures load only what is scrolled to.
    node.setAttribute('loading', 'lazy');
    node.setAttribute('decoding', 'async');
  }
}

/** Own instance: the hook must not change DOMPurify for any other caller. */
let purifier: ReturnType<typeof DOMPurify> | undefined;

function getPurifier(): ReturnType<typeof DOMPurify> {
  if (!purifier) {
    purifier = DOMPurify(window);
    purifier.addHook('afterSanitizeAttributes', enforcePolicy);
  }
  return purifier;
}

export function sanitizeCmsHtml(html: string): string {
  return getPurifier().sanitize(html, CONFIG);
}
