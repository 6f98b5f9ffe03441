/**
 * `npm run check:bundle`: builds the production bundle (mocks off, as deployed) and proves it ships
 * no mock-only code: no msw, no faker, no service worker file, no generated mock handlers, no testers'
 * panel (src/components/mock-panel*) and no demo-account hint (src/admin/demo-hint.tsx, the site's
 * sign-in hint). Also checks that page chunks are loaded through the 120 s time-out wrapper, that
 * every page declares its charset within its first 1024 bytes, and that no page has an inline script
 * (the app runs under `Content-Security-Policy: script-src 'self'`).
 *
 * `--no-build` scans what is already in the folder; BUNDLE_OUT_DIR picks the folder (default dist/).
 * The scan itself is `scanBundle` (pure, exported): scripts/check-bundle.test.ts plants a hint and a
 * panel chunk in a fake build and expects it to fail.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** How far into a page the browser looks for its charset before it guesses one (HTML's prescan). */
const CHARSET_PRESCAN_BYTES = 1024;
const declaresCharsetEarly = (html: string) => /<meta\s+charset=/i.test(Buffer.from(html).subarray(0, CHARSET_PRESCAN_BYTES).toString('latin1'));
/** A `<script>` without `src`: its code is in the page, which `script-src 'self'` refuses to run. */
const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc=)[^>]*>/i;

/** Strings that only msw, faker or our mock layer contain (they survive minification). */
export const FORBIDDEN: [RegExp, string][] = [
  [/\[MSW\]/, 'msw log prefix'],
  [/mockServiceWorker/, 'msw service worker'],
  [/MSW_COOKIE_STORE|INTEGRITY_CHECK_REQUEST|MOCK_DEACTIVATE/, 'msw worker protocol'],
  [/@faker-js|fakerjs\.dev|faker\.helpers/i, 'faker'],
  [/MockHandler|getMock\b/, 'generated mock handlers'],
  // The demo accounts of the embedded mocks (admin and site sign-in pages): their text, and the second
  // account's name and the shared password as string literals of their own (minified JSX keeps
  // `<b>123456</b>` as "123456"; the same letters or digits inside longer strings, such as pinyin search
  // keys or base64 alphabets, do not match).
  [/演示环境|演示账号/, 'demo-account hint'],
  [/["'`](zhaosheng|123456)["'`]/, 'demo account or password'],
  // The testers' panel: its labels, and an import of its chunk. `--mock-panel-reserve` (a CSS
  // variable the layout reads, 0 when no panel) is not the panel and does not match.
  [/模拟后端|重置模拟数据|展开测试工具/, "testers' panel"],
  [/[/\\]mock-panel(-launcher|-dock)?[-.][\w-]*\.js/, "testers' panel chunk import"],
  // Mock control: scenarios shared as a link, and the worker's claim message.
  [/mock-scenario|mock-latency|eduweb:claim/, 'mock control'],
];

/** Files the production build must not contain, by name. */
export const FORBIDDEN_FILES: [RegExp, string][] = [
  [/(^|[/\\])mockServiceWorker\.js$/, 'msw service worker file'],
  [/(^|[/\\])mock-panel[^/\\]*$/, "testers' panel chunk"],
  [/(^|[/\\])demo-hint[^/\\]*$/, 'demo-account hint chunk'],
];

/** What a page chunk loaded through the time-out wrapper contains (build/chunk-timeout-plugin.ts). */
const CHUNK_TIMEOUT_MARKER = 'Loading page chunk timed out';

export interface BundleScan {
  /** Files found under the folder, relative to it. */
  files: string[];
  /** One line per problem; empty when the build is clean. */
  problems: string[];
}

/** Scans a built folder: no forbidden file names, no forbidden strings in JS/HTML, chunks time out. */
export function scanBundle(outDir: string): BundleScan {
  const files = readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(outDir, join(entry.parentPath, entry.name)));
  const problems: string[] = [];
  let wrapped = false;
  for (const file of files) {
    for (const [pattern, what] of FORBIDDEN_FILES) if (pattern.test(file)) problems.push(`${file}: ${what} (${pattern})`);
    if (!/\.(js|mjs|html)$/.test(file)) continue;
    const text = readFileSync(join(outDir, file), 'utf8');
    if (file.endsWith('.html') && !declaresCharsetEarly(text)) problems.push(`${file}: no <meta charset> in its first ${CHARSET_PRESCAN_BYTES} bytes`);
    if (file.endsWith('.html') && INLINE_SCRIPT.test(text)) problems.push(`${file}: an inline script, which script-src 'self' refuses`);
    for (const [pattern, what] of FORBIDDEN) if (pattern.test(text)) problems.push(`${file}: ${what} (${pattern})`);
    if (text.includes(CHUNK_TIMEOUT_MARKER)) wrapped = true;
  }
  if (!wrapped) problems.push('no chunk carries the 120 s page-chunk time-out: is chunkTimeoutPlugin applied?');
  return { files, problems };
}

function main() {
  const outDir = process.env.BUNDLE_OUT_DIR ?? 'dist';
  if (!process.argv.includes('--no-build')) {
    execFileSync('vite', ['build', '--outDir', outDir, '--mode', 'production', '--logLevel', 'warn'], {
      stdio: 'inherit',
      env: { ...process.env, VITE_API_MOCK: 'off' },
    });
  }
  if (!existsSync(outDir)) {
    console.error(`check:bundle: ${outDir}/ does not exist`);
    process.exit(1);
  }
  const { files, problems } = scanBundle(outDir);
  if (problems.length > 0) {
    console.error(`check:bundle: the production build is not clean:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(
    `check:bundle: ${files.length} files in ${outDir}/, no msw/faker/mock code, no testers' panel, no demo-account hint, page chunks time out after 120 s, every page declares its charset first and has no inline script`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
