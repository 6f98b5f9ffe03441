import { loadGroup } from '@generated/manifest/index';
import type { ResourceMeta } from '@generated/manifest/types';
import { describe, expect, it } from 'vitest';
import { hasRecordPages, resourceEntry } from '../resources';
import { pageLists } from './related-section';

/**
 * The acceptance line of issue 42, walked over the whole manifest on its own: for every reference
 * field (`x-ref`) of any resource's records, the resource it points to has record pages, and those
 * pages list the records pointing at it (`ResourceMeta.related`, what RelatedLists shows) — as a list
 * asked for just that record's, not as a name in a note — unless its `x-related` hides it, with why.
 */
const resources: ResourceMeta[] = (await Promise.all(Object.values(loadGroup).map((load) => load()))).flatMap((group) => group.resources);
const byKey = new Map(resources.map((r) => [r.key, r]));
const screenList = (resource: ResourceMeta) => resource.operations.find((o) => o.kind === 'list' && o.paged) ?? resource.operations.find((o) => o.kind === 'list');

/** Every reference of a record (a list's rows), as `target ← resource.field`. */
const references = resources.flatMap((resource) =>
  (screenList(resource)?.dataFields ?? []).flatMap((field) =>
    field.ref && byKey.has(field.ref.resource) ? [{ target: field.ref.resource, resource: resource.key, field: field.name }] : [],
  ),
);
const hidden = (ref: (typeof references)[number]) =>
  byKey.get(ref.target)?.relatedDeclared?.some((d) => d.resource === ref.resource && d.field === ref.field && d.hide === true) === true;
const shown = references.filter((ref) => !hidden(ref));

describe('record pages over the whole relation graph', () => {
  it('finds the graph: references between records, across groups', () => {
    expect(references.length).toBeGreaterThan(250);
    expect(new Set(shown.map((ref) => ref.target)).size).toBeGreaterThan(50);
  });

  it('gives every resource that others’ records point to record pages', () => {
    const without = [...new Set(shown.map((ref) => ref.target))].filter((key) => {
      const entry = resourceEntry(key);
      return !entry || !hasRecordPages(entry.resource);
    });
    expect(without).toEqual([]);
  });

  it('lists, on each such page, every reference pointing at it, filtered to the record', () => {
    const missing = shown.filter((ref) => {
      const lists = byKey.get(ref.target)?.related ?? [];
      const { listed } = pageLists(lists, () => true);
      return !listed.some((list) => list.resource === ref.resource && list.field === ref.field);
    });
    expect(missing.map((ref) => `${ref.target} ← ${ref.resource}.${ref.field}`)).toEqual([]);
  });

  it('leaves a reference out only where the spec says so (x-related hide), and the lead’s page starts with its story', () => {
    expect(references.filter(hidden).map((ref) => `${ref.target} ← ${ref.resource}.${ref.field}`)).toEqual([
      'bmsContContinueConfig ← bmsContContinueCourse.categoryId',
      'bmsContContinueConfig ← bmsContContinueCourse.directionId',
      'bmsContContinueConfig ← bmsContSubject.difficultyId',
      'bmsContContinueConfig ← bmsContTeachingPlan.postDirectionId',
    ]);
    expect(
      byKey
        .get('umsPromoteAdmissionsClue')
        ?.related?.slice(0, 3)
        .map((list) => list.title),
    ).toEqual(['跟进记录', '流转记录', '预约到访']);
  });
});
