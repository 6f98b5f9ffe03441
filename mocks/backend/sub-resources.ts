import type { OperationMeta, ResourceMeta } from '@generated/manifest/types';
import type { Located } from './modules';

/**
 * Some tags group several kinds of record (活动报名: member/… and team/…; 继续教育配置: batch/…,
 * courseCategory/…, school/…; 未来班: class/…, course/…, note/…): each kind has its own list, detail,
 * save, remove, able, export and import. The kind of the tag's first paged list is the resource
 * itself; every other kind is answered as a resource of its own (key `tag/kind`), with its own table
 * seeded from its own list's fields, so each list shows its own records and its writes change them.
 */
const cache = new Map<string, ResourceMeta>();

/** The record kind an operation belongs to: its action's first segment (`team` of `team/list`), '' for a plain one. */
const kindOf = (action: string): string => (action.includes('/') ? action.slice(0, action.indexOf('/')) : '');

/** The key of a kind's own table: the tag's, or `tag/kind` for a kind that is not the tag's first. */
export const subResourceKey = (resourceKey: string, kind: string): string => `${resourceKey}/${kind}`;

/** The resource a kind answers as: its operations only, under its own key and name. */
export function subResource(resource: ResourceMeta, kind: string): ResourceMeta | undefined {
  const lists = resource.operations.filter((o) => o.kind === 'list' && o.paged);
  const first = lists[0];
  if (!first || kindOf(first.action) === kind) return undefined;
  const list = lists.find((o) => kindOf(o.action) === kind);
  if (!list) return undefined;
  const key = subResourceKey(resource.key, kind);
  let found = cache.get(key);
  if (!found) {
    const name = list.summary.replace(/(列表|查询)$/, '').trim() || `${resource.name}（${kind}）`;
    found = { ...resource, key, name, operations: resource.operations.filter((o) => kindOf(o.action) === kind) };
    cache.set(key, found);
  }
  return found;
}

/** The resource an operation's records belong to: its kind's, or the tag's own for the tag's first kind. */
export const resourceOfOperation = (resource: ResourceMeta, operation: OperationMeta): ResourceMeta => subResource(resource, kindOf(operation.action)) ?? resource;

/** A located request, answered by the kind of record it is about (unchanged for the tag's first kind). */
export function bySubResource(located: Located | undefined): Located | undefined {
  if (!located) return located;
  const resource = resourceOfOperation(located.resource, located.operation);
  return resource === located.resource ? located : { ...located, resource };
}

/** The tag and kind a sub-resource key names, or undefined for a tag's own key. */
export function splitSubResourceKey(key: string): { resourceKey: string; kind: string } | undefined {
  const slash = key.indexOf('/');
  return slash < 0 ? undefined : { resourceKey: key.slice(0, slash), kind: key.slice(slash + 1) };
}
