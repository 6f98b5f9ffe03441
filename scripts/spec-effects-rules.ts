/**
 * What actions do and who sees what (openapi/README.md, "Meaning": `x-effects`, `x-scope`, `x-unique`,
 * `x-depends-on`, `x-data-scope`), checked by `npm run lint:spec` over the manifest: every named action
 * that changes records declares its effects, every list its data scope, and every name a declaration
 * uses (a field, a resource, a parameter, a state) exists.
 */
import { recordFields } from './manifest-effects.ts';
import type { ActionEffects, DataScopeLevel, EffectSet, EffectSource, FieldMeta, GroupMeta, OperationMeta, ResourceMeta } from './manifest-types.ts';

/** The sources an effect may take its value from besides a constant (openapi/README.md). */
export const SESSION_SOURCES = ['$staff', '$staffName', '$department', '$departmentName', '$now'] as const;
const LEVELS = new Set<DataScopeLevel>(['owner', 'department', 'departmentTree', 'all']);

interface Where {
  group: GroupMeta;
  resource: ResourceMeta;
  operation: OperationMeta;
}

const at = ({ group, operation: o }: Where) => `${group.key}: ${o.method} ${o.path}`;

/** Whether an action changes records: a named action that is not a read. */
export const isNamedWrite = (o: OperationMeta) => o.kind === 'action' && o.method !== 'GET';

/** What a source names that does not exist (a parameter the action does not take, a field the record lacks). */
function sourceProblem(source: EffectSource, params: Set<string>, record: Set<string>): string | undefined {
  if (typeof source !== 'string' || !source.startsWith('$')) return undefined;
  if ((SESSION_SOURCES as readonly string[]).includes(source)) return undefined;
  const param = /^\$param\.(.+)$/.exec(source)?.[1];
  if (param !== undefined) return params.has(param) ? undefined : `${source}: the action takes no parameter ${param}`;
  const field = /^\$record\.(.+)$/.exec(source)?.[1];
  if (field !== undefined) return record.has(field) ? undefined : `${source}: the acted-on record has no field ${field}`;
  return `${source}: unknown source (a constant, ${SESSION_SOURCES.join(', ')}, $param.<name> or $record.<field>)`;
}

/** Values a status field does not have (when it has an enum). */
function unknownValues(field: FieldMeta | undefined, values: readonly (string | number)[]): (string | number)[] {
  const known = new Set((field?.enum ?? []).map(String));
  return known.size === 0 ? [] : values.filter((v) => !known.has(String(v)));
}

function setsProblems(sets: Record<string, EffectSet>, fields: FieldMeta[], params: Set<string>, record: Set<string>, what: string): string[] {
  const out: string[] = [];
  for (const [name, set] of Object.entries(sets)) {
    const field = fields.find((f) => f.name === name);
    if (!field) {
      out.push(`${what} sets ${name}, which is not a field of the record`);
      continue;
    }
    const source = sourceProblem(set.to, params, record);
    if (source) out.push(`${what} sets ${name} from ${source}`);
    const constant = typeof set.to === 'string' && set.to.startsWith('$') ? [] : set.to === null || typeof set.to === 'boolean' ? [] : [set.to];
    const unknown = unknownValues(field, [...constant, ...(set.from ?? [])]);
    if (unknown.length) out.push(`${what} sets ${name}: ${unknown.join(', ')} are not values of ${name}`);
  }
  return out;
}

function effectsProblems(where: Where, effects: ActionEffects, targets: Map<string, ResourceMeta>): string[] {
  const { operation: o, resource } = where;
  const out: string[] = [];
  const params = new Set([...o.body, ...o.query].map((f) => f.name));
  // The record acted on: the one `on` names (another resource's), else this resource's.
  let acted: ResourceMeta | undefined = resource;
  if (effects.on) {
    acted = targets.get(effects.on.resource);
    // Nothing else can be checked against a record that is not known.
    if (!acted) return [`x-effects on ${effects.on.field}: not a reference (x-ref) of the action's form`];
  } else if (!params.has('id') && !params.has('ids') && (effects.sets || effects.requires || effects.actor || effects.updates)) {
    out.push('x-effects sets, requires, actor or updates a record, but the action takes no id, ids or on: <reference>');
  }
  const fields = recordFields(acted);
  const record = new Set(fields.map((f) => f.name));
  for (const condition of effects.requires ?? []) {
    const field = fields.find((f) => f.name === condition.field);
    if (!field) {
      out.push(`x-effects requires ${condition.field}, which is not a field of the record`);
      continue;
    }
    if (condition.in === undefined && condition.is === undefined) out.push(`x-effects requires ${condition.field}: needs in: [..] or is: <source>`);
    const unknown = unknownValues(field, condition.in ?? []);
    if (unknown.length) out.push(`x-effects requires ${condition.field} in ${unknown.join(', ')}: not values of ${condition.field}`);
    const source = condition.is === undefined ? undefined : sourceProblem(condition.is, params, record);
    if (source) out.push(`x-effects requires ${condition.field} is ${source}`);
  }
  if (effects.actor) {
    if (effects.actor.field === 'owner') out.push('x-effects actor: owner, but the record has no x-owner: staff field (name it: actor: {field: <staff id field>})');
    else if (!record.has(effects.actor.field)) out.push(`x-effects actor ${effects.actor.field} is not a field of the record`);
  }
  if (effects.sets) out.push(...setsProblems(effects.sets, fields, params, record, 'x-effects'));
  for (const write of effects.writes ?? []) {
    const target = targets.get(write.resource);
    if (!target) {
      out.push(`x-effects writes ${write.resource}, which no spec declares`);
      continue;
    }
    const theirs = new Set(recordFields(target).map((f) => f.name));
    for (const [name, source] of Object.entries(write.values)) {
      if (!theirs.has(name)) out.push(`x-effects writes ${write.resource}.${name}, which is not a field of its records`);
      const problem = sourceProblem(source, params, record);
      if (problem) out.push(`x-effects writes ${write.resource}.${name} from ${problem}`);
    }
  }
  for (const update of effects.updates ?? []) {
    const target = targets.get(update.resource);
    if (!target) {
      out.push(`x-effects updates ${update.resource}, which no spec declares`);
      continue;
    }
    const via = fields.find((f) => f.name === update.via) ?? [...o.body, ...o.query].find((f) => f.name === update.via);
    if (via?.ref?.resource !== update.resource) out.push(`x-effects updates ${update.resource} via ${update.via}: not a reference (x-ref) to ${update.resource} of the record`);
    out.push(...setsProblems(update.sets, recordFields(target), params, record, `x-effects updates ${update.resource}:`));
  }
  return out;
}

/** A named action's `x-effects`: declared, consistent with its `x-states`, naming what exists. */
function actionProblems(where: Where, targets: Map<string, ResourceMeta>): string[] {
  const o = where.operation;
  if (!isNamedWrite(o))
    return o.effects === undefined ? [] : [`${at(where)}: x-effects belongs on a named action that changes records (not ${o.kind === 'action' ? 'a GET' : o.kind})`];
  const effects = o.effects;
  if (effects === undefined)
    return [
      `${at(where)}: a named action needs x-effects (what it sets, writes, updates, requires and who may act; \`states\` when its x-states move is all it does, \`none\` when it changes no record, \`external\` when another system or a computation does)`,
    ];
  const moves = o.states !== undefined && o.states !== 'any';
  if (effects === 'states') return moves ? [] : [`${at(where)}: x-effects: states, but x-states declares no move (${o.states === 'any' ? 'any' : 'none'})`];
  if (effects === 'none' || effects === 'external')
    return moves ? [`${at(where)}: x-effects: ${effects}, but x-states moves ${o.states === 'any' || !o.states ? '' : o.states.field}`] : [];
  return effectsProblems(where, effects, targets).map((p) => `${at(where)}: ${p}`);
}

/** A list's `x-scope`: declared, naming fields of its record. */
function scopeProblems(where: Where): string[] {
  const o = where.operation;
  if (o.kind !== 'list') return o.scope === undefined ? [] : [`${at(where)}: x-scope belongs on a list`];
  const scope = o.scope;
  if (scope === undefined) return [`${at(where)}: a list needs x-scope (owner: <staff field>, department: <department field>, or all when its records belong to nobody)`];
  if (scope === 'all') return [];
  const fields = o.dataFields ?? [];
  const out: string[] = [];
  if (scope.owner === undefined && scope.department === undefined) out.push(`${at(where)}: x-scope needs owner or department (or is all)`);
  for (const [key, name, target] of [
    ['owner', scope.owner, 'bmsSystemAdmin'],
    ['department', scope.department, 'bmsSystemDepartment'],
  ] as const) {
    if (name === undefined) continue;
    const field = fields.find((f) => f.name === name);
    if (!field) out.push(`${at(where)}: x-scope ${key} ${name} is not a field of the list record`);
    else if (field.ref?.resource !== target) out.push(`${at(where)}: x-scope ${key} ${name} is not a reference to ${target}`);
  }
  for (const open of scope.open ?? []) {
    const field = fields.find((f) => f.name === open.field);
    if (!field) out.push(`${at(where)}: x-scope open ${open.field} is not a field of the list record`);
    const unknown = unknownValues(field, open.in);
    if (unknown.length) out.push(`${at(where)}: x-scope open ${open.field} in ${unknown.join(', ')}: not values of ${open.field}`);
    if (open.within === 'department' && scope.department === undefined) out.push(`${at(where)}: x-scope open within department needs department`);
  }
  return out;
}

/** `x-depends-on`, `x-unique` and `x-data-scope` of one field. */
export function fieldEffectProblems(field: FieldMeta, prefix: string, siblings: FieldMeta[], targets: Map<string, ResourceMeta>): string[] {
  const out: string[] = [];
  if (field.dependsOn) {
    const other = siblings.find((f) => f.name === field.dependsOn?.field);
    if (!other) out.push(`${prefix}: x-depends-on ${field.dependsOn.field} is not a field beside it`);
    if (!field.ref) out.push(`${prefix}: x-depends-on belongs on a reference (x-ref): its picker is what the other field narrows`);
    else {
      const list = targets.get(field.ref.resource)?.operations.find((o) => o.kind === 'list');
      const param = field.dependsOn.param ?? field.dependsOn.field;
      if (list && !list.query.some((q) => q.name === param)) out.push(`${prefix}: x-depends-on param ${param} is not a filter of ${field.ref.resource}'s list`);
    }
  }
  if (field.unique && (field.type === 'array' || field.type === 'object')) out.push(`${prefix}: x-unique belongs on a single value`);
  if (field.dataScope) {
    const bad = Object.entries(field.dataScope).filter(([value, level]) => !LEVELS.has(level) || unknownValues(field, [value]).length > 0);
    if (bad.length) out.push(`${prefix}: x-data-scope ${bad.map(([v, l]) => `${v}: ${l}`).join(', ')}: each value of the field maps to owner, department, departmentTree or all`);
  }
  return out;
}

/** Every breach of the effects and scope conventions in these groups (all groups: effects cross groups). */
export function effectsAndScopeProblems(groups: GroupMeta[]): string[] {
  const targets = new Map(groups.flatMap((g) => g.resources.map((r) => [r.key, r] as const)));
  const out: string[] = [];
  for (const group of groups) {
    for (const resource of group.resources) {
      for (const operation of resource.operations) {
        const where = { group, resource, operation };
        out.push(...actionProblems(where, targets), ...scopeProblems(where));
      }
    }
  }
  return out;
}
