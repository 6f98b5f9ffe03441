import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROUTES = join(import.meta.dirname, '..', 'src', 'routes');

/** What TanStack Router's file generator writes into a new route file: `Hello "/…"!`. */
const STUB = /Hello "\//;

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('route files', () => {
  const files = routeFiles(ROUTES);

  it('are found (the scan looks where the routes are)', () => {
    expect(files.map((file) => relative(ROUTES, file))).toContain(join('(site)', '_layout', 'course_detail.tsx'));
  });

  it("never ship the router's generated placeholder", () => {
    const stubs = files.filter((file) => STUB.test(readFileSync(file, 'utf8'))).map((file) => relative(ROUTES, file));
    expect(stubs, 'route files still holding the generated `Hello "/…"!` stub').toEqual([]);
  });
});
