/**
 * Whether a stored value may be an `<img src>`: http(s), a path on this site, a data: image (base64
 * or URL-encoded, SVG included: an image element never runs an SVG's scripts) or a blob: preview.
 * Anything else (javascript:, file:, data:text/html) is shown as text by the callers, never loaded.
 */
export function isImageSource(value: string): boolean {
  const text = value.trim();
  if (/^data:image\/(?:png|gif|jpe?g|webp|svg\+xml)[;,]/i.test(text)) return true;
  if (/^blob:/i.test(text)) return true;
  if (text.startsWith('//')) return false;
  if (text.startsWith('/')) return true;
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

/** A data: URL of an image (what a screen must draw, never print: it is kilobytes of base64). */
export const isImageData = (value: string): boolean => /^data:image\//i.test(value.trim());
