/**
 * Which source lines mutation testing mutates. Every mutant of four folders would take hours on a 2-core
 * machine, so a fixed, seeded sample of lines stands for them (as a poll stands for a population): a line
 * is in the sample when a hash of its file, its text and its occurrence in that file falls under the rate.
 * Keying on text rather than line number keeps the sample stable when unrelated lines move, so Stryker's
 * incremental report stays valid for every file the change did not touch.
 */
import { readFileSync } from 'node:fs';

export const MUTATION_FOLDERS = ['src/api', 'src/lib', 'src/admin', 'mocks/backend'] as const;
/** Share of lines mutated: a full run fits in about 15 minutes on 2 cores (a mock-backend mutant re-runs seconds of tests). */
export const SAMPLE_RATE = 0.06;

/** FNV-1a, 32-bit: stable across machines and Node versions, unlike anything seeded at run time. */
export function lineHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) / 0x1_0000_0000;
}

/** Lines that cannot hold a mutant (blank, comments, imports and type-only lines) are never drawn. */
function canHoldMutant(line: string): boolean {
  const text = line.trim();
  if (text === '' || text.startsWith('//') || text.startsWith('*') || text.startsWith('/*')) return false;
  return !/^(import|export type|type |interface )/.test(text);
}

/** 1-based line numbers of `source` in the sample, for the file at `path`. */
export function sampledLines(path: string, source: string, rate = SAMPLE_RATE): number[] {
  const seen = new Map<string, number>();
  const lines: number[] = [];
  source.split('\n').forEach((line, index) => {
    const text = line.trim();
    const occurrence = seen.get(text) ?? 0;
    seen.set(text, occurrence + 1);
    if (canHoldMutant(line) && lineHash(`${path}\n${text}\n${occurrence}`) < rate) lines.push(index + 1);
  });
  return lines;
}

/** Stryker `mutate` entries (`path:start-end`), consecutive sampled lines joined into one range. */
export function mutateRanges(path: string, source: string, rate = SAMPLE_RATE): string[] {
  const ranges: string[] = [];
  let start = -1;
  let end = -1;
  for (const line of sampledLines(path, source, rate)) {
    if (line === end + 1) {
      end = line;
      continue;
    }
    if (start > 0) ranges.push(`${path}:${start}-${end}`);
    start = end = line;
  }
  if (start > 0) ranges.push(`${path}:${start}-${end}`);
  return ranges;
}

/**
 * The files in scope: the TypeScript modules of the four folders (logic: the call layer, rules, the
 * mock backend, the screens' state), without tests and fixtures. Components (`.tsx`) are left to the
 * browser and end-to-end tests: a mutant there re-runs Chromium tests, ~20 s each on 2 cores.
 */
export function isMutationSource(path: string): boolean {
  return MUTATION_FOLDERS.some((folder) => path.startsWith(`${folder}/`)) && path.endsWith('.ts') && !/\.(test|fixtures)\.ts$/.test(path) && !path.endsWith('.d.ts');
}

export function sampledMutateEntries(paths: readonly string[], read = (path: string) => readFileSync(path, 'utf8')): string[] {
  return paths.filter(isMutationSource).flatMap((path) => mutateRanges(path, read(path)));
}
