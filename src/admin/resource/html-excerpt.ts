const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const EXCERPT_LENGTH = 60;

/**
 * `x-widget: html` in a table: the text of the markup, tags and comments dropped, whitespace
 * collapsed, cut at 60 characters ('' when there is no text). React escapes it, so no markup from
 * the backend ever renders in a table.
 */
export function htmlExcerpt(html: string): string {
  const text = html
    .replace(/<!--[\s\S]*?(?:-->|$)/g, ' ')
    .replace(/<(script|style|template|textarea|title)\b[\s\S]*?(?:<\/\1\s*>|$)/gi, ' ')
    .replace(/<\/?[a-z!?][^>]*(?:>|$)/gi, ' ')
    .replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] !== '#') return Object.hasOwn(ENTITIES, name.toLowerCase()) ? (ENTITIES[name.toLowerCase()] as string) : entity;
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
    })
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...text];
  return chars.length > EXCERPT_LENGTH ? `${chars.slice(0, EXCERPT_LENGTH).join('')}…` : text;
}
