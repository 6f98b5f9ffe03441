/**
 * `npm run check:bundle`: builds the production bundle (mocks off, as deployed) and proves it ships
 * no mock-only code: no msw, no faker, no service worker file, no generated mock handlers.
 * Also checks that page chunks are loaded through the 120 s time-out wrapper.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const OUT = process.env.BUNDLE_OUT_DIR ?? 'dist';

/** Strings that only msw, faker or our mock layer contain (they survive minification). */
const FORBIDDEN: [RegExp, string][] = [
  [/\[MSW\]/, 'msw log prefix'],
  [/mockServiceWorker/, 'msw service worker'],
  [/MSW_COOKIE_STORE|INTEGRITY_CHECK_REQUEST|MOCK_DEACTIVATE/, 'msw worker protocol'],
  [/@faker-js|fakerjs\.dev|faker\.helpers/i, 'faker'],
  [/MockHandler|getMock\b/, 'generated mock handlers'],
];

if (!process.argv.includes('--no-build')) {
  execFileSync('vite', ['build', '--outDir', OUT, '--mode', 'production', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, VITE_API_MOCK: 'off' },
  });
}

const files = readdirSync(OUT, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => join(entry.parentPath, entry.name));
const problems: string[] = [];
if (existsSync(join(OUT, 'mockServiceWorker.js'))) problems.push('mockServiceWorker.js is in the build');
let wrapped = false;
for (const file of files.filter((f) => /\.(js|mjs|html)$/.test(f))) {
  const text = readFileSync(file, 'utf8');
  for (const [pattern, what] of FORBIDDEN) if (pattern.test(text)) problems.push(`${file}: ${what} (${pattern})`);
  if (text.includes('Loading page chunk timed out')) wrapped = true;
}
if (!wrapped) problems.push('no chunk carries the 120 s page-chunk time-out: is chunkTimeoutPlugin applied?');

if (problems.length > 0) {
  console.error(`check:bundle: the production build is not clean:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`check:bundle: ${files.length} files in ${OUT}/, no msw/faker/mock code, page chunks time out after 120 s`);
