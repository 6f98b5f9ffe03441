import { groups } from '@generated/manifest/index';
import { describe, expect, it } from 'vitest';
import { findResource, hasScreen, resourceEntries, resourceHref } from './resources';

describe('resourceEntries', () => {
  it('holds only resources of the manifest that have a screen, at their API’s address', () => {
    const declared = new Set(groups.flatMap((g) => g.resources));
    expect(resourceEntries.every((e) => declared.has(e.resource) && e.group.resources.includes(e.resource))).toBe(true);
    expect(resourceEntries.every((e) => hasScreen(e.resource) && e.href === resourceHref(e.resource))).toBe(true);
    expect(resourceEntries).toHaveLength(groups.flatMap((g) => g.resources).filter(hasScreen).length);
  });
});

describe('findResource', () => {
  it('finds the resource of a screen, with or without a trailing slash', () => {
    expect(findResource('/admin/bms/system/admin/')?.resource.key).toBe('bmsSystemAdmin');
  });

  it('finds none at a landing page’s address: 统计看板 is a screen, not a resource', () => {
    expect(findResource('/admin/bms/statistics')).toBeUndefined();
  });
});
