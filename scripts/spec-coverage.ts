/**
 * `npm run spec:coverage`: checks openapi/ against openapi/catalogue.json (a copy of the shared
 * catalogue of every group, resource and named action SPEC.md §7 names). A resource is covered when a
 * path under its group prefix has it as a segment; a named action when such a path also has the
 * action as a later segment. Also checks that every resource of the specs has a back-office screen:
 * the generic one (it has a list) or the one its refinement file brings (`screen` in
 * src/admin/refinements/<resourceKey>.tsx, as src/admin/resources.ts decides). Prints the counts, lists
 * what is missing and fails when anything is.
 */
import { existsSync, readFileSync } from 'node:fs';
import { groups } from '../generated/manifest/index.ts';
import { specOperations } from './spec-model.ts';

export interface Catalogue {
  groups: { prefix: string; resources: Record<string, string[]> }[];
}

export interface Coverage {
  resources: { covered: number; total: number; missing: string[] };
  actions: { covered: number; total: number; missing: string[] };
}

export function coverage(catalogue: Catalogue, paths: string[]): Coverage {
  const result: Coverage = {
    resources: { covered: 0, total: 0, missing: [] },
    actions: { covered: 0, total: 0, missing: [] },
  };
  for (const { prefix, resources } of catalogue.groups) {
    const under = paths.filter((path) => path === prefix || path.startsWith(`${prefix}/`)).map((path) => path.slice(prefix.length).split('/').filter(Boolean));
    for (const [resource, actions] of Object.entries(resources)) {
      result.resources.total += 1;
      const tails = under.flatMap((segments) => {
        const at = segments.indexOf(resource);
        return at === -1 ? [] : [segments.slice(at + 1)];
      });
      if (tails.length > 0) result.resources.covered += 1;
      else result.resources.missing.push(`${prefix}/${resource}`);
      for (const action of actions) {
        result.actions.total += 1;
        if (tails.some((tail) => tail.includes(action))) result.actions.covered += 1;
        else result.actions.missing.push(`${prefix}/${resource} → ${action}`);
      }
    }
  }
  return result;
}

export interface ScreenCheck {
  key: string;
  kinds: string[];
  /** The text of its refinement file, if it has one. */
  refinement?: string;
}

/** Resources with no screen: no list for the generic one, and no refinement file with a `screen` of its own. */
export function missingScreens(resources: ScreenCheck[]): string[] {
  return resources.filter((r) => !r.kinds.includes('list') && !/\bscreen\s*:/.test(r.refinement ?? '')).map((r) => r.key);
}

if (import.meta.main) {
  const catalogue = JSON.parse(readFileSync('openapi/catalogue.json', 'utf8')) as Catalogue;
  const operations = specOperations();
  const result = coverage(catalogue, [...new Set(operations.map((op) => op.path))]);
  const { resources, actions } = result;
  console.log(`spec:coverage: ${operations.length} operations in ${new Set(operations.map((o) => o.group.key)).size} group specs`);
  console.log(`  resources ${resources.covered}/${resources.total}`);
  console.log(`  actions   ${actions.covered}/${actions.total}`);
  const all = groups.flatMap((g) => g.resources);
  const screenless = missingScreens(
    all.map((r) => {
      const file = `src/admin/refinements/${r.key}.tsx`;
      return { key: r.key, kinds: r.kinds, refinement: existsSync(file) ? readFileSync(file, 'utf8') : undefined };
    }),
  );
  const refined = all.filter((r) => !r.kinds.includes('list') && !screenless.includes(r.key)).length;
  console.log(`  screens   ${all.length - screenless.length}/${all.length} (${refined} from a refinement file's own screen)`);
  for (const missing of [...resources.missing, ...actions.missing]) console.log(`  missing: ${missing}`);
  for (const key of screenless) console.log(`  missing: a screen for ${key} (no list: add src/admin/refinements/${key}.tsx with a screen)`);
  if (resources.missing.length + actions.missing.length + screenless.length > 0) process.exit(1);
}
