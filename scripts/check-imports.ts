/**
 * Import direction (ARCHITECTURE.md): lib ← api ← components ← admin / site ← routes ← app; admin and
 * site never import each other; generated/ imports only the call layer (src/api); mocks/ may import
 * generated/ and src/lib; nothing in src/ imports mocks/ except app's one dynamic import that starts the
 * mock worker. Every import is resolved to the file it names, alias (`@/`, `@generated/`, `@mocks/`)
 * or relative (`../../site/…`) alike, so a relative path cannot slip past. Part of `npm run lint`.
 * Tests and test setup are exempt: they may reach across layers to arrange what they check.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

export type Layer = 'lib' | 'api' | 'components' | 'admin' | 'site' | 'routes' | 'app' | 'generated' | 'mocks';

/** What each layer may import (besides packages). */
const ALLOWED: Record<Layer, readonly Layer[]> = {
  lib: ['lib'],
  api: ['lib', 'api'],
  components: ['lib', 'api', 'components'],
  admin: ['lib', 'api', 'components', 'admin', 'generated'],
  site: ['lib', 'api', 'components', 'site', 'generated'],
  routes: ['lib', 'api', 'components', 'admin', 'site', 'routes', 'generated'],
  app: ['lib', 'api', 'components', 'admin', 'site', 'routes', 'app', 'generated'],
  generated: ['generated', 'api'],
  mocks: ['mocks', 'generated', 'lib'],
};

/** The layer of a project file (a path relative to the root, `/`-separated), or undefined outside the layers. */
export function layerOf(file: string): Layer | undefined {
  if (file.startsWith('generated/')) return 'generated';
  if (file.startsWith('mocks/')) return 'mocks';
  if (file === 'src/routeTree.gen.ts') return 'routes';
  const match = /^src\/(lib|api|components|admin|site|routes|app)\//.exec(file);
  return match?.[1] as Layer | undefined;
}

const exempt = (file: string) => /\.test\.tsx?$|\.fixtures\.ts$/.test(file) || file.startsWith('src/test/');

/** The project file an import specifier names (without extension resolution), or undefined for a package. */
export function target(importer: string, specifier: string): string | undefined {
  const alias = /^@\/(.*)$/.exec(specifier)?.[1] ?? undefined;
  if (alias !== undefined) return normalize(`src/${alias}`);
  if (specifier.startsWith('@generated/')) return normalize(`generated/${specifier.slice('@generated/'.length)}`);
  if (specifier.startsWith('@mocks/')) return normalize(`mocks/${specifier.slice('@mocks/'.length)}`);
  if (specifier.startsWith('.')) return normalize(join(dirname(importer), specifier));
  return undefined;
}

const IMPORT = /(?:^|[\s;])(?:import|export)\s[^'";]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;

export interface Breach {
  file: string;
  specifier: string;
  reason: string;
}

/** Breaches in the given files (path → text). */
export function checkImports(files: Map<string, string>): Breach[] {
  const breaches: Breach[] = [];
  for (const [file, text] of files) {
    const from = layerOf(file);
    if (!from || exempt(file)) continue;
    for (const match of text.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? match[3] ?? '';
      const dynamic = match[3] !== undefined;
      const to = target(file, specifier);
      if (to === undefined || to.startsWith('..')) continue;
      const layer = layerOf(to);
      if (!layer) continue;
      // The one way into the mock backend: app starts the worker on demand, so no mock code ships eagerly.
      if (from === 'app' && layer === 'mocks' && dynamic) continue;
      if (from === 'generated' && layer === 'api' && to.replace(/\.tsx?$/, '') !== 'src/api/request') {
        breaches.push({ file, specifier, reason: 'generated/ may import only the call layer’s mutator (src/api/request.ts)' });
        continue;
      }
      if (!ALLOWED[from].includes(layer)) breaches.push({ file, specifier, reason: `${from} may not import ${layer} (${ALLOWED[from].join(', ')} only)` });
    }
  }
  return breaches;
}

/** The project file a target path names, trying the extensions and index files TypeScript would. */
function resolveFile(files: Map<string, string>, path: string): string | undefined {
  for (const candidate of [path, `${path}.ts`, `${path}.tsx`, `${path}/index.ts`, `${path}/index.tsx`]) if (files.has(candidate)) return candidate;
  const bare = path.replace(/\.js$/, '');
  return bare !== path ? resolveFile(files, bare) : undefined;
}

/**
 * Import cycles among the given files, type-only imports included (a type cycle still ties the modules'
 * meaning together and makes one unreadable without the other). Dynamic imports are left out: they are
 * how a chunk is loaded on demand, not a dependency of the module's own evaluation. Each cycle is
 * reported once, as the files of one strongly connected component.
 */
export function findCycles(files: Map<string, string>): string[][] {
  const edges = new Map<string, string[]>();
  for (const [file, text] of files) {
    if (exempt(file)) continue;
    const to: string[] = [];
    for (const match of text.matchAll(IMPORT)) {
      if (match[3] !== undefined) continue;
      const path = target(file, match[1] ?? match[2] ?? '');
      const resolved = path === undefined ? undefined : resolveFile(files, path);
      if (resolved && !exempt(resolved)) to.push(resolved);
    }
    edges.set(file, to);
  }
  // Tarjan's strongly connected components, iterative enough for a few thousand files.
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string | undefined;
    do {
      w = stack.pop();
      if (w === undefined) break;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || (edges.get(v) ?? []).includes(v)) cycles.push(component.toSorted());
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return cycles;
}

function sources(root: string, out = new Map<string, string>()): Map<string, string> {
  for (const name of readdirSync(root)) {
    const path = join(root, name);
    if (statSync(path).isDirectory()) sources(path, out);
    else if (/\.(ts|tsx)$/.test(name)) out.set(relative('.', path).split('\\').join('/'), readFileSync(path, 'utf8'));
  }
  return out;
}

if (import.meta.main) {
  const files = new Map([...sources('src'), ...sources('mocks'), ...sources('generated')]);
  const breaches = checkImports(files);
  for (const b of breaches) console.error(`${b.file}: import '${b.specifier}': ${b.reason}`);
  if (breaches.length > 0) {
    console.error(`check-imports: ${breaches.length} import(s) against the direction in ARCHITECTURE.md`);
    process.exit(1);
  }
  const cycles = findCycles(files);
  for (const cycle of cycles) console.error(`import cycle (type-only imports included): ${cycle.join(' → ')}`);
  if (cycles.length > 0) {
    console.error(`check-imports: ${cycles.length} import cycle(s); move the shared types or code to a module both can import`);
    process.exit(1);
  }
  console.log(`check-imports: ${files.size} files, every import follows lib ← api ← components ← admin / site ← routes ← app; no import cycles`);
}
