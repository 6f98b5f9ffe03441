/**
 * What a Vite build's JS chunks weigh gzipped, what is in them, and which of them a route loads
 * first: read from `.vite/manifest.json` (written by `vite build --manifest`) and, when the build
 * wrote them, the chunks' source maps.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';
import { UNMAPPED, charsPerSource, endpointGroup, mapFileFor, moduleLabel } from './source-map.ts';

/** Level 9: the size a well-configured server sends. */
export const gzipSize = (data: string | Buffer): number => gzipSync(data, { level: 9 }).length;

export interface ChunkInfo {
  key: string;
  file: string;
  raw: number;
  gzip: number;
  /** Gzipped bytes per module label (package or file), split in proportion to minified characters. */
  modules: Map<string, number>;
  /** Gzipped bytes per endpoint group, same split. */
  groups: Map<string, number>;
  /** False when no source map was found: contents then come from the manifest's src/name only. */
  mapped: boolean;
}

export function readManifest(outDir: string): Manifest {
  const file = join(outDir, '.vite', 'manifest.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch {
    throw new Error(`${file} is missing or unreadable: build with \`vite build --manifest\` (or drop --no-build)`);
  }
}

function addTo(map: Map<string, number>, key: string, value: number): void {
  map.set(key, (map.get(key) ?? 0) + value);
}

/** Every JS chunk of the build, keyed by manifest key. */
export function analyseChunks(outDir: string, manifest: Manifest): Map<string, ChunkInfo> {
  const chunks = new Map<string, ChunkInfo>();
  for (const [key, entry] of Object.entries(manifest)) {
    if (!entry.file.endsWith('.js')) continue;
    const path = join(outDir, entry.file);
    const code = readFileSync(path, 'utf8');
    const gzip = gzipSize(code);
    const info: ChunkInfo = { key, file: entry.file, raw: Buffer.byteLength(code), gzip, modules: new Map(), groups: new Map(), mapped: false };
    const mapFile = mapFileFor(path);
    if (mapFile) {
      const chars = charsPerSource(code, mapFile);
      const sources = [...chars.keys()].filter((source) => source !== UNMAPPED);
      const only = sources.length === 1 ? sources[0] : undefined;
      if (only !== undefined) {
        // A one-module chunk: its unmapped text is that module's import/export statements.
        chars.set(only, (chars.get(only) ?? 0) + (chars.get(UNMAPPED) ?? 0));
        chars.delete(UNMAPPED);
      }
      const total = [...chars.values()].reduce((a, b) => a + b, 0) || 1;
      for (const [source, count] of chars) {
        const share = (gzip * count) / total;
        addTo(info.modules, moduleLabel(source), share);
        const group = endpointGroup(source);
        if (group) addTo(info.groups, group, share);
      }
      info.mapped = true;
    } else {
      const source = entry.src ?? entry.name ?? key;
      addTo(info.modules, entry.src ? moduleLabel(source) : `(chunk "${source}")`, gzip);
      const group = entry.src ? endpointGroup(entry.src) : undefined;
      if (group) addTo(info.groups, group, gzip);
    }
    chunks.set(key, info);
  }
  return chunks;
}

/** The manifest keys `roots` load before anything else runs: themselves and their static imports, recursively. */
export function staticClosure(manifest: Manifest, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const key = stack.pop();
    if (key === undefined || seen.has(key)) continue;
    const entry = manifest[key];
    if (!entry) throw new Error(`manifest has no entry "${key}"`);
    seen.add(key);
    stack.push(...(entry.imports ?? []));
  }
  return seen;
}

export function entryKey(manifest: Manifest): string {
  const keys = Object.entries(manifest)
    .filter(([, entry]) => entry.isEntry)
    .map(([key]) => key);
  if (keys.length !== 1) throw new Error(`expected one entry chunk in the manifest, found ${keys.length}`);
  return keys[0] as string;
}

/**
 * The endpoint group a chunk belongs to: the group owning at least half of its bytes (source maps),
 * else the group its manifest src or chunk name points at.
 */
export function chunkGroup(chunk: ChunkInfo, manifest: Manifest, groupNames: ReadonlySet<string>): string | undefined {
  if (chunk.mapped) {
    const [group, bytes] = [...chunk.groups].toSorted((a, b) => b[1] - a[1])[0] ?? [];
    return group !== undefined && bytes !== undefined && bytes >= chunk.gzip / 2 ? group : undefined;
  }
  const entry = manifest[chunk.key];
  const fromSrc = entry?.src ? endpointGroup(entry.src) : undefined;
  if (fromSrc) return fromSrc;
  const name = entry?.name?.replace(/\.zod$/, '');
  return name && groupNames.has(name) ? name : undefined;
}

/** Gzipped bytes per module label over a set of chunks, largest first. */
export function topModules(chunks: Iterable<ChunkInfo>, count: number): [string, number][] {
  const totals = new Map<string, number>();
  for (const chunk of chunks) for (const [label, bytes] of chunk.modules) addTo(totals, label, bytes);
  return [...totals].toSorted((a, b) => b[1] - a[1]).slice(0, count);
}
