/**
 * `npm run spec:diff [git-ref]`: what a spec change did, for the frontend developer who regenerates the
 * client after a backend change. Compares openapi/ at the ref (default HEAD, the last commit) with the
 * working tree: operations added and removed, and for changed ones each parameter and field added,
 * removed, renamed or changed, marked breaking or not, with the back-office screens and site pages
 * that call them. The comparison and its breaking/non-breaking rules are api-smart-diff's; this file
 * only bundles the group specs (their `../_shared.yaml` references), pairs a removed and an added
 * field of the same shape into a rename, and maps operations to screens (the manifest's resources)
 * and site pages (the site's import graph). Exit code 0 whatever it finds: it informs, it never gates.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { apiCompare } from 'api-smart-diff';
import { parse } from 'yaml';
import { groups } from '../generated/manifest/index.ts';

type Json = Record<string, unknown>;
const SHARED = 'openapi/_shared.yaml';
const SHARED_PREFIX = '_shared_';

export interface SpecChange {
  /** `GET /api/…` */
  operation: string;
  kind: 'added' | 'removed' | 'changed';
  breaking: boolean;
  /** One line each: what changed inside a changed operation. */
  details: { text: string; breaking: boolean }[];
}

/** The group spec files (openapi/<service>/<group>.yaml) and _shared.yaml, as text, at a ref or in the tree. */
function specTexts(ref: string | undefined): Map<string, string> {
  const texts = new Map<string, string>();
  if (ref === undefined) {
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (path.endsWith('.yaml')) texts.set(path, readFileSync(path, 'utf8'));
      }
    };
    walk('openapi');
    return texts;
  }
  const files = execFileSync('git', ['ls-tree', '-r', '--name-only', ref, 'openapi/'], { encoding: 'utf8' })
    .split('\n')
    .filter((f) => f.endsWith('.yaml'));
  for (const file of files) texts.set(file, execFileSync('git', ['show', `${ref}:${file}`], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }));
  return texts;
}

/**
 * A group spec with `../_shared.yaml#/components/<kind>/<Name>` made local (`#/components/<kind>/_shared_<Name>`,
 * the shared components copied in, their own references rewritten the same way), so the comparison
 * can resolve every reference inside one document.
 */
export function bundle(doc: Json, shared: Json): Json {
  const sharedComponents = (shared.components ?? {}) as Record<string, Record<string, unknown>>;
  const used = new Map<string, Set<string>>();
  const rewrite = (node: unknown, fromShared: boolean): unknown => {
    if (Array.isArray(node)) return node.map((item) => rewrite(item, fromShared));
    if (!node || typeof node !== 'object') return node;
    const out: Json = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') {
        const match = /^(?:\.\.\/_shared\.yaml)?#\/components\/([^/]+)\/(.+)$/.exec(value);
        const external = value.startsWith('../_shared.yaml');
        if (match && (external || fromShared)) {
          const [, kind = '', name = ''] = match;
          if (!used.has(kind)) used.set(kind, new Set());
          used.get(kind)?.add(name);
          out[key] = `#/components/${kind}/${SHARED_PREFIX}${name}`;
          continue;
        }
      }
      out[key] = rewrite(value, fromShared);
    }
    return out;
  };
  const result = rewrite(doc, false) as Json;
  const components = { ...((result.components ?? {}) as Record<string, Record<string, unknown>>) };
  // Shared components can refer to other shared ones: copy until nothing new is referenced.
  const copied = new Set<string>();
  let pending = true;
  while (pending) {
    pending = false;
    for (const [kind, names] of used) {
      for (const name of names) {
        const id = `${kind}/${name}`;
        if (copied.has(id)) continue;
        copied.add(id);
        pending = true;
        components[kind] = { ...components[kind], [`${SHARED_PREFIX}${name}`]: rewrite(sharedComponents[kind]?.[name] ?? {}, true) };
      }
    }
  }
  return { ...result, components };
}

const EMPTY_SPEC: Json = { openapi: '3.1.0', info: { title: '', version: '' }, paths: {} };

interface RawDiff {
  type: string;
  action: string;
  path: (string | number)[];
  description?: string;
  before?: unknown;
  after?: unknown;
}

const isBreaking = (d: Pick<RawDiff, 'type'>) => d.type === 'breaking';
const operationKey = (path: (string | number)[]) => `${String(path[2]).toUpperCase()} ${String(path[1])}`;

/** Same type and format: a property removed and one added beside it like this is a rename. */
const shape = (s: unknown) => (s && typeof s === 'object' ? JSON.stringify([(s as Json).type, (s as Json).format, (s as Json).$ref, (s as Json).enum]) : '');

function sameShape(a: unknown, b: unknown): boolean {
  return shape(a) !== '' && shape(a) === shape(b);
}

/** Turns a removed and an added property under the same object (one each, same shape) into one rename line. */
function withRenames(diffs: RawDiff[]): { text: string; breaking: boolean }[] {
  const lines: { text: string; breaking: boolean }[] = [];
  const property = (d: RawDiff) => d.path.at(-2) === 'properties' && (d.action === 'add' || d.action === 'remove');
  const parents = new Map<string, RawDiff[]>();
  for (const d of diffs.filter(property)) {
    const parent = JSON.stringify(d.path.slice(0, -1));
    parents.set(parent, [...(parents.get(parent) ?? []), d]);
  }
  const renamed = new Set<RawDiff>();
  for (const group of parents.values()) {
    const removed = group.filter((d) => d.action === 'remove');
    const added = group.filter((d) => d.action === 'add');
    if (removed.length === 1 && added.length === 1 && sameShape(removed[0]?.before, added[0]?.after)) {
      const [from, to] = [removed[0] as RawDiff, added[0] as RawDiff];
      renamed.add(from).add(to);
      const where = (from.description ?? '').replace(/^.*? in /, ' in ');
      // A rename breaks whoever reads or sends the old name, whichever way the field flows.
      lines.push({ text: `[Renamed] property \`${String(from.path.at(-1))}\` → \`${String(to.path.at(-1))}\`${where === from.description ? '' : where}`, breaking: true });
    }
  }
  // The `required` entries that only follow a rename say nothing new.
  const renamedNames = new Set([...renamed].map((d) => String(d.path.at(-1))));
  for (const d of diffs) {
    if (renamed.has(d)) continue;
    if (d.path.at(-2) === 'required' && (renamedNames.has(String(d.before)) || renamedNames.has(String(d.after)))) continue;
    lines.push({ text: describe(d), breaking: isBreaking(d) });
  }
  return lines;
}

/**
 * api-smart-diff's description, except that it calls a parameter with `required: false` written out
 * "required" (its classification is right: adding it is non-breaking).
 */
function describe(d: RawDiff): string {
  const text = d.description ?? `${d.action} ${d.path.slice(3).join('.')}`;
  const parameter = (d.action === 'add' ? d.after : d.before) as { required?: unknown } | undefined;
  return d.path[3] === 'parameters' && parameter?.required !== true ? text.replace(/\brequired (\w+ parameter)/, '$1') : text;
}

/** Operation-level changes between two versions of one group spec. */
export function compareGroup(before: Json | undefined, after: Json | undefined): SpecChange[] {
  const { diffs } = apiCompare(before ?? EMPTY_SPEC, after ?? EMPTY_SPEC) as { diffs: RawDiff[] };
  const byOperation = new Map<string, RawDiff[]>();
  const changes: SpecChange[] = [];
  for (const d of diffs) {
    // Components are reported again where they are used; a whole path is its operations.
    if (d.path[0] !== 'paths') continue;
    if (d.path.length === 2) {
      const item = ((d.action === 'add' ? d.after : d.before) ?? {}) as Json;
      for (const method of Object.keys(item).filter((m) => ['get', 'post', 'put', 'delete', 'patch'].includes(m))) {
        changes.push({ operation: `${method.toUpperCase()} ${String(d.path[1])}`, kind: d.action === 'add' ? 'added' : 'removed', breaking: d.action !== 'add', details: [] });
      }
      continue;
    }
    if (d.path.length === 3 && (d.action === 'add' || d.action === 'remove')) {
      changes.push({ operation: operationKey(d.path), kind: d.action === 'add' ? 'added' : 'removed', breaking: d.action === 'remove', details: [] });
      continue;
    }
    const key = operationKey(d.path);
    byOperation.set(key, [...(byOperation.get(key) ?? []), d]);
  }
  for (const [operation, list] of byOperation) {
    const details = withRenames(list);
    changes.push({ operation, kind: 'changed', breaking: details.some((l) => l.breaking), details });
  }
  return changes;
}

/** Every change between the ref and the working tree, over all group specs. */
function loadBundled(texts: Map<string, string>, file: string): Json | undefined {
  const text = texts.get(file);
  return text === undefined ? undefined : bundle(parse(text) as Json, parse(texts.get(SHARED) ?? '{}') as Json);
}

export function specDiff(ref: string): SpecChange[] {
  const [old, now] = [specTexts(ref), specTexts(undefined)];
  const files = [...new Set([...old.keys(), ...now.keys()])].filter((f) => f !== SHARED && /^openapi\/[^/]+\/[^/]+\.yaml$/.test(f)).toSorted();
  return files.flatMap((file) => compareGroup(loadBundled(old, file), loadBundled(now, file)));
}

// ---------------------------------------------------------------- where an operation is used

/** Back-office screens: the resource whose base path is the longest prefix of the operation's path. */
export function screenOf(path: string): { name: string; href: string } | undefined {
  let best: { name: string; basePath: string } | undefined;
  for (const resource of groups.flatMap((g) => g.resources)) {
    if ((path === resource.basePath || path.startsWith(`${resource.basePath}/`)) && resource.basePath.length > (best?.basePath.length ?? 0)) best = resource;
  }
  return best && { name: best.name, href: best.basePath.replace(/^\/api\//, '/admin/') };
}

const SOURCE = /\.(tsx?|mts)$/;
const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolveImport(from: string, spec: string): string | undefined {
  const base = spec.startsWith('@/') ? resolve('src', spec.slice(2)) : spec.startsWith('.') ? resolve(dirname(from), spec) : undefined;
  if (!base) return undefined;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/**
 * Public site pages by route file (src/routes/(site)/…): the operationIds named anywhere in the code
 * the route reaches through its imports (generated functions and hooks carry the operationId).
 */
export function sitePages(root = 'src/routes/(site)'): Map<string, string[]> {
  const texts = new Map<string, string>();
  const reach = (file: string, seen: Set<string>) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    texts.set(file, text);
    for (const match of text.matchAll(IMPORT)) {
      const target = resolveImport(file, match[1] ?? match[2] ?? '');
      if (target && SOURCE.test(target) && !target.includes('/generated/') && !/\.test\.tsx?$/.test(target)) reach(target, seen);
    }
  };
  const pages = new Map<string, string[]>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (SOURCE.test(path)) {
        const seen = new Set<string>();
        reach(resolve(path), seen);
        pages.set(routeUrl(relative(root, path)), [...seen]);
      }
    }
  };
  if (existsSync(root)) walk(root);
  return new Map([...pages].map(([url, files]) => [url, files.map((f) => texts.get(f) ?? '')]));
}

/** `_layout/$section.$menuId.tsx` → `/$section/$menuId`; `_layout/index.tsx` → `/`. */
function routeUrl(file: string): string {
  const segments = file
    .replace(SOURCE, '')
    .split('/')
    .flatMap((s) => s.split('.'))
    .filter((s) => !s.startsWith('_') && s !== 'index');
  return `/${segments.join('/')}`;
}

export function pagesUsing(operationId: string, pages: Map<string, string[]>): string[] {
  const name = new RegExp(`\\b(use)?${operationId}\\b`, 'i');
  return [...pages].filter(([, texts]) => texts.some((t) => name.test(t))).map(([url]) => url);
}

// ---------------------------------------------------------------- report

function operationIds(ref: string | undefined): Map<string, string> {
  const ids = new Map<string, string>();
  for (const [file, text] of specTexts(ref)) {
    if (file === SHARED) continue;
    const doc = parse(text) as { paths?: Record<string, Record<string, { operationId?: string }>> };
    for (const [path, item] of Object.entries(doc.paths ?? {}))
      for (const [method, op] of Object.entries(item ?? {})) if (op?.operationId) ids.set(`${method.toUpperCase()} ${path}`, op.operationId);
  }
  return ids;
}

export function report(ref: string): string {
  const changes = specDiff(ref);
  if (changes.length === 0) return `spec:diff: no change to the API since ${ref}.`;
  const ids = new Map([...operationIds(ref), ...operationIds(undefined)]);
  const pages = sitePages();
  const lines = [`spec:diff since ${ref}: ${changes.length} operation(s) changed, ${changes.filter((c) => c.breaking).length} breaking`, ''];
  const kinds: Record<SpecChange['kind'], string> = { added: 'added', removed: 'REMOVED', changed: 'changed' };
  for (const change of changes.toSorted((a, b) => Number(b.breaking) - Number(a.breaking) || a.operation.localeCompare(b.operation))) {
    const path = change.operation.split(' ')[1] ?? '';
    const id = ids.get(change.operation) ?? '?';
    lines.push(`${change.breaking ? 'BREAKING ' : ''}${kinds[change.kind]}: ${change.operation} (${id})`);
    for (const detail of change.details) lines.push(`    ${detail.breaking ? '! ' : '  '}${detail.text}`);
    const screen = screenOf(path);
    const used = pagesUsing(id, pages);
    lines.push(
      `    touches: ${[screen ? `screen ${screen.name} (${screen.href})` : 'no back-office screen yet (npm run gen adds it)', ...used.map((p) => `site page ${p}`)].join('; ')}`,
    );
  }
  return lines.join('\n');
}

if (import.meta.main) {
  const ref = process.argv[2] ?? 'HEAD';
  console.log(report(ref));
}
