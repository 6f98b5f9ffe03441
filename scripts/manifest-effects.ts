/**
 * `x-effects`, `x-scope` and `x-depends-on` (openapi/README.md, "Meaning") as the manifest carries them:
 * read leniently here (a malformed declaration is carried as far as it reads, and `npm run lint:spec`
 * names what is wrong with it), normalised so screens and the mock backend read one shape.
 */
import type { ActionEffects, EffectCondition, EffectSet, EffectSource, EffectUpdate, EffectWrite, FieldDependsOn, ListScope, ResourceMeta, ScopeOpen } from './manifest-types.ts';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const isSource = (value: unknown): value is EffectSource => value === null || ['string', 'number', 'boolean'].includes(typeof value);
const values = (list: unknown): (string | number)[] | undefined =>
  Array.isArray(list) ? list.filter((v): v is string | number => typeof v === 'string' || typeof v === 'number') : undefined;

/** A field an effect sets: `field: <source>` or `field: {to: <source>, from: [..]}`. */
function readSets(node: unknown): Record<string, EffectSet> | undefined {
  if (!isObject(node)) return undefined;
  const out: Record<string, EffectSet> = {};
  for (const [field, value] of Object.entries(node)) {
    if (isObject(value) && 'to' in value && isSource(value.to)) {
      const from = values(value.from);
      out[field] = from ? { to: value.to, from } : { to: value.to };
    } else if (isSource(value)) out[field] = { to: value };
  }
  return out;
}

function readConditions(node: unknown): EffectCondition[] | undefined {
  if (!Array.isArray(node)) return undefined;
  return node.filter(isObject).map((c) => {
    const condition: EffectCondition = { field: String(c.field) };
    const within = values(c.in);
    if (within) condition.in = within;
    if ('is' in c && isSource(c.is)) condition.is = c.is;
    return condition;
  });
}

function readWrites(node: unknown): EffectWrite[] | undefined {
  if (!Array.isArray(node)) return undefined;
  return node.filter(isObject).map((w) => ({
    resource: String(w.resource),
    values: Object.fromEntries(Object.entries(isObject(w.values) ? w.values : {}).filter(([, v]) => isSource(v))) as Record<string, EffectSource>,
  }));
}

function readUpdates(node: unknown): EffectUpdate[] | undefined {
  if (!Array.isArray(node)) return undefined;
  return node.filter(isObject).map((u) => ({ resource: String(u.resource), via: String(u.via), sets: readSets(u.sets) ?? {} }));
}

/**
 * `x-effects` as declared, before `resolveEffects`: `on` and `actor` may still be bare field names
 * (`on: clueId`) or `actor: owner`, which need the group's records to resolve.
 */
export function readEffects(node: unknown): ActionEffects | 'states' | 'none' | 'external' | undefined {
  if (node === 'states' || node === 'none' || node === 'external') return node;
  if (!isObject(node)) return undefined;
  const effects: ActionEffects = {};
  if (typeof node.on === 'string') effects.on = { field: node.on, resource: '' };
  const requires = readConditions(node.requires);
  if (requires?.length) effects.requires = requires;
  if (typeof node.actor === 'string') effects.actor = { field: node.actor };
  else if (isObject(node.actor) && typeof node.actor.field === 'string') effects.actor = { field: node.actor.field };
  const sets = readSets(node.sets);
  if (sets && Object.keys(sets).length > 0) effects.sets = sets;
  const writes = readWrites(node.writes);
  if (writes?.length) effects.writes = writes;
  const updates = readUpdates(node.updates);
  if (updates?.length) effects.updates = updates;
  return effects;
}

/** `x-scope` of a list: `all`, or `{owner, department, open}`. */
export function readScope(node: unknown): ListScope | undefined {
  if (node === 'all') return 'all';
  if (!isObject(node)) return undefined;
  const scope: Exclude<ListScope, 'all'> = {};
  if (typeof node.owner === 'string') scope.owner = node.owner;
  if (typeof node.department === 'string') scope.department = node.department;
  if (Array.isArray(node.open)) {
    scope.open = node.open.filter(isObject).map((o): ScopeOpen => {
      const entry: ScopeOpen = { field: String(o.field), in: values(o.in) ?? [] };
      if (o.within === 'department') entry.within = 'department';
      return entry;
    });
  }
  return scope;
}

/** `x-depends-on: <field>` or `{field, param}`. */
export function readDependsOn(node: unknown): FieldDependsOn | undefined {
  if (typeof node === 'string' && node !== '') return { field: node };
  if (!isObject(node) || typeof node.field !== 'string') return undefined;
  return typeof node.param === 'string' && node.param !== '' ? { field: node.field, param: node.param } : { field: node.field };
}

/** The record fields of a resource: its paged list's rows, else its detail's. */
export function recordFields(resource: ResourceMeta | undefined) {
  const ops = resource?.operations ?? [];
  return (ops.find((o) => o.kind === 'list' && o.paged) ?? ops.find((o) => o.kind === 'list') ?? ops.find((o) => o.kind === 'detail'))?.dataFields ?? [];
}

/**
 * Resolves what a group's `x-effects` name by word: `on: <field>` gets the resource its `x-ref`
 * points to; `actor: owner` becomes the acted-on record's `x-owner: staff` field. The operation's
 * `actor` is copied beside its effects for the screens. Unresolvable words stay as they are, for the
 * lint to name.
 */
export function resolveEffects(resources: ResourceMeta[]): void {
  const byKey = new Map(resources.map((r) => [r.key, r]));
  for (const resource of resources) {
    for (const operation of resource.operations) {
      const effects = operation.effects;
      if (!effects || typeof effects === 'string') continue;
      if (effects.on) {
        const field = [...operation.body, ...operation.query].find((f) => f.name === effects.on?.field);
        effects.on.resource = field?.ref?.resource ?? '';
      }
      if (effects.actor?.field === 'owner') {
        const acted = effects.on ? byKey.get(effects.on.resource) : resource;
        const owner = recordFields(acted).find((f) => f.owner === 'staff');
        if (owner) effects.actor = { field: owner.name };
      }
      if (effects.actor) operation.actor = { ...effects.actor };
    }
  }
}
