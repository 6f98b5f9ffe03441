/**
 * One-off migration (issue 43), after the OpenAPI 3.1 move: every paged list the mock backend answers
 * itself declares `x-sortable` (openapi/README.md, "Meaning") with the fields a backend can sort by —
 * times, numbers, codes, names — and takes the shared `orderByColumn` / `isAsc` pair, as does its
 * export (the sheet in the list's order). Lists a derived answer computes (mocks/backend/derived/)
 * are left out: their rows are not sorted there, and a declaration must be honest.
 *   npm exec -- node scripts/migrations/spec-sortable.ts
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMap, isSeq, parseDocument, type Scalar, type YAMLMap, type YAMLSeq } from 'yaml';
import { groupManifest } from '../manifest.ts';
import type { FieldMeta } from '../manifest-types.ts';
import { groupSpecs } from '../spec-files.ts';

const SHARED = 'openapi/_shared.yaml';
const PARAMS = ['OrderByColumn', 'IsAsc'];
const NAME_SEMANTICS = new Set(['personName', 'orgName', 'course', 'school', 'major', 'title', 'code', 'account']);

/** Operation ids a derived module answers, named literally in its source (`bmsXxxList: async`). */
function derivedOperations(): Set<string> {
  const dir = 'mocks/backend/derived';
  const names = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  return new Set(names.flatMap((f) => [...readFileSync(join(dir, f), 'utf8').matchAll(/\b([a-z]\w+List)\b['"]?\s*:/g)].map((m) => m[1]!)));
}

/** Whether staff sort by it and the mock backend can: a scalar that is a time, a number, a code or a name. */
function sortable(field: FieldMeta): boolean {
  if (field.name === 'id' || field.ref || field.labelOf || field.widget || field.type === 'array' || field.type === 'object' || field.type === 'boolean') return false;
  if (field.format === 'date' || field.format === 'date-time') return true;
  if ((field.type === 'integer' || field.type === 'number') && !field.enum) return true;
  return field.type === 'string' && !field.enum && (field.name === 'name' || field.name === 'code' || (field.semantic !== undefined && NAME_SEMANTICS.has(field.semantic)));
}

/** The shared pair, written as text at the head of `components.parameters`: a re-dump would refold the file's long texts. */
function addShared(): void {
  const text = readFileSync(SHARED, 'utf8');
  if (text.includes('    OrderByColumn:\n')) return;
  const anchor = '\n  parameters:\n';
  const at = text.indexOf(anchor);
  if (at < 0) throw new Error(`${SHARED}: components.parameters not found`);
  const pair = [
    '    OrderByColumn:',
    '      name: orderByColumn',
    '      in: query',
    '      required: false',
    '      description: 排序字段：列表 x-sortable 声明的字段之一',
    '      schema:',
    '        type: string',
    '        title: 排序字段',
    '        maxLength: 50',
    "        pattern: '^[A-Za-z][A-Za-z0-9]*$'",
    '    IsAsc:',
    '      name: isAsc',
    '      in: query',
    '      required: false',
    '      description: 排序方向：asc 升序，desc 降序',
    '      schema:',
    '        type: string',
    '        title: 排序方向',
    '        enum: [asc, desc]',
    '',
  ].join('\n');
  writeFileSync(SHARED, text.slice(0, at + anchor.length) + pair + text.slice(at + anchor.length));
}

function addRefs(op: YAMLMap, doc: ReturnType<typeof parseDocument>): void {
  let params = op.get('parameters') as YAMLSeq | undefined;
  if (!isSeq(params)) {
    params = doc.createNode([]) as YAMLSeq;
    op.set('parameters', params);
  }
  const refs = new Set(params.items.map((i) => (isMap(i) ? String(i.get('$ref')) : '')));
  for (const name of PARAMS) {
    const ref = `../_shared.yaml#/components/parameters/${name}`;
    if (refs.has(ref)) continue;
    const node = doc.createNode({ $ref: ref }) as YAMLMap;
    // Quoted as the specs quote every other $ref.
    (node.items[0]!.value as Scalar).type = 'QUOTE_SINGLE';
    params.add(node);
  }
}

addShared();
// Answered from computed targets (targets.ts) or the public site's fixtures (site-handlers.ts), not sorted there:
// mocks/backend/list-sort-backend.test.ts found them after the first run.
const NOT_SORTED_HERE = [
  'bmsStatisticsDepartmentEnrollTargetList',
  'bmsStatisticsEnrollTargetList',
  'bmsStatisticsEnrollTargetDepartmentList',
  'cmsContentLiveCourseList',
  'cmsResourcePaperList',
  'cmsWebJobsList',
];
const derived = new Set([...derivedOperations(), ...NOT_SORTED_HERE]);
let lists = 0;
for (const spec of groupSpecs()) {
  const meta = groupManifest(spec);
  const doc = parseDocument(readFileSync(spec.file, 'utf8'));
  const paths = doc.get('paths') as YAMLMap;
  const byId = new Map<string, YAMLMap>();
  for (const item of paths.items) {
    if (!isMap(item.value)) continue;
    for (const op of item.value.items) if (isMap(op.value)) byId.set(String(op.value.get('operationId')), op.value);
  }
  for (const resource of meta.resources) {
    const listOp = resource.operations.find((o) => o.kind === 'list' && o.paged);
    if (!listOp || derived.has(listOp.operationId)) continue;
    const fields = (listOp.dataFields ?? []).filter(sortable).map((f) => f.name);
    const op = byId.get(listOp.operationId);
    if (!op || fields.length === 0) continue;
    op.set('x-sortable', doc.createNode(fields, { flow: true }));
    addRefs(op, doc);
    const exportOp = resource.operations.find((o) => o.kind === 'export');
    const exportNode = exportOp && byId.get(exportOp.operationId);
    if (exportNode && exportOp.method === 'GET') addRefs(exportNode, doc);
    lists += 1;
  }
  writeFileSync(spec.file, doc.toString({ lineWidth: 0, flowCollectionPadding: false }));
}
console.log(`x-sortable on ${lists} lists`);
