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
  /** `x-ref`: the record this id (or, for an array, each id) points to. */
  ref?: FieldRef;
  /** `x-semantic`: what a number or a text means (openapi/README.md, "Meaning"). */
  semantic?: FieldSemantic;
  /** `x-examples`: realistic values, for a text no semantic describes. */
  examples?: string[];
  /** `x-label-of`: this text is the label of the relation field named here (`departmentName` of `departmentId`). */
  labelOf?: string;
  /** `x-not-before`: this date or time may not be earlier than the field named here (end and start). */
  notBefore?: string;
  /** `x-widget`: the control SPEC.md gives a rule for. */
  widget?: FieldWidget;
  /** `x-owner`: a reference the backend fills on create, when the form does not send it: the signed-in staff member or their department. */
  owner?: 'staff' | 'department';
}

/** A relation: the target resource (its tag) and the field of the target staff read. */
export interface FieldRef {
  resource: string;
  label: string;
  /** The target's tree endpoint (its action, e.g. `tree`), when the target is tree-shaped. */
  tree?: string;
}

export type FieldSemantic =
  // numbers
  | 'count'
  | 'percent'
  | 'money'
  | 'sort'
  | 'duration'
  | 'year'
  | 'age'
  | 'score'
  | 'rate'
  // texts
  | 'personName'
  | 'orgName'
  | 'course'
  | 'school'
  | 'major'
  | 'title'
  | 'content'
  | 'remark'
  | 'address'
  | 'province'
  | 'city'
  | 'district'
  | 'code'
  | 'account'
  | 'url'
  | 'wechat'
  | 'email'
  | 'keyword';

export type FieldWidget = 'idCard' | 'image' | 'copy' | 'html';

/** `x-states` of a named action: the records it applies to and the state it leads to. */
export interface ActionStates {
  /** The status field the action reads and moves. */
  field: string;
  /** Values of `field` the action applies to; the action is offered only on those records. */
  from: (string | number)[];
  /** The value it leads to; or, when it depends on a parameter (audit's result), the value for each. */
  to?: string | number;
  toByParam?: { param: string; values: Record<string, string | number> };
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

export type OperationKind = 'list' | 'detail' | 'save' | 'remove' | 'able' | 'export' | 'upload' | 'downloadMould' | 'action';

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
  /**
   * `x-states` of a named action that changes records; `'any'` for one that applies to every record
   * whatever its state (send, sync); absent on reads and standard actions.
   */
  states?: ActionStates | 'any';
}

export interface ResourceMeta {
  /** The tag, unique across all groups, e.g. `bmsSystemAdmin`. */
  key: string;
  name: string;
  group: string;
  basePath: string;
  operations: OperationMeta[];
  /** `x-tree`: the action of this resource's tree endpoint, when it is tree-shaped (departments, menus). */
  tree?: string;
}

export interface GroupMeta {
  key: string;
  service: string;
  name: string;
  resources: ResourceMeta[];
}

/** What the menu, the command palette and routing need of every resource, without its fields. */
/**
 * A resource's list as its screen first asks it, readable from the summary alone: a cold screen starts
 * this call from its route, before its group's manifest and client have loaded. Only a GET list (the
 * payload is its query string) has one.
 */
export interface ListCall {
  operationId: string;
  path: string;
  paged: boolean;
  /** Query parameters the call cannot be made without (beside the page), e.g. a chapter list's course. */
  required: string[];
}

export interface ResourceSummary {
  key: string;
  name: string;
  basePath: string;
  kinds: OperationKind[];
  list?: ListCall;
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
