/**
 * The meaning conventions of openapi/README.md ("Meaning"), checked by `npm run lint:spec` over the
 * manifest the specs produce: a missing declaration is an error, so a new field cannot arrive as shape only.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FieldMeta, GroupMeta, OperationMeta, ResourceMeta } from './manifest-types.ts';
import { relatedProblems } from './manifest-related.ts';
import { groupSpecs } from './spec-files.ts';
import { effectsAndScopeProblems, fieldEffectProblems } from './spec-effects-rules.ts';

/** The date-time wire format: yyyy-MM-dd HH:mm:ss (SPEC.md §9). */
export const DATE_TIME_PATTERN = '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$';
const NUMBER_SEMANTICS = new Set(['count', 'percent', 'money', 'sort', 'duration', 'year', 'age', 'score', 'rate', 'code']);
const TEXT_SEMANTICS = new Set([
  'personName',
  'orgName',
  'course',
  'school',
  'major',
  'title',
  'content',
  'remark',
  'address',
  'province',
  'city',
  'district',
  'code',
  'account',
  'url',
  'wechat',
  'email',
  'keyword',
]);
const WIDGETS = new Set(['idCard', 'image', 'copy', 'html', 'file']);
/** Fields every list has whose meaning the convention already fixes. */
const SELF_EVIDENT = new Set(['id', 'ids', 'pageNum', 'pageSize', 'total']);

const isReferenceName = (name: string) => !SELF_EVIDENT.has(name) && /Ids?$/.test(name);

/**
 * A text (or list of texts) with no maxLength: an enum, a date or a date-time has its own length, a
 * file is bounded by the upload's size limit; any other text is whatever a user pastes.
 */
export function unboundedText(field: FieldMeta): boolean {
  const array = field.type === 'array';
  if ((array ? field.itemType : field.type) !== 'string' || field.enum) return false;
  const format = array ? field.items?.format : field.format;
  if (format === 'binary' || format === 'date' || format === 'date-time') return false;
  return (array ? field.items?.maxLength : field.maxLength) === undefined;
}

interface Place {
  group: GroupMeta;
  resource: ResourceMeta;
  operation: OperationMeta;
  where: 'query' | 'body' | 'data';
}

function fieldProblems(field: FieldMeta, place: Place, siblings: FieldMeta[], targets: Map<string, ResourceMeta>): string[] {
  const at = `${place.group.key}: ${place.operation.method} ${place.operation.path} ${place.where}.${field.name}`;
  const out: string[] = [];
  const numeric = field.type === 'integer' || field.type === 'number' || (field.type === 'array' && (field.itemType === 'integer' || field.itemType === 'number'));
  if (field.ref) {
    const target = targets.get(field.ref.resource);
    if (!target) out.push(`${at}: x-ref names resource ${field.ref.resource}, which no spec declares`);
    else {
      const labels = target.operations.find((o) => o.kind === 'list')?.dataFields?.map((f) => f.name) ?? [];
      if (!labels.includes(field.ref.label)) out.push(`${at}: x-ref label ${field.ref.label} is not a field of ${field.ref.resource}'s list`);
    }
  } else if (isReferenceName(field.name) && numeric && field.semantic !== 'code') {
    out.push(`${at}: a reference needs x-ref {resource, label} (or x-semantic: code for another system's id)`);
  }
  if (field.semantic && !NUMBER_SEMANTICS.has(field.semantic) && !TEXT_SEMANTICS.has(field.semantic)) out.push(`${at}: unknown x-semantic ${field.semantic}`);
  if (field.widget && !WIDGETS.has(field.widget)) out.push(`${at}: unknown x-widget ${field.widget}`);
  if (!field.ref && !field.enum && !SELF_EVIDENT.has(field.name) && !isReferenceName(field.name) && (field.type === 'integer' || field.type === 'number')) {
    const ranged = field.minimum !== undefined && field.maximum !== undefined;
    if (!ranged && !field.semantic) out.push(`${at}: a number needs minimum and maximum, or x-semantic (count, percent, money, sort, duration, year, age, score, rate)`);
  }
  if (field.type === 'string' && !field.enum && !field.format && !field.pattern && !field.ref && !field.labelOf && !field.semantic && !field.examples) {
    out.push(`${at}: a free text needs x-semantic or x-examples (what it holds, so mocks and screens read like real records)`);
  }
  if (place.where !== 'data' && unboundedText(field)) {
    out.push(`${at}: a text the app sends needs maxLength (a filter goes into the URL, a form field into the body: both have a size servers accept)`);
  }
  if (field.labelOf && !siblings.some((f) => f.name === field.labelOf)) out.push(`${at}: x-label-of ${field.labelOf} is not a field beside it`);
  if (field.sizeOf !== undefined && !siblings.some((f) => f.name === field.sizeOf && f.widget === 'file'))
    out.push(`${at}: x-size-of ${field.sizeOf} is not an x-widget: file field beside it`);
  if (field.format === 'date-time' && field.pattern !== DATE_TIME_PATTERN)
    out.push(`${at}: a date-time goes as yyyy-MM-dd HH:mm:ss: x-format: date-time with pattern ${DATE_TIME_PATTERN}, not format: date-time`);
  if (field.notBefore && !siblings.some((f) => f.name === field.notBefore)) out.push(`${at}: x-not-before ${field.notBefore} is not a field beside it`);
  out.push(...fieldEffectProblems(field, at, siblings, targets));
  const start = field.name.replace(/^end/, 'start').replace(/End(Time|Date)$/, 'Start$1');
  if (start !== field.name && siblings.some((f) => f.name === start) && !field.notBefore && (field.format === 'date' || field.format === 'date-time')) {
    out.push(`${at}: an end beside its start (${start}) needs x-not-before: ${start}`);
  }
  return out;
}

function operationProblems(place: Omit<Place, 'where'>): string[] {
  const { operation: o, group } = place;
  if (o.kind !== 'action' || o.method === 'GET') return [];
  if (o.states === undefined) return [`${group.key}: ${o.method} ${o.path}: a named action needs x-states {field, from, to} (or x-states: any)`];
  const states = o.states;
  if (states === 'any') return [];
  const fields = place.resource.operations.find((x) => x.kind === 'list')?.dataFields ?? [];
  const status = fields.find((f) => f.name === states.field) ?? o.body.find((f) => f.name === states.field);
  if (!status) return [`${group.key}: ${o.method} ${o.path}: x-states field ${states.field} is not a field of the resource`];
  const values = new Set((status.enum ?? []).map(String));
  const named = [...states.from, ...(states.to === undefined ? [] : [states.to]), ...Object.values(states.toByParam?.values ?? {})];
  const unknown = named.filter((v) => values.size > 0 && !values.has(String(v)));
  const out = unknown.length ? [`${group.key}: ${o.method} ${o.path}: x-states values ${unknown.join(', ')} are not values of ${status.name}`] : [];
  if (states.to === undefined && !states.toByParam) out.push(`${group.key}: ${o.method} ${o.path}: x-states needs to or toByParam`);
  return out;
}

/** `x-sortable`: only on a paged list, naming fields of its record (what the backend can sort by). */
function sortableProblems({ operation: o, group }: Omit<Place, 'where'>): string[] {
  if (o.sortable === undefined) return [];
  if (o.kind !== 'list' || !o.paged) return [`${group.key}: ${o.method} ${o.path}: x-sortable belongs on a paged list`];
  const names = new Set((o.dataFields ?? []).map((f) => f.name));
  return o.sortable.filter((name) => !names.has(name)).map((name) => `${group.key}: ${o.method} ${o.path}: x-sortable field ${name} is not a field of the list record`);
}

/** Every breach of the meaning conventions in these groups (all groups: references cross groups). */
export function meaningProblems(groups: GroupMeta[]): string[] {
  const targets = new Map(groups.flatMap((g) => g.resources.map((r) => [r.key, r] as const)));
  const out = new Set<string>();
  for (const group of groups) {
    for (const resource of group.resources) {
      for (const operation of resource.operations) {
        for (const problem of operationProblems({ group, resource, operation })) out.add(problem);
        for (const problem of sortableProblems({ group, resource, operation })) out.add(problem);
        for (const [where, fields] of [
          ['query', operation.query],
          ['body', operation.body],
          ['data', operation.dataFields ?? []],
        ] as const) {
          for (const field of fields) for (const problem of fieldProblems(field, { group, resource, operation, where }, fields, targets)) out.add(problem);
        }
      }
    }
  }
  // What actions do (x-effects) and whose records a list answers (x-scope).
  for (const problem of effectsAndScopeProblems(groups)) out.add(problem);
  // Record pages: the filters, details and ids the reverse x-ref graph needs (x-related).
  for (const problem of relatedProblems(groups)) out.add(problem);
  return [...out];
}

/** `format: date-time` (ISO 8601) anywhere in the specs: the wire format is `x-format: date-time` + pattern. */
export function isoDateTimes(root = 'openapi'): string[] {
  const files = [join(root, '_shared.yaml'), ...groupSpecs(root).map((g) => g.file)];
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        /^\s*format:\s*['"]?date-time['"]?\s*$/.test(line)
          ? [`${file}:${index + 1}: format: date-time is ISO; a date-time goes as yyyy-MM-dd HH:mm:ss (x-format: date-time + pattern ${DATE_TIME_PATTERN})`]
          : [],
      ),
  );
}
