import { describe, expect, it } from 'vitest';
import { checkImports, findCycles } from './check-imports';

const check = (file: string, source: string) => checkImports(new Map([[file, source]])).map((b) => b.reason);

describe('import direction (each rule shown by a deliberate breach)', () => {
  it('lib imports nothing above it, relative paths included', () => {
    expect(check('src/lib/x.ts', "import { request } from '../api/request';")).toEqual(['lib may not import api (lib only)']);
    expect(check('src/lib/x.ts', "import { request } from '@/api/request';")).toHaveLength(1);
    expect(check('src/lib/x.ts', "import { cn } from './cn';")).toEqual([]);
  });

  it('admin and site never import each other, however the path is written', () => {
    expect(check('src/admin/shell/x.tsx', "import { HomePage } from '../../site/home-page';")).toEqual(['admin may not import site (lib, api, components, admin, generated only)']);
    expect(check('src/site/x.tsx', "export { DashboardPage } from '@/admin/dashboard-page';")).toHaveLength(1);
  });

  it('components do not import generated code', () => {
    expect(check('src/components/x.tsx', "import type { Menu } from '@generated/bms-system/client/model/menu';")[0]).toMatch(/^components may not import generated/);
  });

  it('generated code imports only the call layer’s mutator', () => {
    expect(check('generated/ums-user/client/ums-user.ts', "import { customInstance } from '../../../src/api/request.ts';")).toEqual([]);
    expect(check('generated/ums-user/client/ums-user.ts', "import { errorText } from '../../../src/api/api-error';")[0]).toMatch(/only the call layer/);
    expect(check('generated/operations.ts', "import { cn } from '../src/lib/cn';")[0]).toMatch(/^generated may not import lib/);
  });

  it('nothing in src/ imports mocks/, except app starting the worker on demand', () => {
    expect(check('src/admin/x.ts', "import { DEMO_STAFF } from '../../mocks/demo-accounts';")[0]).toMatch(/^admin may not import mocks/);
    expect(check('src/app/main.tsx', "const started = import('../../mocks/browser');")).toEqual([]);
    expect(check('src/app/main.tsx', "import { startMockBackend } from '../../mocks/browser';")).toHaveLength(1);
  });

  it('mocks import generated code and lib only', () => {
    expect(check('mocks/backend/x.ts', "import { formatDate } from '@/lib/date-format';")).toEqual([]);
    expect(check('mocks/backend/x.ts', "import { Button } from '../../src/components/ui/button';")[0]).toMatch(/^mocks may not import components/);
  });

  it('tests may reach across layers to arrange what they check', () => {
    expect(check('src/lib/x.test.ts', "import { request } from '../api/request';")).toEqual([]);
  });
});

const files = (entries: Record<string, string>) => new Map(Object.entries(entries));

describe('findCycles', () => {
  it('finds a cycle made only of type imports', () => {
    const cycles = findCycles(
      files({
        'src/admin/a.ts': "import type { B } from './b';",
        'src/admin/b.ts': "import { c } from './c';",
        'src/admin/c.ts': "import type { A } from './a';",
      }),
    );
    expect(cycles).toEqual([['src/admin/a.ts', 'src/admin/b.ts', 'src/admin/c.ts']]);
  });

  it('resolves index files and aliases, and leaves dynamic imports and tests out', () => {
    expect(findCycles(files({ 'src/lib/x/index.ts': "import { y } from '@/lib/y';", 'src/lib/y.ts': "import { x } from './x';" }))).toHaveLength(1);
    expect(findCycles(files({ 'src/app/a.ts': "const b = import('./b');", 'src/app/b.ts': "import { a } from './a';" }))).toEqual([]);
    expect(findCycles(files({ 'src/lib/a.ts': "import { b } from './a.test';", 'src/lib/a.test.ts': "import { a } from './a';" }))).toEqual([]);
  });

  it('finds nothing in a tree without cycles', () => {
    expect(findCycles(files({ 'src/lib/a.ts': "import { b } from './b';", 'src/lib/b.ts': 'export const b = 1;' }))).toEqual([]);
  });
});
