import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/** The formatter check CI runs (npm run format:check), shown to fail on a deliberate breach. */
const dir = mkdtempSync(join(tmpdir(), 'format-check-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function check(source: string): number {
  const file = join(dir, `sample-${Math.random().toString(36).slice(2)}.ts`);
  writeFileSync(file, source);
  try {
    execFileSync('npx', ['prettier', '--config', '.prettierrc.json', '--check', file], { stdio: 'pipe' });
    return 0;
  } catch (error) {
    return (error as { status?: number }).status ?? 1;
  }
}

describe('format:check', () => {
  it('passes code written the project’s way and fails code that is not', () => {
    expect(check("export const greeting = { text: 'hello', count: 2 };\n")).toBe(0);
    expect(check('export const greeting = {text:"hello",count:2}\n')).not.toBe(0);
  });
});
