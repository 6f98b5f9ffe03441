/**
 * Builds the resource manifest from the specs: groups, resources (one per tag), operations, list
 * columns, filters, form fields, enum labels, formats and permissions — everything the back office's
 * screen factory and the mock backend need, with no generated code involved.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
// js-yaml, not `yaml`: the same documents for these specs (checked on all of them) at about a tenth of the CPU.
import { load } from 'js-yaml';
import { groupSpecs, type GroupSpec } from './spec-files.ts';
import type { ActionStates, FieldMeta, FieldRef, GroupMeta, OperationKind, OperationMeta, RelatedDeclaration, ResourceMeta } from './manifest-types.ts';
import { readDependsOn, readEffects, readScope, resolveEffects } from './manifest-effects.ts';
import { linkRelated } from './manifest-related.ts';
import { HTTP_METHODS } from './spec-model.ts';

type Json = Record<string, unknown>;

const KINDS: Record<string, OperationKind> = {
  list: 'list',
  detail: 'detail',
  save: 'save',
  remove: 'remove',
  able: 'able',
  enable: 'able',
  export: 'export',
  upload: 'upload',
  downloadMould: 'downloadMould',
};

/**
 * The parsed YAML of every spec file read so far, by path: a group's spec is parsed once for its operations and its
 * local `$ref`s, and the shared spec once for every group of a run (parsing is most of what building a manifest
 * costs). Nothing here writes into a parsed document.
 */
export class SpecDocuments {
  private readonly docs = new Map<string, Json>();

  get(file: string): Json {
    let doc = this.docs.get(file);
    if (!doc) {
      doc = load(readFileSync(file, 'utf8')) as Json;
      this.docs.set(file, doc);
    }
    return doc;
  }
}

/** The non-null member of OpenAPI 3.1's nullable union (`anyOf` / `oneOf` of a schema and `{type: 'null'}`). */
function nullableMember(schema: Json): Json | undefined {
  const union = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (!Array.isArray(union) || union.length !== 2) return undefined;
  const others = union.filter((member) => member.type !== 'null');
  return others.length === 1 ? others[0] : undefined;
}

/** A schema's type: 3.1's nullable `type: [T, 'null']` is T (a value the form or the row may leave out either way). */
const typeOf = (schema: Json): unknown => (Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type);

/**
 * A schema's format as the manifest names it: a date-time's wire format is declared as `x-format: date-time` +
 * pattern (openapi/README.md); a file is 3.1's `contentMediaType` without `contentEncoding` (3.0's `format: binary`),
 * `binary` here as before.
 */
function formatOf(schema: Json): unknown {
  if (schema.format !== undefined || schema['x-format'] !== undefined) return schema.format ?? schema['x-format'];
  return typeof schema.contentMediaType === 'string' && schema.contentEncoding === undefined ? 'binary' : undefined;
}

class Resolver {
  private readonly docs: SpecDocuments;
  private readonly entry: string;
  constructor(entry: string, docs: SpecDocuments) {
    this.entry = entry;
    this.docs = docs;
  }

  private load(file: string): Json {
    return this.docs.get(file);
  }

  /**
   * Follows `$ref`s (local or `../_shared.yaml#/…`) until a concrete object; returns it and its file. OpenAPI 3.1's
   * nullable reference (`anyOf: [{$ref}, {type: 'null'}]`) is followed into its one non-null member.
   */
  deref(node: Json, file = this.entry): { node: Json; file: string } {
    let current = node;
    let where = file;
    for (let hops = 0; hops < 20; hops += 1) {
      const nonNull = nullableMember(current);
      if (nonNull) {
        current = nonNull;
        continue;
      }
      if (typeof current.$ref !== 'string') break;
      const [target = '', pointer = ''] = current.$ref.split('#');
      if (target) where = join(dirname(where), target);
      current = pointer
        .split('/')
        .filter(Boolean)
        .reduce<Json>((at, key) => (at[key] as Json | undefined) ?? {}, this.load(where));
    }
    return { node: current, file: where };
  }

  /** A schema with allOf merged, as { properties, required }. */
  object(node: Json, file = this.entry): { properties: Record<string, { node: Json; file: string }>; required: string[] } {
    const { node: schema, file: at } = this.deref(node, file);
    const out = { properties: {} as Record<string, { node: Json; file: string }>, required: [...((schema.required as string[]) ?? [])] };
    for (const part of (schema.allOf as Json[] | undefined) ?? []) {
      const merged = this.object(part, at);
      Object.assign(out.properties, merged.properties);
      out.required.push(...merged.required);
    }
    for (const [name, prop] of Object.entries((schema.properties as Record<string, Json>) ?? {})) {
      out.properties[name] = { node: prop, file: at };
    }
    return out;
  }

  field(name: string, node: Json, file: string, required: boolean): FieldMeta {
    const { node: s, file: at } = this.deref(node, file);
    // A property's own title wins over the title of the shared schema it refers to.
    const title = (node.title as string | undefined) ?? (s.title as string | undefined) ?? name;
    const type = (typeOf(s) as FieldMeta['type'] | undefined) ?? (s.properties || s.allOf ? 'object' : 'string');
    const meta: FieldMeta = { name, title, type };
    if (required) meta.required = true;
    const copy = ['pattern', 'minLength', 'maxLength', 'minimum', 'maximum', 'multipleOf', 'minItems', 'maxItems', 'description', 'default'] as const;
    for (const key of copy) if (s[key] !== undefined) (meta as unknown as Json)[key] = s[key];
    // A property's own default wins (a record's initial state beside a shared enum's $ref).
    if (node.default !== undefined) meta.default = node.default;
    const format = formatOf(s);
    if (format !== undefined) meta.format = String(format);
    // Meaning: the property's own declaration wins over the shared schema's it refers to.
    const declared = (key: string): unknown => node[key] ?? s[key];
    const ref = declared('x-ref') as FieldRef | undefined;
    if (ref) meta.ref = { resource: String(ref.resource), label: String(ref.label) };
    for (const [key, to] of [
      ['x-semantic', 'semantic'],
      ['x-examples', 'examples'],
      ['x-label-of', 'labelOf'],
      ['x-not-before', 'notBefore'],
      ['x-widget', 'widget'],
      ['x-owner', 'owner'],
      ['x-data-scope', 'dataScope'],
      ['x-size-of', 'sizeOf'],
    ] as const) {
      const value = declared(key);
      if (value !== undefined) (meta as unknown as Json)[to] = value;
    }
    if (declared('x-unique') === true) meta.unique = true;
    const dependsOn = readDependsOn(declared('x-depends-on'));
    if (dependsOn) meta.dependsOn = dependsOn;
    if (Array.isArray(s.enum)) {
      meta.enum = s.enum as (string | number)[];
      if (Array.isArray(s['x-enum-labels'])) meta.enumLabels = s['x-enum-labels'] as string[];
    }
    if (type === 'array' && s.items) {
      const item = this.deref(s.items as Json, at).node;
      meta.itemType = (typeOf(item) as FieldMeta['type'] | undefined) ?? 'string';
      const itemRef = (node['x-ref'] ?? s['x-ref'] ?? item['x-ref']) as FieldRef | undefined;
      if (itemRef && !meta.ref) meta.ref = { resource: String(itemRef.resource), label: String(itemRef.label) };
      const constraints = ['format', 'pattern', 'minLength', 'maxLength', 'minimum', 'maximum', 'multipleOf'] as const;
      const items: Json = Object.fromEntries(constraints.filter((key) => item[key] !== undefined).map((key) => [key, item[key]]));
      if (formatOf(item) === 'binary') items.format = 'binary';
      if (item['x-widget'] !== undefined) items.widget = item['x-widget'];
      if (Object.keys(items).length > 0) meta.items = items as FieldMeta['items'];
      if (Array.isArray(item.enum)) {
        meta.enum = item.enum as (string | number)[];
        if (Array.isArray(item['x-enum-labels'])) meta.enumLabels = item['x-enum-labels'] as string[];
      }
    }
    return meta;
  }

  fields(node: Json | undefined, file = this.entry): FieldMeta[] {
    if (!node) return [];
    const { properties, required } = this.object(node, file);
    return Object.entries(properties).map(([name, p]) => this.field(name, p.node, p.file, required.includes(name)));
  }
}

function commonBase(paths: string[]): string {
  const split = paths.map((p) => p.split('/'));
  const first = split[0] ?? [];
  let length = 0;
  while (length < first.length && split.every((s) => s[length] === first[length])) length += 1;
  // Keep at least /api/{service}/{group}/{resource}, and never swallow a whole single path.
  const base = first.slice(0, Math.min(length, Math.min(...split.map((s) => s.length)) - 1));
  return base.join('/');
}

function operationMeta(resolver: Resolver, path: string, method: string, op: Json, basePath: string): OperationMeta {
  const action = path.slice(basePath.length + 1);
  const last = action.split('/').pop() ?? action;
  const query = ((op.parameters as Json[] | undefined) ?? [])
    .map((p) => resolver.deref(p))
    .filter(({ node }) => node.in === 'query')
    .map(({ node, file }) =>
      resolver.field(String(node.name), { ...(node.schema as Json), ...(node.description ? { description: node.description } : {}) }, file, node.required === true),
    );
  const body = resolver.deref((op.requestBody as Json | undefined) ?? {});
  const content = (body.node.content as Json | undefined) ?? {};
  const bodyType = content['multipart/form-data'] ? 'multipart' : content['application/x-www-form-urlencoded'] ? 'form' : null;
  const bodySchema = ((content['multipart/form-data'] ?? content['application/x-www-form-urlencoded']) as Json | undefined)?.schema as Json | undefined;
  const ok = resolver.deref(((op.responses as Json | undefined)?.['200'] as Json | undefined) ?? {});
  const okContent = (ok.node.content as Json | undefined) ?? {};
  const json = okContent['application/json'] as Json | undefined;
  const meta: OperationMeta = {
    operationId: String(op.operationId),
    action,
    kind: KINDS[last] ?? 'action',
    method: method.toUpperCase() as OperationMeta['method'],
    path,
    summary: String(op.summary ?? ''),
    permission: String(op['x-permission'] ?? ''),
    query,
    body: resolver.fields(bodySchema, body.file),
    bodyType,
    response: json ? 'json' : 'file',
  };
  const states = op['x-states'] as ActionStates | 'any' | undefined;
  if (states !== undefined) meta.states = states;
  const sortable = op['x-sortable'];
  if (Array.isArray(sortable) && sortable.length > 0) meta.sortable = sortable.map(String);
  const effects = readEffects(op['x-effects']);
  if (effects !== undefined) meta.effects = effects;
  const scope = readScope(op['x-scope']);
  if (scope !== undefined) meta.scope = scope;
  if (json?.schema) {
    const data = resolver.object(json.schema as Json, ok.file).properties.data;
    if (data) {
      const dataObject = resolver.object(data.node, data.file);
      const pageList = dataObject.properties.pageList;
      if (pageList && dataObject.properties.total) {
        meta.paged = true;
        const items = resolver.deref(pageList.node, pageList.file);
        meta.dataFields = resolver.fields(items.node.items as Json, items.file);
      } else if (Object.keys(dataObject.properties).length > 0) {
        meta.dataFields = resolver.fields(data.node, data.file);
      } else if (meta.kind === 'list') {
        // An unpaged list (data is the array itself): its items' fields, as a paged list's.
        const list = resolver.deref(data.node, data.file);
        if (list.node.type === 'array' && list.node.items) meta.dataFields = resolver.fields(list.node.items as Json, list.file);
      }
    }
  }
  return meta;
}

/** One group's manifest; `docs` shares parsed specs with the other groups of a run (see `groupManifests`). */
export function groupManifest(spec: GroupSpec, docs: SpecDocuments = new SpecDocuments()): GroupMeta {
  const resolver = new Resolver(spec.file, docs);
  const doc = docs.get(spec.file);
  const info = (doc.info ?? {}) as Json;
  const tags = new Map(((doc.tags as Json[] | undefined) ?? []).map((t) => [String(t.name), t]));
  const byTag = new Map<string, { path: string; method: string; op: Json }[]>();
  for (const [path, item] of Object.entries((doc.paths ?? {}) as Record<string, Json>)) {
    for (const method of HTTP_METHODS) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const tag = String(((op.tags as string[] | undefined) ?? [])[0] ?? spec.key);
      byTag.set(tag, [...(byTag.get(tag) ?? []), { path, method, op }]);
    }
  }
  const resources = [...byTag.entries()].map(([tag, ops]): ResourceMeta => {
    const basePath = commonBase(ops.map((o) => o.path));
    const t = tags.get(tag) ?? {};
    const resource: ResourceMeta = {
      key: tag,
      name: String(t['x-display-name'] ?? t.description ?? tag),
      group: spec.key,
      basePath,
      operations: ops.map((o) => operationMeta(resolver, o.path, o.method, o.op, basePath)),
    };
    if (typeof t['x-tree'] === 'string') resource.tree = t['x-tree'];
    if (Array.isArray(t['x-related'])) resource.relatedDeclared = t['x-related'] as RelatedDeclaration[];
    return resource;
  });
  // `x-effects`' `on` and `actor: owner` name fields of records of this group: resolved once all are read.
  resolveEffects(resources);
  return {
    key: spec.key,
    service: spec.key.split('-')[0] ?? '',
    name: String(info['x-display-name'] ?? info.title ?? spec.key),
    resources,
  };
}

/** Every field of a resource's operations (query, body, data). */
export function everyField(resource: ResourceMeta): FieldMeta[] {
  return resource.operations.flatMap((o) => [...o.query, ...o.body, ...(o.dataFields ?? [])]);
}

/** A reference to a tree-shaped resource carries its tree endpoint (`ref.tree`), whatever group it is in. */
export function linkTrees(groups: GroupMeta[]): GroupMeta[] {
  const trees = new Map(groups.flatMap((g) => g.resources.filter((r) => r.tree).map((r) => [r.key, r.tree as string] as const)));
  for (const group of groups) {
    for (const resource of group.resources) {
      for (const field of everyField(resource)) {
        const tree = field.ref && trees.get(field.ref.resource);
        if (field.ref && tree) field.ref.tree = tree;
      }
    }
  }
  return groups;
}

/** The manifests of `specs`, in order, each spec file (the shared one included) parsed once. */
export function groupManifests(specs: GroupSpec[]): GroupMeta[] {
  const docs = new SpecDocuments();
  return specs.map((spec) => groupManifest(spec, docs));
}

export function manifest(root = 'openapi'): GroupMeta[] {
  return linkRelated(linkTrees(groupManifests(groupSpecs(root))));
}
