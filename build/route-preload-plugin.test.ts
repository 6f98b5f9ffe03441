import type { OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { chunksFor, preloadMap, preloadScript, routeParents, routePattern } from './route-preload-plugin';

const matches = (file: string, path: string) => new RegExp(routePattern(file)!).test(path);

describe("a route file's URL pattern (TanStack Router's file conventions)", () => {
  it('drops (group) folders and _pathless segments, reads index as the folder and $ as the rest', () => {
    expect(matches('(site)/_layout/home.tsx', '/home')).toBe(true);
    expect(matches('(site)/_layout/index.tsx', '/')).toBe(true);
    expect(matches('admin/_shell/index.tsx', '/admin')).toBe(true);
    expect(matches('admin/_shell/index.tsx', '/admin/x')).toBe(false);
    expect(matches('admin/_shell/bms/statistics/index.tsx', '/admin/bms/statistics/')).toBe(true);
    expect(matches('admin/_shell/$.tsx', '/admin/ums/promote/admissionsClue')).toBe(true);
    expect(matches('(site)/_layout/$section.$menuId.tsx', '/news/12')).toBe(true);
    expect(matches('(site)/_layout/$section.$menuId.tsx', '/news/12/3')).toBe(false);
    expect(matches('(site)/_layout/course_detail.tsx', '/course_detail')).toBe(true);
    expect(matches('(site)/_layout/course_detail.tsx', '/courseXdetail')).toBe(false);
  });

  it('gives layouts and the root none: they are parents, not pages', () => {
    expect(routePattern('__root.tsx')).toBeUndefined();
    expect(routePattern('admin/_shell.tsx')).toBeUndefined();
    expect(routeParents('admin/_shell/$.tsx', (f) => f === 'admin/_shell.tsx')).toEqual(['__root.tsx', 'admin/_shell.tsx']);
  });
});

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], extra: Partial<OutputChunk> = {}) =>
  ({ type: 'chunk', fileName, name: fileName, moduleIds, imports, isEntry: false, ...extra }) as unknown as OutputChunk;

describe('the preload map and its script', () => {
  const root = '/p';
  const bundle = Object.fromEntries(
    [
      chunk('entry.js', ['/p/src/app/main.tsx', '/p/src/routes/admin/_shell.tsx'], ['react.js'], { isEntry: true }),
      chunk('react.js', ['/p/node_modules/react/index.js']),
      chunk('shell.js', ['/p/src/routes/admin/_shell.tsx?tsr-split=component'], ['react.js', 'ui.js']),
      chunk('screen.js', ['/p/src/routes/admin/_shell/$.tsx?tsr-split=component'], ['ui.js']),
      chunk('login.js', ['/p/src/routes/admin/login.tsx?tsr-split=component']),
      chunk('ui.js', ['/p/src/components/ui/button.tsx']),
      chunk('group.js', ['/p/generated/manifest/ums-promote.ts']),
      chunk('query.js', ['/p/node_modules/@tanstack/query-core/index.js'], [], { name: 'query' }),
    ].map((c) => [c.fileName, c]),
  ) as OutputBundle;
  const map = preloadMap(bundle, root, {
    routesDir: 'src/routes',
    extras: [
      { url: /^\/admin\/(?!login)/, chunks: ['query'] },
      { url: /^\/admin\/([^/]+)\/([^/]+)\//, modules: ['generated/manifest/$1-$2.ts'] },
    ],
  });

  function preloaded(path: string): string[] {
    const links: string[] = [];
    const document = { createElement: () => ({}) as { href?: string }, head: { appendChild: (link: { href: string }) => links.push(link.href) } };
    new Function('document', 'location', preloadScript(map, '/'))(document, { pathname: path });
    return links.toSorted();
  }

  it("preloads a page's route chunks, its layouts', what they import and its extras, once each", () => {
    expect(preloaded('/admin/ums/promote/admissionsClue')).toEqual(['/group.js', '/query.js', '/screen.js', '/shell.js', '/ui.js']);
  });

  it('prefers a static route to a splat, and leaves out what the entry loads itself', () => {
    expect(preloaded('/admin/login')).toEqual(['/login.js']);
    expect(preloaded('/nowhere/at/all')).toEqual([]);
  });

  it('names at build time the chunks the inline script preloads (for pages written later, build/prerender-plugin.ts)', () => {
    for (const path of ['/admin/ums/promote/admissionsClue', '/admin/login', '/nowhere'])
      expect(
        chunksFor(map, path)
          .map((file) => `/${file}`)
          .toSorted(),
      ).toEqual(preloaded(path));
  });
});
