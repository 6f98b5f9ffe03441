import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@/test/memory-storage';
import { checkNewVersion, entryModule, RELOAD_GUARD_MS, reloadIfNewVersion, type NewVersionDeps } from './new-version';

const page = (entry: string, gate = '') => `<!doctype html>
<html lang="zh-CN">
  <head>
    <title>教育服务平台</title>
    ${gate}
    <script type="module" crossorigin src="${entry}"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-x.js">
  </head>
  <body><div id="root"></div></body>
</html>`;

function deps(overrides: Partial<NewVersionDeps> = {}): NewVersionDeps {
  return {
    fetchPage: () => Promise.resolve(page('/assets/index-NEW.js')),
    running: () => '/assets/index-OLD.js',
    storage: memoryStorage,
    now: () => 1_000_000,
    ...overrides,
  };
}

describe('entryModule', () => {
  it("finds the entry module of index.html, and of home.html past the drawn page's classic gate script", () => {
    expect(entryModule(page('/assets/index-abc.js'))).toBe('/assets/index-abc.js');
    expect(entryModule(page('/assets/index-abc.js', '<script src="/assets/drawn-page-gate-x.js"></script>'))).toBe('/assets/index-abc.js');
    expect(entryModule('<html><body>维护中</body></html>')).toBeUndefined();
  });
});

describe('a chunk that failed at once: a new deploy, or not', () => {
  it('reloads once into a new version: the server names another entry module than the running one', async () => {
    expect(await checkNewVersion(deps())).toBe('reloading');
  });

  it('does not reload while the server still serves this version (the network failed, not the deploy)', async () => {
    const d = deps({ fetchPage: () => Promise.resolve(page('/assets/index-OLD.js')) });
    expect(await checkNewVersion(d)).toBe('same-version');
  });

  it('does not reload when the server cannot be asked, or answers with something else than a page of the app', async () => {
    for (const fetchPage of [() => Promise.resolve(undefined), () => Promise.resolve('<html>502 Bad Gateway</html>')]) {
      expect(await checkNewVersion(deps({ fetchPage }))).toBe('same-version');
    }
  });

  it('never reloads twice within the guard: a second missing chunk after a reload is shown, not reloaded in a loop', async () => {
    const storage = memoryStorage();
    let now = 1_000_000;
    const first = deps({ storage: () => storage, now: () => now });
    expect(await checkNewVersion(first)).toBe('reloading');

    now += RELOAD_GUARD_MS - 1;
    const second = deps({ storage: () => storage, now: () => now });
    expect(await checkNewVersion(second)).toBe('reloaded-recently');

    // A later deploy, once the guard has passed, reloads again.
    now += 2;
    const later = deps({ storage: () => storage, now: () => now });
    expect(await checkNewVersion(later)).toBe('reloading');
  });

  it('does not reload without session storage: it could not tell a second reload from the first', async () => {
    const d = deps({
      storage: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(await checkNewVersion(d)).toBe('reloaded-recently');
  });

  it('asks the server once for the chunks of one navigation that fail together', async () => {
    const fetchPage = vi.fn<() => Promise<string | undefined>>().mockResolvedValue(page('/assets/index-OLD.js'));
    const d = deps({ fetchPage });
    expect(await Promise.all([reloadIfNewVersion(d), reloadIfNewVersion(d), reloadIfNewVersion(d)])).toEqual(['same-version', 'same-version', 'same-version']);
    expect(fetchPage).toHaveBeenCalledOnce();
    // Settled: the next failure asks afresh.
    await reloadIfNewVersion(d);
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });
});
