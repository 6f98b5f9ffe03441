/**
 * Test corpus (unit and e2e tests only): stored session values that must never count as signed in.
 * Built around a valid record so each case breaks one thing; the same cases serve the back office's
 * record (`<product>_userInfo_<id>`) and the site's (`<product>_siteUser`).
 */

export interface CorruptCase {
  name: string;
  /** The stored text, exactly as found in storage. */
  text: string;
  /**
   * Breaks only the name: a session reads past it (the name falls back, issue 39), a strict record
   * (`pickRecord` with a required name) refuses it.
   */
  onlyName?: true;
}

const json = (value: unknown) => JSON.stringify(value);

/** 5 MB of text: what a careless tool (or an attacker) can leave in local storage. */
export const HUGE_TEXT_LENGTH = 5_000_000;

/** Records (as stored text) that break the shape of `valid`, whose id is `valid.id`. */
export function corruptRecords(valid: { id: number; name: string } & Record<string, unknown>): CorruptCase[] {
  const without = (key: string) => json(Object.fromEntries(Object.entries(valid).filter(([k]) => k !== key)));
  const nested = `${'['.repeat(3000)}${']'.repeat(3000)}`;
  return [
    { name: 'only an id', text: json({ id: valid.id }), onlyName: true },
    { name: 'a null id alone', text: '{"id":null}' },
    { name: 'a null id', text: json({ ...valid, id: null }) },
    { name: 'no id', text: without('id') },
    { name: 'an id as a string', text: json({ ...valid, id: String(valid.id) }) },
    { name: 'id 0', text: json({ ...valid, id: 0 }) },
    { name: 'a negative id', text: json({ ...valid, id: -1 }) },
    { name: 'a fractional id', text: json({ ...valid, id: 1.5 }) },
    { name: 'an id beyond safe integers', text: json({ ...valid, id: 2 ** 60 }) },
    { name: 'no name', text: without('name'), onlyName: true },
    { name: 'a name that is a number', text: json({ ...valid, name: 42 }), onlyName: true },
    { name: 'a null name', text: json({ ...valid, name: null }), onlyName: true },
    { name: 'a name that is an object', text: json({ ...valid, name: { first: 'x' } }), onlyName: true },
    { name: 'a name that is an array', text: json({ ...valid, name: ['x'] }), onlyName: true },
    { name: 'a name of 300 characters', text: json({ ...valid, name: 'x'.repeat(300) }), onlyName: true },
    { name: 'the fields only under __proto__', text: `{"__proto__":${json(valid)}}` },
    { name: 'the fields only under constructor.prototype', text: json({ constructor: { prototype: valid } }) },
    { name: 'an array holding the record', text: json([valid]) },
    { name: 'an empty array', text: '[]' },
    { name: 'a number', text: String(valid.id) },
    { name: 'a string', text: json('admin') },
    { name: 'null', text: 'null' },
    { name: 'true', text: 'true' },
    { name: 'invalid JSON (cut short)', text: json(valid).slice(0, -3) },
    { name: 'invalid JSON (unquoted keys)', text: `{id:${valid.id}}` },
    { name: 'the word undefined', text: 'undefined' },
    { name: 'deeply nested arrays as the name', text: `{"id":${valid.id},"name":${nested}}`, onlyName: true },
    { name: 'deeply nested arrays', text: `${'['.repeat(200_000)}${']'.repeat(200_000)}` },
    { name: 'a 5 MB name', text: json({ ...valid, name: 'x'.repeat(HUGE_TEXT_LENGTH) }) },
  ];
}

/** Back-office cookie values (the id pointer, SPEC.md §3) that name no usable record id. */
export const CORRUPT_POINTERS: CorruptCase[] = [
  { name: 'a null id', text: '{"id":null}' },
  { name: 'no id', text: '{}' },
  { name: 'an id as a string', text: '{"id":"1"}' },
  { name: 'a fractional id', text: '{"id":1.5}' },
  { name: 'a bare number', text: '1' },
  { name: 'an array', text: '[1]' },
  { name: 'the id under __proto__', text: '{"__proto__":{"id":1}}' },
  { name: 'invalid JSON', text: '{"id":1' },
  // Short enough to fit in a cookie once URL-encoded (4 kB).
  { name: 'deeply nested arrays', text: `${'['.repeat(500)}${']'.repeat(500)}` },
];
