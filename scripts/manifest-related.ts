/**
 * The reverse `x-ref` graph: for every resource, the records of other resources (or of its own) that
 * point at its records, as its record pages list them (openapi/README.md `x-related`, decision 008).
 * Computed over every group at once, after the groups' manifests are read (like `linkTrees`), so an
 * unchanged group's record pages follow a reference added in another group's spec.
 */
import type { FieldMeta, GroupMeta, OperationMeta, RelatedList, ResourceMeta } from './manifest-types.ts';

/** The list a resource's screen shows (the paged one, else the first). */
export const screenList = (resource: ResourceMeta): OperationMeta | undefined =>
  resource.operations.find((o) => o.kind === 'list' && o.paged) ?? resource.operations.find((o) => o.kind === 'list');

/** A reference's title without a trailing ID (上级部门ID → 上级部门). */
const bareTitle = (field: FieldMeta) => field.title.replace(/\s*(ID|Id|id|编号)$/, '') || field.title;

/**
 * Every reference of a record, by its target: the reference fields of each resource's list rows (what
 * the backend keeps and answers; an action's form parameters are no records). In the specs' order,
 * the target's own group first; titles are the pointing resource's name, with the field's title where
 * one resource points at a target twice (流转记录 from and to an owner) or at itself (部门（上级部门）).
 */
export function reverseGraph(resources: readonly ResourceMeta[]): Map<string, RelatedList[]> {
  const graph = new Map<string, RelatedList[]>();
  const groupOf = new Map(resources.map((r) => [r.key, r.group]));
  for (const resource of resources) {
    const list = screenList(resource);
    const filters = new Set(list?.query.map((f) => f.name));
    const refs = (list?.dataFields ?? []).filter((f) => f.ref && groupOf.has(f.ref.resource));
    for (const field of refs) {
      const target = (field.ref as NonNullable<FieldMeta['ref']>).resource;
      const twice = refs.filter((f) => f.ref?.resource === target).length > 1 || target === resource.key;
      graph.set(target, [
        ...(graph.get(target) ?? []),
        {
          resource: resource.key,
          field: field.name,
          title: twice ? `${resource.name}（${bareTitle(field)}）` : resource.name,
          ...(field.type === 'array' ? { multiple: true as const } : {}),
          filter: filters.has(field.name),
        },
      ]);
    }
  }
  for (const [target, lists] of graph) {
    const home = groupOf.get(target);
    graph.set(target, [...lists.filter((l) => groupOf.get(l.resource) === home), ...lists.filter((l) => groupOf.get(l.resource) !== home)]);
  }
  return graph;
}

/** A resource's related lists as its `x-related` arranges them: declared ones first, in order, retitled; hidden ones left out. */
export function declaredOrder(lists: readonly RelatedList[], resource: Pick<ResourceMeta, 'relatedDeclared'>): RelatedList[] {
  const declared = resource.relatedDeclared ?? [];
  const find = (list: RelatedList) => declared.findIndex((d) => d.resource === list.resource && d.field === list.field);
  const kept = lists.filter((list) => declared[find(list)]?.hide !== true);
  const rank = (list: RelatedList) => (find(list) < 0 ? declared.length : find(list));
  return kept.toSorted((a, b) => rank(a) - rank(b)).map((list) => ({ ...list, title: declared[find(list)]?.title ?? list.title }));
}

/** Writes every resource's `related` (replacing what an earlier run left in a cached group's manifest). */
export function linkRelated(groups: GroupMeta[]): GroupMeta[] {
  const resources = groups.flatMap((g) => g.resources);
  const graph = reverseGraph(resources);
  for (const resource of resources) {
    const lists = declaredOrder(graph.get(resource.key) ?? [], resource);
    if (lists.length > 0) resource.related = lists;
    else delete resource.related;
  }
  return groups;
}

/** What a record page needs of the specs (npm run lint:spec, openapi/README.md `x-related`). */
export function relatedProblems(groups: readonly GroupMeta[]): string[] {
  const resources = groups.flatMap((g) => g.resources);
  const byKey = new Map(resources.map((r) => [r.key, r]));
  const graph = reverseGraph(resources);
  const problems: string[] = [];
  for (const target of resources) {
    const lists = graph.get(target.key) ?? [];
    for (const declared of target.relatedDeclared ?? []) {
      if (!lists.some((l) => l.resource === declared.resource && l.field === declared.field)) {
        problems.push(`${target.group}: ${target.key} x-related ${declared.resource}.${declared.field}: no reference of ${declared.resource}'s records points here`);
      }
    }
    const shown = declaredOrder(lists, target);
    for (const list of shown.filter((l) => !l.filter)) {
      const child = byKey.get(list.resource);
      problems.push(
        `${child?.group}: ${list.resource} list: needs a filter named ${list.field} (its records point at ${target.key}, whose record pages list them; or hide it in x-related)`,
      );
    }
    const detail = target.operations.some((o) => o.kind === 'detail' && o.query.some((f) => f.name === 'id'));
    if (shown.length > 0 && !detail)
      problems.push(`${target.group}: ${target.key}: others' records point here, so it needs a detail operation (its record pages), or x-related hiding them`);
    const referenced = resources.some((r) => r.operations.some((o) => [...o.query, ...o.body, ...(o.dataFields ?? [])].some((f) => f.ref?.resource === target.key)));
    const list = screenList(target);
    // A list that needs another filter (a chapter list its course) cannot answer by ids alone: its labels come by detail.
    const byIdsAlone = list && !list.query.some((f) => f.required && f.name !== 'pageNum' && f.name !== 'pageSize');
    if (referenced && detail && !target.tree && byIdsAlone && !list.query.some((f) => f.name === 'ids')) {
      problems.push(`${target.group}: ${target.key} list: needs the shared ListIds parameter (labels of the records pointing here are fetched in batches)`);
    }
  }
  return problems;
}
