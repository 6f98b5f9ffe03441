/**
 * `npm run gen:check`: fails when generated/ is not what a fresh `npm run gen` writes
 * (someone edited it by hand, or changed a spec without regenerating). Regenerates every group
 * (`--all`: no group is skipped for its stamp, and the stamps themselves are checked) and compares
 * file hashes before and after, so it works without git and leaves the fresh output in place.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

function snapshot(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    out.set(path, createHash('sha256').update(readFileSync(path)).digest('hex'));
  }
  return out;
}

const before = snapshot('generated');
execFileSync('node', ['scripts/gen.ts', '--all'], { stdio: 'inherit' });
const after = snapshot('generated');

const changed = [...new Set([...before.keys(), ...after.keys()])].filter((path) => before.get(path) !== after.get(path)).toSorted();
if (changed.length > 0) {
  console.error(`gen:check: generated/ was stale; ${changed.length} file(s) differ from a fresh generation:`);
  for (const path of changed.slice(0, 50)) console.error(`  ${path}`);
  console.error('Run `npm run gen` and commit the result (never edit generated/ by hand).');
  process.exit(1);
}
console.log(`gen:check: generated/ is fresh (${after.size} files)`);
