import type { Plugin } from 'vite';

/** How far into a document the HTML standard lets a `<meta charset>` be (its prescan). */
export const CHARSET_PRESCAN_BYTES = 1024;

const META_CHARSET = /[ \t]*<meta\s+charset\s*=\s*["']?[\w-]+["']?\s*\/?>[ \t]*(\r?\n)?/i;
const HEAD = /<head(\s[^>]*)?>/i;

/**
 * The page with its `<meta charset>` first in `<head>`. The inline scripts other plugins put at the top
 * of `<head>` (early-list-plugin.ts, route-preload-plugin.ts) pushed it 7–12 kB in, past the 1024 bytes
 * the HTML standard gives it. A server that sends `text/html` without a charset (`vite preview`, nginx
 * with its defaults) then leaves the browser to guess the encoding until it meets the declaration, or to
 * parse the page again once it does; the title and description are Chinese.
 */
export function charsetFirst(html: string): string {
  const meta = META_CHARSET.exec(html);
  const head = HEAD.exec(html);
  if (!meta || !head || meta.index < head.index) return html;
  const headEnd = head.index + head[0].length;
  if (!html.slice(headEnd, meta.index).trim()) return html;
  return `${html.slice(0, headEnd)}\n    ${meta[0].trim()}${html.slice(headEnd, meta.index)}${html.slice(meta.index + meta[0].length)}`;
}

/** Whether a page declares its encoding where the HTML standard's prescan looks: what check:bundle asks of every page. */
export function declaresCharsetEarly(html: string): boolean {
  const prescanned = new TextDecoder().decode(new TextEncoder().encode(html).slice(0, CHARSET_PRESCAN_BYTES));
  return /<meta\s+charset\s*=/i.test(prescanned);
}

/** Runs after every other plugin's HTML transform: list it last. */
export function charsetFirstPlugin(): Plugin {
  return {
    name: 'edu:charset-first',
    transformIndexHtml: { order: 'post', handler: charsetFirst },
  };
}
