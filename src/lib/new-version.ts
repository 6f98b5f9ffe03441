import { carryNotice } from './identity';

/**
 * A tab left open across a deploy still runs the previous version, whose lazy chunks the deploy
 * removed (hashed names change with their content; deploy/nginx/app.conf answers 404 for a name
 * that is gone). When such a chunk fails to load (src/components/route-error.tsx), this tells a new
 * deploy from a network failure by asking the server which entry module its pages name now; the page
 * then says so and reloads the tab once, on the same URL, into the new version.
 */

/** Shown by the failed page while the tab reloads. */
export const NEW_VERSION_RELOADING = '系统已更新，正在加载新版本…';
/** Shown by the reloaded page (carried across the reload). */
export const NEW_VERSION_LOADED = '系统已更新，已为您加载新版本';

/**
 * A chunk missing again this soon after a reload for one is not cured by reloading (a deploy still
 * being copied, a cache between the tab and the server keeping an old page): the page says so and
 * offers 重新加载 instead of reloading in a loop.
 */
export const RELOAD_GUARD_MS = 60_000;
const RELOADED_AT_KEY = 'eduweb_new_version_reloaded_at';

/**
 * - `reloading`: a new version is deployed, and the tab is to reload into it (the failed page reloads
 *   once it has said so: a reload started first could unload the page before the words are drawn);
 * - `reloaded-recently`: it is, but the tab already reloaded for it within RELOAD_GUARD_MS;
 * - `same-version`: the server still serves this version, or could not be asked (offline).
 */
export type NewVersionCheck = 'reloading' | 'reloaded-recently' | 'same-version';

/** The entry module an HTML page of the app names (Vite writes one `<script type="module" src>`). */
export function entryModule(html: string): string | undefined {
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    if (!/\btype=["']?module\b/i.test(tag)) continue;
    const src = /\bsrc=["']?([^"'\s>]+)/i.exec(tag)?.[1];
    if (src) return src;
  }
  return undefined;
}

export interface NewVersionDeps {
  /** The page the server sends now (index.html), or undefined when it cannot be had. */
  fetchPage: () => Promise<string | undefined>;
  /** The entry module this tab runs. */
  running: () => string | undefined;
  storage: () => Storage;
  now: () => number;
}

const browserDeps: NewVersionDeps = {
  fetchPage: async () => {
    try {
      // Past every cache: the question is what the server serves now.
      const response = await fetch(import.meta.env.BASE_URL, { cache: 'no-store', signal: AbortSignal.timeout(10_000) });
      return response.ok ? await response.text() : undefined;
    } catch {
      return undefined;
    }
  },
  running: () => document.querySelector('script[type="module"][src]')?.getAttribute('src') ?? undefined,
  storage: () => sessionStorage,
  now: () => Date.now(),
};

/** One check, not shared with other callers (reloadIfNewVersion shares it). */
export async function checkNewVersion(deps: NewVersionDeps): Promise<NewVersionCheck> {
  const running = deps.running();
  const page = await deps.fetchPage();
  const deployed = page === undefined ? undefined : entryModule(page);
  if (!running || !deployed || deployed === running) return 'same-version';
  let storage: Storage;
  try {
    storage = deps.storage();
    const last = Number(storage.getItem(RELOADED_AT_KEY));
    if (last && deps.now() - last < RELOAD_GUARD_MS) return 'reloaded-recently';
    storage.setItem(RELOADED_AT_KEY, String(deps.now()));
  } catch {
    // Without session storage a reload could not know it is a second one: no reload, no loop.
    return 'reloaded-recently';
  }
  carryNotice(NEW_VERSION_LOADED);
  return 'reloading';
}

let inFlight: Promise<NewVersionCheck> | undefined;

/**
 * For a chunk that failed at once (isMissingChunk): whether to reload into a new deployed version. Calls while one check is out share it (every failed chunk of one navigation asks once).
 */
export function reloadIfNewVersion(deps: NewVersionDeps = browserDeps): Promise<NewVersionCheck> {
  // A reload under way stays the answer until the page goes; any other is asked afresh next time.
  inFlight ??= checkNewVersion(deps).then(
    (result) => {
      if (result !== 'reloading') inFlight = undefined;
      return result;
    },
    () => {
      inFlight = undefined;
      return 'same-version' as const;
    },
  );
  return inFlight;
}
