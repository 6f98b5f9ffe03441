/**
 * Types of the resource manifest. `npm run gen` copies this file to generated/manifest/types.ts,
 * so generated code depends on nothing hand-written.
 */
export interface FieldMeta {
  name: string;
  title: string;
  type: 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object';
  required?: true;
  format?: string;
  enum?: (string | number)[];
  enumLabels?: string[];
  itemType?: FieldMeta['type'];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  multipleOf?: number;
  description?: string;
  default?: unknown;
  /** An array's least and most number of items. */
  minItems?: number;
  maxItems?: number;
  /** An array's item constraints (pattern, lengths, format, range), when its items declare any. */
  items?: FieldItemMeta;
}

/** What an array field's items must satisfy (the item's own `type` is `FieldMeta.itemType`). */
export interface FieldItemMeta {
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  multipleOf?: number;
}

export type OperationKind =
  | 'list' | 'detail' | 'save' | 'remove' | 'able' | 'export' | 'upload' | 'downloadMould' | 'action';

export interface OperationMeta {
  operationId: string;
  /** Path below the resource's base path, e.g. `list`, `audit`, `member/save`. */
  action: string;
  kind: OperationKind;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  summary: string;
  permission: string;
  query: FieldMeta[];
  body: FieldMeta[];
  bodyType: 'form' | 'multipart' | null;
  response: 'json' | 'file';
  /** Fields of `data` (detail) or of `data.pageList[]` (list), when the response has them. */
  dataFields?: FieldMeta[];
  paged?: true;
}

export interface ResourceMeta {
  /** The tag, unique across all groups, e.g. `bmsSystemAdmin`. */
  key: string;
  name: string;
  group: string;
  basePath: string;
  operations: OperationMeta[];
}

export interface GroupMeta {
  key: string;
  service: string;
  name: string;
  resources: ResourceMeta[];
}

/** What the menu, the command palette and routing need of every resource, without its fields. */
export interface ResourceSummary {
  key: string;
  name: string;
  basePath: string;
  kinds: OperationKind[];
  /** Permission keys of its operations (`x-permission`). */
  permissions: string[];
  /** Pinyin initials and full pinyin of the name, lower case, for search (e.g. `glyh guanliyuan`). */
  pinyin: string;
}

export interface GroupSummary {
  key: string;
  service: string;
  name: string;
  pinyin: string;
  resources: ResourceSummary[];
}
