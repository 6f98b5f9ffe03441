/** SPEC.md §5: the extensions a downloaded image may be saved with. */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'] as const;

export type ImageExtension = (typeof IMAGE_EXTENSIONS)[number];

export const DEFAULT_IMAGE_EXTENSION: ImageExtension = 'jpg';

/** MIME subtypes seen in the wild; image/jpeg is saved as .jpg, the name people expect. */
const MIME_SUBTYPES: Readonly<Record<string, ImageExtension>> = {
  jpeg: 'jpg',
  jpg: 'jpg',
  pjpeg: 'jpg',
  png: 'png',
  gif: 'gif',
};

function isImageExtension(value: string): value is ImageExtension {
  return (IMAGE_EXTENSIONS as readonly string[]).includes(value);
}

function fromMime(mime: string): ImageExtension | undefined {
  const match = /^image\/([^;,\s]+)/.exec(mime.trim());
  return match?.[1] === undefined ? undefined : MIME_SUBTYPES[match[1]];
}

/**
 * The extension to save an image under, from a URL, a file name, a MIME type or a data: URL
 * (case-insensitive; query string and hash ignored). Anything unknown gets .jpg, so a download
 * always has an extension an image viewer opens.
 */
export function imageExtension(source: string | null | undefined): ImageExtension {
  const text = (source ?? '').trim().toLowerCase();
  if (text.startsWith('data:')) return fromMime(text.slice('data:'.length)) ?? DEFAULT_IMAGE_EXTENSION;
  const path = text.split(/[?#]/, 1)[0] ?? '';
  const name = path.split(/[/\\]/).pop() ?? '';
  const dot = name.lastIndexOf('.');
  if (dot !== -1) {
    const extension = name.slice(dot + 1);
    if (isImageExtension(extension)) return extension;
  }
  // A bare MIME type such as image/png has no dot in its last segment.
  return fromMime(path) ?? DEFAULT_IMAGE_EXTENSION;
}
