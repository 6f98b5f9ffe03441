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
  console.log(`check-imports: ${files.size} files, every import follows lib ← api ← components ← admin / site ← routes ← app`);
}
