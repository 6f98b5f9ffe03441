import { groups } from '@generated/manifest/index';
import { describe, expect, it } from 'vitest';
import type { FileRoutesByTo } from '@/routeTree.gen';
import { LANDING_PAGES } from './landing-pages';
import { listPermissions } from './permissions';
import { resourceEntries } from './resources';

describe('the landing pages', () => {
  it('each lives at an address of its own route', () => {
    // Checked by tsc: an href no route file serves does not compile.
    const hrefs: readonly (keyof FileRoutesByTo)[] = LANDING_PAGES.map((page) => page.href);
    expect(hrefs).toHaveLength(LANDING_PAGES.length);
  });

  it('takes no resource screen’s address, key or name', () => {
    const resources = resourceEntries.map((entry) => entry.resource);
    for (const page of LANDING_PAGES) {
      expect(resourceEntries.map((entry) => entry.href)).not.toContain(page.href);
      expect(resources.map((r) => r.key)).not.toContain(page.key);
      expect(resources.map((r) => r.name)).not.toContain(page.name);
    }
  });

  it('reads only lists its own group declares, so its keys are real list keys', () => {
    for (const page of LANDING_PAGES) {
      const group = groups.find((g) => g.key === page.group);
      expect(group?.key).toBe(page.group);
      const read = group?.resources.filter((r) => (page.resources as readonly string[]).includes(r.key)) ?? [];
      expect(read.map((r) => r.key).toSorted()).toEqual([...page.resources].toSorted());
      expect(read.every((r) => r.kinds.includes('list') && listPermissions(r).every((p) => p.endsWith(':list') || p.endsWith('List')))).toBe(true);
    }
  });

  it('carries pinyin as the manifest does: initials, then the full spelling', () => {
    for (const page of LANDING_PAGES) expect(page.pinyin).toMatch(/^[a-z]+ [a-z]+$/);
  });
});
