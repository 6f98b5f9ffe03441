import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scanBundle } from './check-bundle.ts';

const root = mkdtempSync(join(tmpdir(), 'check-bundle-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A fake build: index.html and an entry chunk that loads pages through the time-out wrapper. */
function fakeDist(name: string, extra: Record<string, string> = {}): string {
  const dir = join(root, name);
  mkdirSync(join(dir, 'assets'), { recursive: true });
  const files: Record<string, string> = {
    'index.html': '<!doctype html><html><head><meta charset="UTF-8" /><script type="module" src="/assets/index-AbC123.js"></script></head></html>',
    // What the production build legitimately contains and the markers must not trip on: the layout's
    // CSS variable for the panel's room, pinyin search keys, a base64 alphabet.
    'assets/index-AbC123.js':
      'const t=()=>Promise.reject(new Error("Loading page chunk timed out"));' +
      'const c=`max-h-[calc(100svh-var(--mock-panel-reserve,0px))]`;' +
      'const p={pinyin:"zsxs zhaoshengxiansuo"};const a=`ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/`;',
    'assets/index-AbC123.css': '.pb-x{padding-bottom:var(--mock-panel-reserve,0px)}',
    ...extra,
  };
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);
  return dir;
}

/** The admin sign-in chunk as a build with mocks on leaves it: the demo hint, minified. */
const HINT_CHUNK =
  'function d(){return(0,s.jsxs)(`p`,{className:`rounded-md bg-muted`,children:[`演示环境：账号 `,(0,s.jsx)(`b`,{children:`admin`}),' +
  '`（超级管理员）或 `,(0,s.jsx)(`b`,{children:`zhaosheng`}),`（招生顾问），密码均为 `,(0,s.jsx)(`b`,{children:`123456`})]})}';
/** The testers' panel chunk and the lazy import that loads it. */
const PANEL_CHUNK = 'export function MockPanel(){return(0,s.jsx)(`button`,{"aria-label":`模拟后端`,children:`模拟后端`})}';
const PANEL_IMPORT = 'const P=lazy(()=>import(`./mock-panel-Xy9z.js`).then(e=>({default:e.MockPanel})));';

/** The CLI on a folder, without building. */
const run = (dir: string) => spawnSync(process.execPath, ['scripts/check-bundle.ts', '--no-build'], { encoding: 'utf8', env: { ...process.env, BUNDLE_OUT_DIR: dir } });

describe('check:bundle scan', () => {
  it('passes a clean build (CSS variable, pinyin and digits that merely look alike do not count)', () => {
    expect(scanBundle(fakeDist('clean')).problems).toEqual([]);
  });

  it('fails on the demo-account hint, naming the file and what it found', () => {
    const { problems } = scanBundle(fakeDist('hint', { 'assets/admin-sign-in-Q1w2.js': HINT_CHUNK }));
    expect(problems).toContainEqual(expect.stringMatching(/admin-sign-in-Q1w2\.js: demo-account hint/));
    expect(problems).toContainEqual(expect.stringMatching(/admin-sign-in-Q1w2\.js: demo account or password/));
  });

  it("fails on the site sign-in page's demo account too", () => {
    const site = 'children:`演示账号 13900000000 / 123456`';
    expect(scanBundle(fakeDist('site-hint', { 'assets/login-Zz.js': site })).problems).toContainEqual(expect.stringMatching(/login-Zz\.js: demo-account hint/));
  });

  it("fails on the testers' panel: its chunk by name, its label, and the import that loads it", () => {
    const { problems } = scanBundle(fakeDist('panel', { 'assets/mock-panel-Xy9z.js': PANEL_CHUNK, 'assets/app-Mm.js': PANEL_IMPORT }));
    expect(problems).toContainEqual(expect.stringMatching(/mock-panel-Xy9z\.js: testers' panel chunk \(/));
    expect(problems).toContainEqual(expect.stringMatching(/mock-panel-Xy9z\.js: testers' panel \(/));
    expect(problems).toContainEqual(expect.stringMatching(/app-Mm\.js: testers' panel chunk import/));
  });

  it('fails on a renamed panel chunk by its label alone, and on mock control code', () => {
    expect(scanBundle(fakeDist('renamed', { 'assets/x-1.js': PANEL_CHUNK })).problems).toContainEqual(expect.stringMatching(/x-1\.js: testers' panel/));
    expect(scanBundle(fakeDist('control', { 'assets/y-1.js': 'new URLSearchParams(s).get(`mock-scenario`)' })).problems).toContainEqual(
      expect.stringMatching(/y-1\.js: mock control/),
    );
  });

  it('fails on msw, and when no chunk carries the page-chunk time-out', () => {
    expect(scanBundle(fakeDist('msw', { 'mockServiceWorker.js': '/* [MSW] */' })).problems).toEqual(
      expect.arrayContaining([expect.stringMatching(/mockServiceWorker\.js: msw service worker file/)]),
    );
    const dir = fakeDist('unwrapped');
    writeFileSync(join(dir, 'assets/index-AbC123.js'), 'console.log(1)');
    expect(scanBundle(dir).problems).toEqual([expect.stringMatching(/no chunk carries the 120 s page-chunk time-out/)]);
  });

  it('fails on a page whose charset is declared past the first 1024 bytes, or not at all', () => {
    const late = `<!doctype html><html><head><title>${'x'.repeat(2000)}</title><meta charset="UTF-8" /></head></html>`;
    expect(scanBundle(fakeDist('late-charset', { 'index.html': late })).problems).toEqual([expect.stringMatching(/^index\.html: no <meta charset> in its first 1024 bytes/)]);
    expect(scanBundle(fakeDist('no-charset', { 'home.html': '<!doctype html><title>首页</title>' })).problems).toEqual([expect.stringMatching(/^home\.html: no <meta charset>/)]);
  });

  // The CLI (what CI runs) exits 1 on a planted panel and 0 on a clean folder: not merely prints.
  it('fails on a page with an inline script (CSP script-src self), not on a script file', () => {
    const inline = '<!doctype html><html><head><meta charset="UTF-8" /><script>boot()</script><script src="/assets/gate.js"></script></head></html>';
    expect(scanBundle(fakeDist('inline-script', { 'home.html': inline })).problems).toEqual([expect.stringMatching(/^home\.html: an inline script/)]);
  });

  it('npm run check:bundle -- --no-build exits 1 on a planted hint and panel, 0 on a clean build', { timeout: 30_000 }, () => {
    const dirty = run(fakeDist('cli-dirty', { 'assets/mock-panel-Xy9z.js': PANEL_CHUNK, 'assets/admin-sign-in-Q1w2.js': HINT_CHUNK }));
    expect(dirty.status).toBe(1);
    expect(dirty.stderr).toContain('the production build is not clean');
    expect(dirty.stderr).toMatch(/mock-panel-Xy9z\.js: testers' panel chunk/);
    expect(dirty.stderr).toMatch(/admin-sign-in-Q1w2\.js: demo-account hint/);
    const clean = run(fakeDist('cli-clean'));
    expect(clean.stderr).toBe('');
    expect(clean.status).toBe(0);
    expect(clean.stdout).toMatch(/^check:bundle: 3 files in .*cli-clean\/, .*no testers' panel, no demo-account hint/);
  });
});
