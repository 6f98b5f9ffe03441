import { groups } from '@generated/manifest/index';
import { describe, expect, it } from 'vitest';
import { findRecord, findResource, hasRecordPages, hasScreen, recordHref, resourceEntries, resourceEntry, resourceHref } from './resources';

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

describe('record pages', () => {
  it('are at the resource screen’s address and the record’s id', () => {
    const clue = findResource('/admin/ums/promote/clue');
    expect(clue && recordHref(clue.resource, 12)).toBe('/admin/ums/promote/clue/12');
    expect(findRecord('/admin/ums/promote/clue/12/')).toMatchObject({ id: '12', resource: { key: 'umsPromoteClue' }, href: '/admin/ums/promote/clue' });
  });

  it('are found whatever number of trailing slashes the address carries', () => {
    expect(findRecord('/admin/ums/promote/clue/12//')).toMatchObject({ id: '12', resource: { key: 'umsPromoteClue' } });
    expect(findResource('/admin/ums/promote/clue//')?.resource.key).toBe('umsPromoteClue');
  });

  it('never take a resource’s own screen for a record, nested resources included', () => {
    expect(findRecord('/admin/bms/extension/outboundCall/record')).toBeUndefined();
    expect(findRecord('/admin/bms/extension/outboundCall/record/7')?.resource.key).toBe('bmsExtensionOutboundCallRecord');
  });

  it('exist only for ids (digits) of resources with a detail operation', () => {
    expect(findRecord('/admin/ums/promote/clue/abc')).toBeUndefined();
    expect(findRecord('/admin/ums/promote/clue/-1')).toBeUndefined();
    // 线索流转记录 has no detail: its records are rows of a log, not pages.
    expect(findRecord('/admin/ums/promote/circulate/3')).toBeUndefined();
    expect(hasRecordPages(resourceEntry('umsPromoteClue')!.resource)).toBe(true);
    expect(hasRecordPages(resourceEntry('umsPromoteCirculate')!.resource)).toBe(false);
  });
});
