import { groups, loadGroup } from '@generated/manifest/index';
import type { FieldMeta, OperationMeta, ResourceMeta } from '@generated/manifest/types';
import { describe, expect, it } from 'vitest';
import { hasRefinement, loadRefinement, refineColumns, refineFilters, refineRelated, refineResource, type Refinement } from './refinement';

const field = (name: string): FieldMeta => ({ name, title: name, type: 'string' });
const names = (fields: { name: string }[]) => fields.map((f) => f.name);
const operation = (action: string, kind: OperationMeta['kind']): OperationMeta => ({
  operationId: `thing${action}`,
  action,
  kind,
  method: 'PUT',
  path: '',
  summary: action,
  permission: 'x',
  query: [],
  body: [],
  bodyType: null,
  response: 'json',
});

describe('applying a refinement', () => {
  const fields = ['id', 'a', 'b', 'c', 'd'].map(field);

  it('leaves everything as the spec has it when there is none', () => {
    expect(refineColumns(fields, undefined)).toBe(fields);
    expect(refineFilters(fields, undefined)).toBe(fields);
    const resource = { key: 'thing', operations: [operation('remove', 'remove')] } as ResourceMeta;
    expect(refineResource(resource, undefined)).toBe(resource);
  });

  it("puts the named columns first in its order, keeps the rest in the spec's order and leaves out the hidden", () => {
    const refine: Refinement = { columns: { order: ['c', 'a', 'unknown'], hide: ['b'] } };
    expect(names(refineColumns(fields, refine))).toEqual(['c', 'a', 'id', 'd']);
  });

  it('orders and hides filters the same way, independently of the columns', () => {
    const refine: Refinement = { columns: { hide: ['a'] }, filters: { order: ['d'], hide: ['id'] } };
    expect(names(refineFilters(fields, refine))).toEqual(['d', 'a', 'b', 'c']);
  });

  it('hides actions by their action name, never the list', () => {
    const resource = { key: 'thing', operations: [operation('list', 'list'), operation('remove', 'remove'), operation('audit', 'action')] } as ResourceMeta;
    const refined = refineResource(resource, { actions: { hide: ['remove', 'list'] } });
    expect(refined.operations.map((o) => o.action)).toEqual(['list', 'audit']);
  });
});

/**
 * Every refinement file names what its resource's spec has, so a renamed field or action in a spec
 * fails here instead of silently leaving the refinement without effect.
 */
describe('every refinement file in src/admin/refinements/', () => {
  const files = import.meta.glob<{ refine: Refinement }>(['../refinements/*.tsx', '!../refinements/*.test.tsx'], { eager: true });

  it('there is at least one, in use', () => {
    expect(Object.keys(files).length).toBeGreaterThan(0);
  });

  it.each(Object.entries(files).map(([path, module]) => [/([^/]+)\.tsx$/.exec(path)?.[1] ?? path, module.refine] as const))(
    '%s names a resource and its fields and actions',
    async (key, refine) => {
      const group = groups.find((g) => g.resources.some((r) => r.key === key));
      expect(group, `no resource ${key} in the manifest: the file name must be a resource key`).toBeDefined();
      const meta = await loadGroup[group?.key ?? '']?.();
      const resource = meta?.resources.find((r) => r.key === key);
      if (!resource) throw new Error(`no resource ${key}`);
      const list = resource.operations.find((o) => o.kind === 'list');
      const columns = new Set(names(list?.dataFields ?? []));
      const filters = new Map((list?.query ?? []).map((f) => [f.name, f]));
      for (const name of [...(refine.columns?.order ?? []), ...(refine.columns?.hide ?? []), ...Object.keys(refine.columns?.cells ?? {})]) {
        expect(columns, `column ${name}`).toContain(name);
      }
      for (const name of [...(refine.filters?.order ?? []), ...(refine.filters?.hide ?? [])]) expect([...filters.keys()], `filter ${name}`).toContain(name);
      for (const name of refine.filters?.hide ?? []) expect(filters.get(name)?.required, `required filter ${name} hidden`).toBeUndefined();
      for (const action of refine.actions?.hide ?? [])
        expect(
          resource.operations.map((o) => o.action),
          `action ${action}`,
        ).toContain(action);
    },
  );
});

describe('refineRelated', () => {
  const lists = [
    { resource: 'circulate', field: 'clueId' },
    { resource: 'appointment', field: 'clueId' },
    { resource: 'fee', field: 'clueId' },
    { resource: 'circulate', field: 'ownerId' },
  ];

  it('keeps the graph’s order without a refinement of the record page', () => {
    expect(refineRelated(lists, undefined)).toEqual(lists);
  });

  it('puts the named lists first, in its order, and leaves the hidden ones out (a resource names all its fields)', () => {
    const refined = refineRelated(lists, { related: { order: ['fee', 'circulate.ownerId'], hide: ['appointment'] } });
    expect(refined.map((l) => `${l.resource}.${l.field}`)).toEqual(['fee.clueId', 'circulate.ownerId', 'circulate.clueId']);
  });
});

// Resources without a list (a cache, a permission editor) get a screen only through their refinement file.
describe('which resources have a refinement file', () => {
  it('knows a resource with a file has one, and loads its refinement', async () => {
    expect(hasRefinement('bmsStatisticsDataCache')).toBe(true);
    const files = import.meta.glob<{ refine: Refinement }>('../refinements/bmsStatisticsDataCache.tsx', { eager: true });
    await expect(loadRefinement('bmsStatisticsDataCache')).resolves.toBe(Object.values(files)[0]?.refine);
  });

  it('knows a resource without a file has none, and loads nothing for it', () => {
    expect(hasRefinement('umsPromoteClue')).toBe(false);
    expect(loadRefinement('umsPromoteClue')).toBeUndefined();
  });
});
