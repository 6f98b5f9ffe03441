/**
 * Attributes the characters of a minified chunk to the source files its (v3) source map names, so a
 * chunk's gzipped size can be split by module or package without a bundle analyser dependency.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

interface SourceMapV3 {
  version: number;
  sources: (string | null)[];
  sourceRoot?: string;
  mappings: string;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGITS = new Map([...BASE64].map((char, i) => [char, i]));

/** One mapping segment as numbers (base64 VLQ, sign in the lowest bit). */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGITS.get(char);
    if (digit === undefined) throw new Error(`invalid base64 VLQ digit "${char}" in a source map`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

/** Characters no mapping covers: import/export statements, the bundler's runtime helpers. */
export const UNMAPPED = '(unmapped: imports/exports, bundler glue)';

/** Turns a map's source entry into a path relative to the working directory (or a label for virtual modules). */
function sourcePath(map: SourceMapV3, mapFile: string, source: string | null): string {
  if (!source) return UNMAPPED;
  if (source.startsWith('\0') || source.startsWith('virtual:') || source.includes('\0')) return '(bundler runtime)';
  return relative(process.cwd(), resolve(dirname(mapFile), map.sourceRoot ?? '', source));
}

/**
 * Characters of `code` per source path. Each segment covers its generated columns up to the next
 * segment (or the end of the line); text before the first segment of a line counts as unmapped.
 */
export function charsPerSource(code: string, mapFile: string): Map<string, number> {
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMapV3;
  const lines = code.split('\n');
  const totals = new Map<string, number>();
  const add = (source: string, chars: number) => totals.set(source, (totals.get(source) ?? 0) + chars);
  const names = map.sources.map((source) => sourcePath(map, mapFile, source));
  let sourceIndex = 0;
  const mappedLines = map.mappings.split(';');
  mappedLines.forEach((lineMappings, lineNo) => {
    const lineLength = lines[lineNo]?.length ?? 0;
    let column = 0;
    let covered = 0;
    let current = UNMAPPED;
    for (const segment of lineMappings.split(',')) {
      if (segment === '') continue;
      const [columnDelta = 0, sourceDelta] = decodeSegment(segment);
      const nextColumn = column + columnDelta;
      add(current, Math.max(0, nextColumn - covered));
      covered = Math.max(covered, nextColumn);
      column = nextColumn;
      if (sourceDelta === undefined) {
        current = UNMAPPED;
      } else {
        sourceIndex += sourceDelta;
        current = names[sourceIndex] ?? UNMAPPED;
      }
    }
    add(current, Math.max(0, lineLength - covered));
  });
  for (let lineNo = mappedLines.length; lineNo < lines.length; lineNo++) add(UNMAPPED, lines[lineNo]?.length ?? 0);
  return totals;
}

/** The source map beside a chunk (`x.js.map`), when the build wrote one. */
export function mapFileFor(chunkFile: string): string | undefined {
  const file = `${chunkFile}.map`;
  return existsSync(file) ? file : undefined;
}

/** Groups a source path the way a reader acts on it: a package for node_modules, else the file. */
export function moduleLabel(source: string): string {
  const marker = 'node_modules/';
  const at = source.lastIndexOf(marker);
  if (at === -1) return source.replace(/\?.*$/, '');
  const [scope = '', name = ''] = source.slice(at + marker.length).split('/');
  return scope.startsWith('@') ? `${scope}/${name}` : scope;
}

/** The endpoint group a generated source belongs to (`generated/<group>/…`, `generated/manifest/<group>.ts`). */
export function endpointGroup(source: string): string | undefined {
  const manifestModule = /^generated\/manifest\/([^/]+)\.ts$/.exec(source)?.[1];
  if (manifestModule) return ['index', 'types'].includes(manifestModule) ? undefined : manifestModule;
  const folder = /^generated\/([^/]+)\//.exec(source)?.[1];
  return folder && folder !== 'manifest' ? folder : undefined;
}
