import { describe, expect, it } from 'vitest';
import { wrapSplitImporters } from './chunk-timeout-plugin';

describe('chunk time-out transform', () => {
  it("wraps every importer TanStack's code splitter writes", () => {
    const code = [
      "import { lazyRouteComponent } from '@tanstack/react-router';",
      "const $$splitComponentImporter = () => import('/src/routes/home.tsx?tsr-split=component');",
      'const $$splitErrorComponentImporter = () => import("/src/routes/home.tsx?tsr-split=errorComponent");',
      "export const Route = createFileRoute('/home')({ component: lazyRouteComponent($$splitComponentImporter, 'component') });",
    ].join('\n');
    const out = wrapSplitImporters(code, '/helper.ts') ?? '';
    expect(out).toContain('import { withChunkTimeout as __withChunkTimeout } from "/helper.ts";');
    expect(out).toContain("const $$splitComponentImporter = () => __withChunkTimeout(import('/src/routes/home.tsx?tsr-split=component'));");
    expect(out).toContain('const $$splitErrorComponentImporter = () => __withChunkTimeout(import("/src/routes/home.tsx?tsr-split=errorComponent"));');
  });

  it('leaves modules without split importers alone', () => {
    expect(wrapSplitImporters("const page = () => import('./page');")).toBeUndefined();
  });
});
