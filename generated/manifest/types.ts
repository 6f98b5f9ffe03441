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
  /** `x-size-of`: this number is the byte size of the file uploaded into the field named here (`x-widget: file`); filled by the upload, never typed. */
  sizeOf?: string;
  /** `x-unique`: no two records of the resource hold the same value (a lead's phone); create and update refuse a second. */
  unique?: true;
  /**
   * `x-depends-on`: a reference whose choices depend on another field of the same form (所属章 on the
   * chosen 课程): its picker asks the target's list with that field's value as the filter `param`
   * (the field's own name when absent), and waits until it is filled.
   */
  dependsOn?: FieldDependsOn;
  /**
   * `x-data-scope` on a position's 数据范围: which of a list's `x-scope` declarations each value selects
   * (`{1: owner, 2: department, 3: departmentTree, 4: all}`).
   */
  dataScope?: Record<string, DataScopeLevel>;
}

/** `x-depends-on` of a reference field (see FieldMeta.dependsOn). */
export interface FieldDependsOn {
  field: string;
  param?: string;
}

/** What a position's 数据范围 value lets its staff see of a scoped list. */
export type DataScopeLevel = 'owner' | 'department' | 'departmentTree' | 'all';

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

export type FieldWidget = 'idCard' | 'image' | 'copy' | 'html' | 'file';

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
  /** `x-widget` of each item (a list of images: `image`), shown per item in cells. */
  widget?: FieldWidget;
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
  /**
   * `x-sortable` of a list: the record fields its backend sorts by, asked with the shared
   * `orderByColumn` / `isAsc` query pair; absent when the list does not sort.
   */
  sortable?: string[];
  /**
   * `x-effects` of a named action that changes records: what it does besides its `x-states` move
   * (fields set, records written or updated elsewhere, preconditions, who may act); `'states'` when
   * its x-states move is all it does, `'none'` when it changes no record the specs describe, `'external'`
   * when what it changes comes from another system or a computation (a sync, an import, a recalculation).
   */
  effects?: ActionEffects | 'states' | 'none' | 'external';
  /**
   * Who may take the action (`x-effects.actor`, copied here for the screens): only the staff member
   * whose id the record's `field` holds (a lead's 负责人, an application's 申请人).
   */
  actor?: { field: string };
  /** `x-scope` of a list: whose records it answers, chosen by the signed-in staff member's 数据范围. */
  scope?: ListScope;
}

/**
 * Where a value an effect writes comes from: a constant (a number, a text, `null` to clear), or
 * `$staff` (the signed-in staff member's id), `$staffName`, `$department` (their department's id),
 * `$departmentName`, `$now` (yyyy-MM-dd HH:mm:ss), `$param.<name>` (a parameter of the action; when
 * it is not sent the field keeps its value), `$record.<field>` (the acted-on record before the change).
 */
export type EffectSource = string | number | boolean | null;

/** A field an effect sets: to a source, only when the field currently holds one of `from` (when given). */
export interface EffectSet {
  to: EffectSource;
  from?: (string | number)[];
}

/** A precondition on the acted-on record: its field is one of `in`, or equals `is` (a source). */
export interface EffectCondition {
  field: string;
  in?: (string | number)[];
  is?: EffectSource;
}

/** A record the action creates in another resource (`resource`: its tag), its fields from sources. */
export interface EffectWrite {
  resource: string;
  values: Record<string, EffectSource>;
}

/** Records of another resource the action changes: the one the acted-on record's `via` field points to. */
export interface EffectUpdate {
  resource: string;
  via: string;
  sets: Record<string, EffectSet>;
}

/** `x-effects` of a named action (openapi/README.md, "Meaning"). */
export interface ActionEffects {
  /**
   * An action that names its record by a reference in its form rather than by `id` (申请预约到访's
   * `clueId`): the record it acts on is that one (`resource`, from the field's `x-ref`), and the
   * screens offer it on that resource's rows with the field filled.
   */
  on?: { field: string; resource: string };
  requires?: EffectCondition[];
  actor?: { field: string };
  sets?: Record<string, EffectSet>;
  writes?: EffectWrite[];
  updates?: EffectUpdate[];
}

/**
 * `x-scope` of a list: `all` (records belong to nobody), or the fields that say whose a record is —
 * `owner` (a staff id: 本人), `department` (a department id: 本部门, and with its sub-departments
 * 本部门及下级) — and the records `open` to staff whatever their scope (a lead in 公海), or to the
 * staff of the record's department (`within: department`: a lead in 部门线索池).
 */
export type ListScope = 'all' | { owner?: string; department?: string; open?: ScopeOpen[] };

export interface ScopeOpen {
  field: string;
  in: (string | number)[];
  within?: 'department';
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
  /** `x-related`: what the relation graph cannot say about this resource's related lists (order, titles, hidden ones). */
  relatedDeclared?: RelatedDeclaration[];
  /**
   * The records that point at this resource's records (every `x-ref` of another record, the reverse
   * graph), as its record pages list them: computed by `npm run gen` (scripts/manifest-related.ts).
   */
  related?: RelatedList[];
}

/** One entry of `x-related` on a tag: a related list by the pointing resource and field. */
export interface RelatedDeclaration {
  resource: string;
  field: string;
  /** The list's title instead of the pointing resource's name. */
  title?: string;
  /** Not on the page (a reference that says nothing about the record, e.g. a cache's). */
  hide?: true;
}

/** A list on a record's page: the records of `resource` whose `field` holds the record's id. */
export interface RelatedList {
  resource: string;
  field: string;
  /** The pointing resource's name; with the field's title when one resource points here twice or at itself; or as declared. */
  title: string;
  /** The field holds several ids (`…Ids`). */
  multiple?: true;
  /** The pointing resource's list has a filter of the field's name: it answers just this record's records. */
  filter: boolean;
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
