import type { FieldMeta, OperationMeta, ResourceMeta } from '@generated/manifest/types';
import { readPage } from '@/api/answer-shape';

/** The reference a field declares (`x-ref`), with the target's tree endpoint when it is tree-shaped. */
export type RelationRef = NonNullable<FieldMeta['ref']>;

/** One record a picker offers: its id and the text staff read. */
export interface RelationOption {
  id: number | string;
  label: string;
}

/** A record of a tree-shaped target, with its children. */
export interface RelationNode extends RelationOption {
  parentId: number | string | undefined;
  children: RelationNode[];
}

type Record_ = Record<string, unknown>;

/** Which control a field gets: a tree select for tree-shaped targets, a searchable list otherwise. */
export function relationControl(field: Pick<FieldMeta, 'ref'>): 'tree' | 'list' | undefined {
  if (!field.ref) return undefined;
  return field.ref.tree ? 'tree' : 'list';
}

/** Whether the field holds several ids (`…Ids`): a multi-select with chips. */
export const isMultiple = (field: Pick<FieldMeta, 'type'>) => field.type === 'array';

/** The ids a field's input string holds (`''`, `'3'` or `'3,5'`), as the form keeps them. */
export function idsOfValue(value: string): string[] {
  return value.split(/[,，、\s]+/).filter(Boolean);
}

/** The label of a record: its label field, or nothing (a dash, never another field passed off as the name). */
export function labelOfRecord(record: Record_ | undefined, labelField: string): string | undefined {
  const value = record?.[labelField];
  if (value === undefined || value === null || value === '') return undefined;
  return String(value);
}

export function listOf(resource: ResourceMeta): OperationMeta | undefined {
  return resource.operations.find((o) => o.kind === 'list' && o.paged) ?? resource.operations.find((o) => o.kind === 'list');
}

export const detailOf = (resource: ResourceMeta) => resource.operations.find((o) => o.kind === 'detail' && o.query.some((f) => f.name === 'id'));

/** The tree endpoint: the operation whose action the reference (or the resource) names. */
export function treeOf(resource: ResourceMeta, action: string | undefined): OperationMeta | undefined {
  const wanted = action ?? resource.tree;
  if (!wanted) return undefined;
  const last = wanted.split('/').pop();
  return resource.operations.find((o) => o.action === wanted || o.action.split('/').pop() === last || o.path.endsWith(`/${wanted}`));
}

/**
 * The list parameter a typed search goes to: the list's `keyword` when it declares one, else the
 * label field's own filter (a `name` filter), else none (the picker then narrows what it has loaded).
 */
export function searchParam(list: OperationMeta | undefined, labelField: string): string | undefined {
  const names = new Set(list?.query.map((f) => f.name));
  if (names.has('keyword')) return 'keyword';
  if (names.has(labelField)) return labelField;
  return undefined;
}

/**
 * The rows of a list or tree answer, paged (`{pageList, total}`) or not (an array), never more than
 * `pageSize` (a backend that ignores it must not fill a picker with 2,000 options). An answer of
 * another shape fails the caller's query (加载失败 with 重试 in the picker), never reads as "no match".
 */
export function rowsOfAnswer(body: unknown, pageSize?: number): { rows: Record_[]; total: number } {
  return readPage((body as { data?: unknown } | undefined)?.data, { pageSize });
}

export function optionOf(row: Record_, labelField: string): RelationOption | undefined {
  const id = row.id;
  if (typeof id !== 'number' && typeof id !== 'string') return undefined;
  return { id, label: labelOfRecord(row, labelField) ?? String(id) };
}

const ROOT = new Set(['0', '', 'null', 'undefined']);

/**
 * The tree of a tree endpoint's answer: a flat list with `parentId` (what the specs describe) or
 * nested `children`. A record whose parent is not in the answer is a root, so nothing is lost.
 */
export function buildTree(rows: Record_[], labelField: string): RelationNode[] {
  const flat: { row: Record_; parentId: unknown }[] = [];
  const walk = (items: Record_[], parentId: unknown) => {
    for (const row of items) {
      flat.push({ row, parentId: row.parentId ?? parentId });
      if (Array.isArray(row.children)) walk(row.children as Record_[], row.id);
    }
  };
  walk(rows, undefined);
  const nodes = new Map<string, RelationNode>();
  for (const { row, parentId } of flat) {
    const option = optionOf(row, labelField);
    if (!option || nodes.has(String(option.id))) continue;
    const parent = parentId === undefined || parentId === null ? undefined : (parentId as number | string);
    nodes.set(String(option.id), { ...option, parentId: parent, children: [] });
  }
  const roots: RelationNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === undefined || ROOT.has(String(node.parentId)) ? undefined : nodes.get(String(node.parentId));
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** Every node of a tree, depth first. */
export function flattenTree(nodes: RelationNode[]): RelationNode[] {
  return nodes.flatMap((node) => [node, ...flattenTree(node.children)]);
}

/**
 * The tree narrowed to nodes whose label contains the keyword, with their ancestors (so each match
 * is seen where it sits). Also returns the ids to show expanded: every ancestor of a match.
 */
export function filterTree(nodes: RelationNode[], keyword: string): { nodes: RelationNode[]; expanded: Set<string> } {
  const needle = keyword.trim().toLowerCase();
  const expanded = new Set<string>();
  if (!needle) return { nodes, expanded };
  const keep = (list: RelationNode[]): RelationNode[] =>
    list.flatMap((node) => {
      const children = keep(node.children);
      if (children.length > 0) expanded.add(String(node.id));
      return node.label.toLowerCase().includes(needle) || children.length > 0 ? [{ ...node, children }] : [];
    });
  return { nodes: keep(nodes), expanded };
}

/** A relation column's header: its title without a trailing ID (it shows the label, not the id). */
export function relationTitle(field: Pick<FieldMeta, 'title' | 'ref'>): string {
  return field.ref ? field.title.replace(/\s*(ID|Id|id|编号)$/, '') || field.title : field.title;
}

/**
 * The columns a table shows: a reference whose row carries its label (`x-label-of`, e.g.
 * `departmentName` beside `departmentId`) is shown by that label column, so its id column goes.
 */
export function tableFields(fields: FieldMeta[]): FieldMeta[] {
  const labelled = new Set(fields.flatMap((f) => (f.labelOf ? [f.labelOf] : [])));
  return fields.filter((f) => !(f.ref && labelled.has(f.name)));
}

/** A label column (`x-label-of`) and the reference it names: its id field and target. */
export interface LabelledRef {
  idField: string;
  ref: RelationRef;
}

/** The label columns of a list whose reference is known, by label field (`departmentName` → `departmentId`, 部门). */
export function labelledRefs(fields: readonly FieldMeta[]): Record<string, LabelledRef> {
  const out: Record<string, LabelledRef> = {};
  for (const field of fields) {
    const ref = field.labelOf ? fields.find((f) => f.name === field.labelOf)?.ref : undefined;
    if (field.labelOf && ref) out[field.name] = { idField: field.labelOf, ref };
  }
  return out;
}
