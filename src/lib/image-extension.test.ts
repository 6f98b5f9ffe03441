import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IMAGE_EXTENSIONS, imageExtension } from './image-extension';

const ALLOWED = ['jpg', 'jpeg', 'png', 'gif'];

/** Randomly upper-cases letters: the rule is case-insensitive. */
const anyCase = (text: string) =>
  fc.array(fc.boolean(), { minLength: text.length, maxLength: text.length }).map((flags) => [...text].map((c, i) => (flags[i] ? c.toUpperCase() : c)).join(''));

const allowed = fc.constantFrom(...ALLOWED).chain((ext) => anyCase(ext).map((written) => ({ ext, written })));
const baseName = fc.stringMatching(/^[\w\u4e00-\u9fa5 -]{1,20}$/);
const folders = fc.array(fc.stringMatching(/^[\w.-]{1,10}$/), { maxLength: 4 }).map((parts) => parts.map((p) => `${p}/`).join(''));
/** Query strings and hashes may hold anything, including dots, slashes and other extensions. */
const tail = fc
  .tuple(fc.option(fc.string(), { nil: undefined }), fc.option(fc.string(), { nil: undefined }))
  .map(([query, hash]) => `${query === undefined ? '' : `?${query}`}${hash === undefined ? '' : `#${hash.replace(/\?/g, '')}`}`);
const notAllowed = fc.stringMatching(/^[a-z0-9]{1,6}$/).filter((ext) => !ALLOWED.includes(ext));

describe('imageExtension (SPEC.md §5)', () => {
  it('allows exactly jpg, jpeg, png and gif', () => {
    expect(IMAGE_EXTENSIONS).toEqual(ALLOWED);
  });

  it.each([
    ['image/png', 'png'],
    ['image/jpeg', 'jpg'],
    ['IMAGE/JPEG', 'jpg'],
    // A non-standard MIME type some servers send for JPEG photos.
    ['image/jpg', 'jpg'],
    ['data:image/jpg;base64,/9j/4AAQ', 'jpg'],
    ['image/gif', 'gif'],
    ['image/png; charset=binary', 'png'],
    ['image/webp', 'jpg'],
    ['data:image/png;base64,iVBORw0KGgo=', 'png'],
    ['data:image/gif,GIF89a', 'gif'],
    ['https://cdn.example.com/a/photo.PNG?x-oss-process=image/resize.gif#top', 'png'],
    ['https://cdn.example.com/a/photo.jpeg', 'jpeg'],
    ['https://cdn.example.com/download?file=photo.png', 'jpg'],
    ['C:\\照片\\证件照.GIF', 'gif'],
    ['photo.webp', 'jpg'],
    ['photo', 'jpg'],
    ['', 'jpg'],
    [null, 'jpg'],
    [undefined, 'jpg'],
  ])('%j → %s', (source, expected) => {
    expect(imageExtension(source)).toBe(expected);
  });

  it('always answers one of the allowed extensions', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' })), (source) => {
        expect(ALLOWED).toContain(imageExtension(source));
      }),
    );
  });

  it('reads an allowed extension from a file name in any case', () => {
    fc.assert(
      fc.property(baseName, allowed, (name, { ext, written }) => {
        expect(imageExtension(`${name}.${written}`)).toBe(ext);
      }),
    );
  });

  it('reads the extension of a URL path, ignoring its query string and hash', () => {
    fc.assert(
      fc.property(folders, baseName, allowed, tail, (dirs, name, { ext, written }, rest) => {
        expect(imageExtension(`https://cdn.example.com/${dirs}${encodeURIComponent(name)}.${written}${rest}`)).toBe(ext);
      }),
    );
  });

  it('defaults to jpg for any other extension, wherever it appears', () => {
    fc.assert(
      fc.property(folders, baseName, notAllowed, tail, (dirs, name, ext, rest) => {
        expect(imageExtension(`${name}.${ext}`)).toBe('jpg');
        expect(imageExtension(`/${dirs}${name}.${ext}${rest}`)).toBe('jpg');
      }),
    );
  });

  it('maps image MIME types in any case, jpeg to jpg', () => {
    const expected: Record<string, string> = { jpg: 'jpg', jpeg: 'jpg', png: 'png', gif: 'gif' };
    fc.assert(
      fc.property(allowed, anyCase('image/'), (subtype, prefix) => {
        expect(imageExtension(`${prefix}${subtype.written}`)).toBe(expected[subtype.ext]);
      }),
    );
  });
});
