/**
 * Spectral (`@stoplight/spectral-cli`) with the project's `.spectral.yaml`: the stock `spectral:oas` ruleset, which
 * is how standard tools read the specs. `npm run lint:spec` fails on its errors (openapi/README.md "OpenAPI 3.1 and
 * Spectral"). Run through the CLI, as anyone would run it by hand, so the check and the manual run cannot differ.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

/** The ruleset file, at the project root (Spectral's default name, so `npx spectral lint <file>` finds it too). */
export const SPECTRAL_RULESET = resolve(import.meta.dirname, '../.spectral.yaml');

export interface SpectralResult {
  code: string;
  message: string;
  /** 0 error, 1 warning, 2 information, 3 hint. */
  severity: number;
  path: (string | number)[];
  source?: string;
}

/** Spectral's findings on `files`, read from its JSON output (severities below errors included). */
export function spectralResults(files: string[], cwd = process.cwd()): SpectralResult[] {
  const run = spawnSync('spectral', ['lint', '--ruleset', SPECTRAL_RULESET, '--format=json', '--quiet', '--fail-severity=error', ...files], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  // Exit 1 = errors found (the results are on stdout); anything else but 0 is Spectral failing to run.
  if (run.status !== 0 && run.status !== 1) throw new Error(`spectral lint failed (${run.status}): ${run.stderr || run.error?.message}`);
  return JSON.parse(run.stdout || '[]') as SpectralResult[];
}

/** Runs Spectral over `files`, printing only its errors (stylish); the exit status Spectral gave (0: no error). */
export function spectralLint(files: string[]): number {
  const run = spawnSync('spectral', ['lint', '--ruleset', SPECTRAL_RULESET, '--format=stylish', '--fail-severity=error', '--display-only-failures', ...files], {
    stdio: 'inherit',
  });
  return run.status ?? 1;
}
