import { describe, expect, it } from 'vitest';
import { firstScreenSets, type ModuleGraph } from './first-screen-group';

/** A module graph: id → [static imports, lazy imports]; `entry` is the one entry. */
function graph(modules: Record<string, [string[], string[]?]>, entry: string): ModuleGraph {
  return {
    getModuleIds: () => Object.keys(modules),
    getModuleInfo: (id) => {
      const module = modules[id];
      return module ? { isEntry: id === entry, importedIds: module[0], dynamicallyImportedIds: module[1] ?? [] } : null;
    },
  };
}

const options = { roots: /^src\/routes\/admin\/_shell(\.tsx|\/\$\.tsx)$/, publicRoots: /^src\/routes\/(__root\.tsx|\(site\)\/)/ };

describe("the admin first screen's chunk group", () => {
  const modules: Record<string, [string[], string[]?]> = {
    '/p/index.html': [['/p/src/main.tsx']],
    '/p/src/main.tsx': [['/p/node_modules/react/index.js', '/p/src/routes/admin/_shell.tsx', '/p/src/routes/(site)/_layout.tsx']],
    '/p/node_modules/react/index.js': [[]],
    // The route modules are in the entry; their split parts are lazy.
    '/p/src/routes/admin/_shell.tsx': [['/p/src/lib/cn.ts'], ['/p/src/routes/admin/_shell.tsx?tsr-split=component']],
    '/p/src/routes/admin/_shell.tsx?tsr-split=component': [['/p/src/admin/shell.tsx']],
    '/p/src/admin/shell.tsx': [['/p/src/lib/cn.ts', '/p/node_modules/table/index.js', '/p/src/components/dialog.tsx'], ['/p/src/admin/import-dialog.tsx']],
    '/p/node_modules/table/index.js': [[]],
    '/p/src/admin/import-dialog.tsx': [['/p/node_modules/xlsx/index.js']],
    '/p/node_modules/xlsx/index.js': [[]],
    '/p/src/components/dialog.tsx': [['/p/node_modules/radix-dialog/index.js']],
    '/p/node_modules/radix-dialog/index.js': [[]],
    '/p/src/lib/cn.ts': [[]],
    '/p/src/routes/(site)/_layout.tsx': [[], ['/p/src/routes/(site)/_layout.tsx?tsr-split=component']],
    '/p/src/routes/(site)/_layout.tsx?tsr-split=component': [['/p/src/site/header.tsx'], ['/p/src/site/mobile-nav.tsx']],
    '/p/src/site/header.tsx': [['/p/src/lib/cn.ts']],
    // A public page's lazy sheet uses the dialog the admin shell uses too.
    '/p/src/site/mobile-nav.tsx': [['/p/src/components/dialog.tsx']],
  };
  const sets = firstScreenSets(graph(modules, '/p/index.html'), '/p', options);

  it('holds what the admin roots import statically and nothing the entry loads or a public page can reach, even lazily', () => {
    expect([...sets.members].toSorted()).toEqual(['/p/node_modules/table/index.js', '/p/src/admin/shell.tsx', '/p/src/routes/admin/_shell.tsx?tsr-split=component']);
  });

  it("leaves the admin screens' own lazy imports to load when asked", () => {
    expect(sets.members.has('/p/src/admin/import-dialog.tsx')).toBe(false);
    expect(sets.members.has('/p/node_modules/xlsx/index.js')).toBe(false);
  });

  it('names what public pages reach beyond the entry, so that a higher-priority group takes it before the admin group pulls it in as an import', () => {
    expect([...sets.publicLazy].toSorted()).toEqual([
      '/p/node_modules/radix-dialog/index.js',
      '/p/src/components/dialog.tsx',
      '/p/src/routes/(site)/_layout.tsx?tsr-split=component',
      '/p/src/site/header.tsx',
      '/p/src/site/mobile-nav.tsx',
    ]);
  });
});
