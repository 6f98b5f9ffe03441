/**
 * What msw's browser cookie store imports from tough-cookie, without tough-cookie: the mock build
 * resolves msw's import here (build/msw-cookie-jar-plugin.ts).
 *
 * msw keeps a jar of the cookies mocked responses set, so that `HttpHandler`s can read them back in
 * `request.cookies`. The embedded backend needs neither: its one handler never reads cookies and
 * its answers set none (its session is its own, mocks/backend/session.ts), exactly as msw runs under
 * Node, where it has no cookie store at all. tough-cookie brings tldts and the public-suffix list
 * (~270 kB of source) into the mock backend's first chunk; evaluating and compiling them took ~3 %
 * of a cold list's first rows (docs/decisions/004-first-load-and-list-speed.md).
 */

/** A stored cookie: the jar below keeps none, so msw's saved ones are not restored. */
export const Cookie = {
  fromJSON: (): null => null,
};

/** msw reads and assigns its index of stored cookies (domain → path → name). */
export class MemoryCookieStore {
  idx: Record<string, Record<string, Record<string, unknown>>> = {};
}

/** A jar that keeps nothing: no request gets cookies from it, and a set cookie is dropped. */
export class CookieJar {
  getCookiesSync(): never[] {
    return [];
  }

  async setCookie(): Promise<void> {
    // Nothing to keep: see the module comment.
  }
}
