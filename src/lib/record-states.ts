/**
 * Record states (`x-states`, openapi/README.md "Meaning"): which records a named action applies to
 * and the state it leads to. One place for the rule and its words, so the back office offers an
 * action only where the mock backend (and the real one) accepts it, and both say why not alike.
 * Structural types: src/lib does not import the manifest (ActionStates and FieldMeta fit).
 */
export type StateValue = string | number;

export interface StateRule {
  /** The status field the action reads and moves. */
  field: string;
  /** Values of `field` the action applies to. */
  from: readonly StateValue[];
  to?: StateValue;
  toByParam?: { param: string; values: Readonly<Record<string, StateValue>> };
}

/** What the words need of the status field: its enum and the labels staff read. */
export interface StateField {
  name: string;
  enum?: readonly StateValue[];
  enumLabels?: readonly string[];
}

type Record_ = Readonly<Record<string, unknown>>;

/**
 * Whether a record's value is the declared state. Backends send enum values as numbers or as digit
 * strings (`"0"`), so both read the same; an absent or empty value is no state at all.
 */
export function isState(value: unknown, state: StateValue): boolean {
  if (value === undefined || value === null || value === '') return false;
  if (typeof value !== 'string' && typeof value !== 'number') return false;
  if (String(value) === String(state)) return true;
  const a = Number(value);
  const b = Number(state);
  return String(value).trim() !== '' && String(state).trim() !== '' && Number.isFinite(a) && a === b;
}

/** The record's own value of a field (an inherited name such as `constructor` is no field). */
function own(row: Record_, name: string): unknown {
  return Object.hasOwn(row, name) ? row[name] : undefined;
}

/** Whether an action with these states applies to the record: `any` or none always; otherwise its field is in `from`. */
export function appliesTo(states: StateRule | 'any' | undefined, row: Record_): boolean {
  if (states === undefined || states === 'any') return true;
  const value = own(row, states.field);
  return states.from.some((state) => isState(value, state));
}

/** A state as staff read it: its enum label (已驳回), else the value itself; 空 when there is none. */
export function stateLabel(value: unknown, field?: StateField): string {
  if (value === undefined || value === null || value === '') return '空';
  const index = typeof value === 'string' || typeof value === 'number' ? (field?.enum?.findIndex((state) => isState(value, state)) ?? -1) : -1;
  return (index >= 0 ? field?.enumLabels?.[index] : undefined) ?? String(value);
}

/** The states an action applies to, by label: 「待审核」, or 「进行中」或「已暂停」. */
export function fromLabels(states: StateRule, field?: StateField): string {
  return states.from.map((state) => `「${stateLabel(state, field)}」`).join('或');
}

/** The records among `rows` the action does not apply to. */
export function notApplying<T extends Record_>(states: StateRule | 'any' | undefined, rows: readonly T[]): T[] {
  return rows.filter((row) => !appliesTo(states, row));
}

/**
 * Why a bulk action cannot run on the selected records (所选记录中有 2 条不是「待审核」状态), or
 * undefined when it applies to every one of them.
 */
export function bulkStateReason(states: StateRule | 'any' | undefined, rows: readonly Record_[], field?: StateField): string | undefined {
  // Stryker disable next-line ConditionalExpression,LogicalOperator,StringLiteral: a shortcut only; without it `any` and undeclared states apply to every row (appliesTo), so the count is 0 and the answer is undefined all the same
  if (states === undefined || states === 'any') return undefined;
  const count = notApplying(states, rows).length;
  return count === 0 ? undefined : `所选记录中有 ${count} 条不是${fromLabels(states, field)}状态`;
}

/** An action's name in a message: its summary without a leading 批量 (the same words for one record and many). */
const actionName = (summary: string) => summary.trim().replace(/^批量/, '') || '该操作';

/**
 * What a backend answers to an action on a record it does not apply to:
 * 当前状态为「已驳回」，不能执行「审核」. For several records, how many and which:
 * 所选记录中有 2 条不是「待审核」状态（ID：5、7），不能执行「审核」.
 */
export function stateRefusalMessage<T extends Record_ & { id?: unknown }>(states: StateRule, rows: readonly T[], summary: string, field?: StateField): string | undefined {
  const refused = notApplying(states, rows);
  const first = refused[0];
  if (first === undefined) return undefined;
  const action = `不能执行「${actionName(summary)}」`;
  if (rows.length === 1) return `当前状态为「${stateLabel(own(first, states.field), field)}」，${action}`;
  const ids = refused.map((row) => String(row.id));
  const shown = ids.length > 5 ? `${ids.slice(0, 5).join('、')} 等` : ids.join('、');
  return `所选记录中有 ${refused.length} 条不是${fromLabels(states, field)}状态（ID：${shown}），${action}`;
}

/**
 * The state the action leads to, given its parameters: `to`, or the value `toByParam` names for the
 * parameter sent (审核结果 通过 → 已通过). `undefined` when the action leaves the state as it is;
 * `{ missing }` when the parameter's value has no declared state.
 */
export function nextState(states: StateRule, params: Record_): { value: StateValue } | { missing: string } | undefined {
  if (states.toByParam) {
    const { param, values } = states.toByParam;
    const sent = own(params, param);
    const key = sent === undefined || sent === null ? '' : String(sent);
    return Object.hasOwn(values, key) ? { value: values[key] as StateValue } : { missing: param };
  }
  return states.to === undefined ? undefined : { value: states.to };
}
