/**
 * Reads the range an xlsx's first sheet declares (`<dimension ref>`) straight from the zip, with
 * the platform's own inflater and only the first bytes of the sheet: no SheetJS, no worker to
 * start. A range bomb (a few KB declaring `A1:XFD1048576`) is refused in milliseconds this way,
 * before anything that could walk the range is even loaded.
 */

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  localOffset: number;
}

function entries(bytes: Uint8Array): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const decoder = new TextDecoder();
  const earliest = Math.max(0, bytes.byteLength - 22 - 0xffff);
  for (let at = bytes.byteLength - 22; at >= earliest; at -= 1) {
    if (view.getUint32(at, true) !== 0x06054b50) continue;
    const found: ZipEntry[] = [];
    let offset = view.getUint32(at + 16, true);
    for (let i = view.getUint16(at + 10, true); i > 0 && offset + 46 <= bytes.byteLength; i -= 1) {
      if (view.getUint32(offset, true) !== 0x02014b50) break;
      const nameLength = view.getUint16(offset + 28, true);
      found.push({
        name: decoder.decode(bytes.subarray(offset + 46, offset + 46 + nameLength)),
        method: view.getUint16(offset + 10, true),
        compressedSize: view.getUint32(offset + 20, true),
        localOffset: view.getUint32(offset + 42, true),
      });
      offset += 46 + nameLength + view.getUint16(offset + 30, true) + view.getUint16(offset + 32, true);
    }
    return found;
  }
  return [];
}

/** The start of an entry's text (at most about `limit` characters): stops inflating once it has them. */
async function head(bytes: Uint8Array, entry: ZipEntry, limit: number): Promise<string> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const start = entry.localOffset + 30 + view.getUint16(entry.localOffset + 26, true) + view.getUint16(entry.localOffset + 28, true);
  const raw = bytes.slice(start, start + entry.compressedSize);
  if (entry.method === 0) return new TextDecoder().decode(raw.subarray(0, limit * 4));
  if (entry.method !== 8) return '';
  const reader = new Blob([raw]).stream().pipeThrough(new DecompressionStream('deflate-raw')).pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  try {
    while (text.length < limit) {
      const { done, value } = await reader.read();
      if (done) break;
      text += value;
    }
  } finally {
    void reader.cancel().catch(() => {});
  }
  return text;
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** The first sheet's declared range, or undefined when the zip does not say (then the parser decides). */
export async function firstSheetDimension(bytes: Uint8Array): Promise<string | undefined> {
  try {
    const all = entries(bytes);
    const byName = (name: string) => all.find((e) => e.name === name);
    const workbook = byName('xl/workbook.xml');
    const rels = byName('xl/_rels/workbook.xml.rels');
    if (!workbook || !rels) return undefined;
    const firstSheet = /<(?:\w+:)?sheet\s[^>]*>/.exec(await head(bytes, workbook, 1 << 20))?.[0];
    const id = firstSheet && attribute(firstSheet, '(?:\\w+:)?id');
    const relation = [...(await head(bytes, rels, 1 << 20)).matchAll(/<(?:\w+:)?Relationship\s[^>]*>/g)].map((m) => m[0]).find((r) => attribute(r, 'Id') === id);
    const target = relation && attribute(relation, 'Target');
    if (!target) return undefined;
    const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
    const sheet = byName(path);
    // The dimension comes before the cells: the first few KB of the sheet hold it.
    const dimension = sheet ? /<(?:\w+:)?dimension\s[^>]*>/.exec(await head(bytes, sheet, 8192))?.[0] : undefined;
    return dimension ? attribute(dimension, 'ref') : undefined;
  } catch {
    return undefined;
  }
}
