/**
 * What an action does and who may do it (`x-effects`, openapi/README.md "Meaning"): its sources,
 * preconditions (`requires`), actor and field changes (`sets`), in one place for the back office (which
 * offers an action only where it holds) and the mock backend (which applies it and refuses it elsewhere
 * with the same words). Structural types: src/lib does not import the manifest (its types fit).
 */
import { isState, stateLabel, type StateField, type StateValue } from './record-states';

export type EffectSource = string | number | boolean | null;

export interface SetRule {
  to: EffectSource;
  from?: readonly StateValue[];
}

export interface Condition {
  field: string;
  in?: readonly StateValue[];
  is?: EffectSource;
}

export interface EffectsRule {
  requires?: readonly Condition[];
  actor?: { field: string };
  sets?: Readonly<Record<string, SetRule>>;
}

/** Who is acting, as the session knows them. */
export interface Acting {
  id: number;
  name?: string;
  departmentId?: number;
  departmentName?: string;
}

/** What a source is read against: the actor, the time, the action's parameters, the record before the change. */
export interface SourceContext {
  staff?: Acting;
  now?: string;
  params?: Readonly<Record<string, unknown>>;
  record?: Readonly<Record<string, unknown>>;
}

/** A `$param.<name>` the action was not sent: the field it would set keeps its value. */
export const NOT_SENT: unique symbol = Symbol('not sent');
/** A source the context cannot tell (a parameter the screen has not asked for yet). */
export const UNKNOWN: unique symbol = Symbol('unknown');

type Row = Readonly<Record<string, unknown>>;
const own = (row: Row | undefined, name: string): unknown => (row && Object.hasOwn(row, name) ? row[name] : undefined);

/** The value a source stands for in this context. */
export function sourceValue(source: EffectSource, ctx: SourceContext): unknown {
  if (typeof source !== 'string' || !source.startsWith('$')) return source;
  switch (source) {
    case '$staff':
      return ctx.staff?.id ?? UNKNOWN;
    case '$staffName':
      return ctx.staff?.name ?? UNKNOWN;
    case '$department':
      return ctx.staff ? (ctx.staff.departmentId ?? null) : UNKNOWN;
    case '$departmentName':
      return ctx.staff ? (ctx.staff.departmentName ?? null) : UNKNOWN;
    case '$now':
      return ctx.now ?? UNKNOWN;
  }
  const param = /^\$param\.(.+)$/.exec(source)?.[1];
  if (param !== undefined) {
    if (!ctx.params) return UNKNOWN;
    const value = own(ctx.params, param);
    return value === undefined || value === '' ? NOT_SENT : value;
  }
  const field = /^\$record\.(.+)$/.exec(source)?.[1];
  if (field !== undefined) return ctx.record ? (own(ctx.record, field) ?? null) : UNKNOWN;
  return source;
}

const empty = (value: unknown) => value === undefined || value === null || value === '';
const same = (a: unknown, b: unknown) => (empty(a) && empty(b)) || (!empty(a) && !empty(b) && (typeof a === 'string' || typeof a === 'number') && isState(a, b as StateValue));

/** Whether a precondition holds on a record; undefined when the context cannot tell (a screen without the parameter). */
export function conditionHolds(condition: Condition, row: Row, ctx: SourceContext): boolean | undefined {
  const value = own(row, condition.field);
  if (condition.in && !condition.in.some((state) => isState(value, state))) return false;
  if (condition.is !== undefined) {
    const expected = sourceValue(condition.is, ctx);
    if (expected === UNKNOWN || expected === NOT_SENT) return undefined;
    return same(value, expected);
  }
  return true;
}

/** Whether the actor may act on the record: the record's actor field holds their id. */
export function actorHolds(effects: EffectsRule, row: Row, staff: Acting | undefined): boolean {
  if (!effects.actor) return true;
  return staff !== undefined && same(own(row, effects.actor.field), staff.id);
}

/** Whether the screens offer the action on this record: its actor, and every precondition they can tell. */
export function offeredOn(effects: EffectsRule | string | undefined, row: Row, staff: Acting | undefined): boolean {
  if (!effects || typeof effects === 'string') return true;
  if (!actorHolds(effects, row, staff)) return false;
  return (effects.requires ?? []).every((condition) => conditionHolds(condition, row, { staff }) !== false);
}

/** The words a refusal needs: the resource's name, how a record is named, its fields, the action. */
export interface RefusalWords {
  resourceName: string;
  label: (row: Row) => string;
  fields: readonly (StateField & { title: string })[];
  summary: string;
}

const actionName = (summary: string) => summary.trim().replace(/^批量/, '') || '该操作';

/**
 * Why the action may not run on these records (all or nothing), naming the first refused record:
 * 招生线索「张三」当前所在池为「部门线索池」，不能执行「从公海领取」; 只有申请人可以执行「撤回申请」（审批流程「报销」）.
 * `actor` refusals come first (it is not theirs at all), then preconditions.
 */
export function effectsRefusal(effects: EffectsRule, rows: readonly Row[], ctx: SourceContext, words: RefusalWords): { kind: 'actor' | 'requires'; msg: string } | undefined {
  const field = (name: string) => words.fields.find((f) => f.name === name);
  const titleOf = (name: string) => field(name)?.title ?? name;
  const named = (row: Row) => `${words.resourceName}「${words.label(row)}」`;
  const action = `不能执行「${actionName(words.summary)}」`;
  if (effects.actor) {
    const refused = rows.find((row) => !actorHolds(effects, row, ctx.staff));
    if (refused) return { kind: 'actor', msg: `只有${titleOf(effects.actor.field)}可以执行「${actionName(words.summary)}」（${named(refused)}）` };
  }
  for (const condition of effects.requires ?? []) {
    const refused = rows.find((row) => conditionHolds(condition, row, ctx) === false);
    if (!refused) continue;
    const title = titleOf(condition.field);
    const value = own(refused, condition.field);
    if (condition.is === '$staff') return { kind: 'requires', msg: `${named(refused)}的${title}不是您，${action}` };
    if (condition.is === '$department') return { kind: 'requires', msg: `${named(refused)}的${title}不是您所在的部门，${action}` };
    return { kind: 'requires', msg: `${named(refused)}当前${title}为「${stateLabel(value, field(condition.field))}」，${action}` };
  }
  return undefined;
}

/** Whether a field may be set now: no `from`, or the record's field holds one of them. */
function setApplies(rule: SetRule, row: Row, name: string): boolean {
  return rule.from === undefined || rule.from.some((state) => isState(own(row, name), state));
}

/**
 * The record with `sets` applied (a `$param` not sent, or a `from` that does not hold, leaves a field as
 * it is). `from` is read on `row` (the record before the action); the changes land on `onto` (the record
 * after the action's other changes, e.g. its x-states move), `row` itself by default.
 */
export function applySets(sets: Readonly<Record<string, SetRule>> | undefined, row: Row, ctx: SourceContext, onto: Row = row): Record<string, unknown> {
  const next: Record<string, unknown> = { ...onto };
  for (const [name, rule] of Object.entries(sets ?? {})) {
    if (!setApplies(rule, row, name)) continue;
    const value = sourceValue(rule.to, ctx);
    if (value === NOT_SENT || value === UNKNOWN) continue;
    if (value === null) delete next[name];
    else next[name] = value;
  }
  return next;
}

/** The values of a record written elsewhere, from their sources (a `$param` not sent leaves its field out). */
export function writtenValues(values: Readonly<Record<string, EffectSource>>, ctx: SourceContext): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, source] of Object.entries(values)) {
    const value = sourceValue(source, ctx);
    if (value !== NOT_SENT && value !== UNKNOWN && value !== null) out[name] = value;
  }
  return out;
}

/** How a record is named in a message: its name-like field, else `ID 12`. */
export function recordName(row: Row, labelField?: string): string {
  for (const name of [labelField, 'name', 'title', 'realName', 'nickname', 'account'])
    if (name && typeof row[name] === 'string' && (row[name] as string).trim() !== '') return (row[name] as string).trim();
  return `ID ${String(row.id ?? '-')}`;
}
