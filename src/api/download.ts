/** The filename of a download from its Content-Disposition header (RFC 6266, incl. `filename*=UTF-8''…`). */
export function filenameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed percent-encoding: fall back to the plain filename parameter.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = plain?.[2] ?? plain?.[1]?.trim();
  if (!name) return undefined;
  try {
    // Many Java backends percent-encode the plain parameter too.
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/** Last path segment of the request URL, as a fallback name for a download the server did not name. */
export function filenameFromUrl(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  return path.split('/').filter(Boolean).pop() ?? 'download';
}
