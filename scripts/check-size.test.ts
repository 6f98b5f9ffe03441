import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/*
 * The CI step `npm run check:size` must fail on a breach, not merely print. CI builds the real bundle
 * and runs that step on it every time, so here its verdict is checked on a small folder shaped like a
 * build (a Vite manifest and its chunks), without building: a real build took ~30 s of this suite.
 */
const outDir = mkdtempSync(join(tmpdir(), 'check-size-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** Text that gzip cannot shrink much: `kB` of random base64 weighs about 0.75 × `kB` gzipped. */
const incompressible = (kB: number) => `export const x = "${randomBytes(kB * 750).toString('base64')}";\n`;

const CHUNKS = {
  'index.html': { file: 'assets/main.js', src: 'index.html', isEntry: true, imports: ['_vendor.js'], code: incompressible(8) },
  '_vendor.js': { file: 'assets/vendor.js', name: 'vendor', code: incompressible(80) },
  'src/routes/(site)/login.tsx?tsr-split=component': {
    file: 'assets/login.js',
    src: 'src/routes/(site)/login.tsx?tsr-split=component',
    isDynamicEntry: true,
    code: incompressible(4),
  },
  'src/routes/admin/login.tsx?tsr-split=component': {
    file: 'assets/admin-login.js',
    src: 'src/routes/admin/login.tsx?tsr-split=component',
    isDynamicEntry: true,
    code: incompressible(4),
  },
  'generated/ums-promote/ums-promote.operations.ts': {
    file: 'assets/ums-promote.js',
    src: 'generated/ums-promote/ums-promote.operations.ts',
    isDynamicEntry: true,
    code: incompressible(4),
  },
};
mkdirSync(join(outDir, '.vite'), { recursive: true });
mkdirSync(join(outDir, 'assets'));
writeFileSync(join(outDir, '.vite', 'manifest.json'), JSON.stringify(Object.fromEntries(Object.entries(CHUNKS).map(([key, { code: _code, ...entry }]) => [key, entry]))));
for (const { file, code } of Object.values(CHUNKS)) writeFileSync(join(outDir, file), code);

// Without vitest's variables, as CI runs it.
const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST')));
const checkSize = (...args: string[]) =>
  spawnSync(process.execPath, ['scripts/check-size.ts', '--no-build', `--out-dir=${outDir}`, ...args], { encoding: 'utf8', env: { ...env, NO_COLOR: '1' } });

describe('npm run check:size', () => {
  it('fails with the route, its weight and the budget when a budget is exceeded, and passes within budget', () => {
    const breach = checkSize('--budget-login=50', '--budget-group=1');
    expect(breach.status).toBe(1);
    expect(breach.stderr).toMatch(/\/login: initial JS is [\d.]+ kB gzipped, over the 50 kB budget \(--budget-login\)/);
    expect(breach.stderr).toMatch(/group chunk assets\/ums-promote\.js \(ums-promote\) is [\d.]+ kB gzipped, over the 1 kB budget/);
    // The back office's sign-in page weighs the same here, but its budget was not lowered.
    expect(breach.stderr).not.toContain('/admin/login');
    expect(breach.stdout).toMatch(/top 10 modules\/packages in \/login initial JS/);

    const within = checkSize();
    expect(within.stderr).toBe('');
    expect(within.stdout).toContain('check:size: all budgets met');
    expect(within.status).toBe(0);
  });

  it('refuses an unknown budget instead of ignoring it', () => {
    const result = checkSize('--budget-home=10');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('unknown or invalid argument "--budget-home=10"');
  });
});
