import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const outDir = mkdtempSync(join(tmpdir(), 'check-size-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

// Without vitest's NODE_ENV=test, which would make Vite build React's development bundle.
const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST')));
const checkSize = (...args: string[]) =>
  spawnSync(process.execPath, ['scripts/check-size.ts', `--out-dir=${outDir}`, ...args], { encoding: 'utf8', env: { ...env, NO_COLOR: '1' } });

// The CI step `npm run check:size` must fail on a breach, not merely print: one real build, then
// budgets tightened below what it weighs (a deliberate breach) and the real budgets again.
describe('npm run check:size', () => {
  it('fails with the route, its weight and the budget when a budget is exceeded, and passes within budget', { timeout: 120_000 }, () => {
    const breach = checkSize('--budget-login=50', '--budget-group=1');
    expect(breach.status).toBe(1);
    expect(breach.stderr).toMatch(/\/login: initial JS is [\d.]+ kB gzipped, over the 50 kB budget \(--budget-login\)/);
    expect(breach.stderr).toMatch(/group chunk .* over the 1 kB budget/);
    expect(breach.stdout).toMatch(/top 10 modules\/packages in \/login initial JS/);

    const within = checkSize('--no-build');
    expect(within.stderr).toBe('');
    expect(within.stdout).toContain('check:size: all budgets met');
    expect(within.status).toBe(0);
  });

  it('refuses an unknown budget instead of ignoring it', () => {
    const result = checkSize('--no-build', '--budget-home=10');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('unknown or invalid argument "--budget-home=10"');
  });
});
