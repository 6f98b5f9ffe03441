/**
 * One-off migration (2026-11, issue 42, decision 008): what record pages need of the specs, written as
 * text so each file keeps its own layout. Kept for the record of how the bulk was derived; `npm run
 * lint:spec` (`relatedProblems`, scripts/manifest-related.ts) keeps it true afterwards, by hand.
 * - every reference field of a record gets a filter of its name on its resource's list (the related lists);
 * - the list of every non-tree reference target takes the shared `ListIds` parameter (labels in batches);
 * - a detail operation where records are pointed at but could not be asked one by one;
 * - 线索跟进记录 (a lead's follow-ups) as a resource of its own;
 * - `x-related` where the graph cannot say the order and titles of a page's lists.
 * Re-running it is harmless: it only adds what is missing.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FieldMeta, ResourceMeta } from '../manifest-types.ts';
import { manifest } from '../manifest.ts';
import { screenList } from '../manifest-related.ts';

const ROOT = 'openapi';
const FRAGMENTS = join(import.meta.dirname, 'spec-record-pages');
/** Its references name eight kinds of records (批次, 课程分类, 课程方向, 难度…) under one tag: no record pages until the tag is split. */
const SPLIT_LATER = 'bmsContContinueConfig';

const groups = manifest(ROOT);
const resources = groups.flatMap((g) => g.resources);
const byKey = new Map(resources.map((r) => [r.key, r]));
const files = new Map<string, string[]>();
const fileOf = (group: string) => join(ROOT, `${group.replace('-', '/')}.yaml`);
const lines = (file: string) => {
  if (!files.has(file)) files.set(file, readFileSync(file, 'utf8').split('\n'));
  return files.get(file) as string[];
};
const pascal = (text: string) => (text[0] ?? '').toUpperCase() + text.slice(1);
const fragment = (name: string) => readFileSync(join(FRAGMENTS, name), 'utf8').replace(/\n$/, '').split('\n');

/** The index after the block that starts at `start` (the next line indented no deeper than `indent`). */
function blockEnd(text: string[], start: number, indent: number): number {
  let end = start + 1;
  while (end < text.length && ((text[end] as string).trim() === '' || (text[end] as string).search(/\S/) > indent)) end += 1;
  // Blank lines at its end belong to what follows (a file's last newline).
  while (end > start + 1 && (text[end - 1] as string).trim() === '') end -= 1;
  return end;
}

/** The line index of `  <section>:` inside `components:`. */
function componentSection(text: string[], section: string): number {
  const components = text.indexOf('components:');
  const at = text.findIndex((line, index) => index > components && line === `  ${section}:`);
  if (components < 0 || at < 0) throw new Error(`no components.${section}`);
  return at;
}

function addParameterToList(file: string, listPath: string, ref: string): void {
  const text = lines(file);
  const start = text.indexOf(`  ${listPath}:`);
  if (start < 0) throw new Error(`${file}: no ${listPath}`);
  const end = blockEnd(text, start, 2);
  const item = `        - $ref: '${ref}'`;
  if (text.slice(start, end).includes(item)) return;
  const params = text.slice(start, end).indexOf('      parameters:');
  if (params < 0) {
    text.splice(start + text.slice(start, end).indexOf('      responses:'), 0, '      parameters:', item);
    return;
  }
  let last = start + params + 1;
  while (last < end && /^ {8}/.test(text[last] as string)) last += 1;
  text.splice(last, 0, item);
}

function addComponent(file: string, section: string, name: string, body: string[]): void {
  const text = lines(file);
  if (text.includes(`    ${name}:`)) return;
  const at = componentSection(text, section);
  text.splice(blockEnd(text, at, 2), 0, ...body);
}

/** A filter of the record field's own name: the records pointing at one record, for its related list. */
function filterParameter(resource: ResourceMeta, field: FieldMeta): { name: string; body: string[] } {
  const ref = field.ref as NonNullable<FieldMeta['ref']>;
  const target = byKey.get(ref.resource);
  const name = `${resource.key.replace(/^(bms|cms|sms|ums)[A-Z][a-z]+/, '')}${pascal(field.name)}`;
  const xref = `x-ref: {resource: ${ref.resource}, label: ${ref.label}}`;
  const schema =
    field.type === 'array'
      ? ['        type: array', `        title: ${field.title}`, '        items:', '          type: integer', '          format: int64', '          minimum: 1', `        ${xref}`]
      : ['        type: integer', '        format: int64', `        minimum: ${field.minimum ?? 1}`, `        title: ${field.title}`, `        ${xref}`];
  const body = [
    `    ${name}:`,
    `      name: ${field.name}`,
    '      in: query',
    '      required: false',
    `      description: 只列出${field.type === 'array' ? '含有' : '指向'}该${target?.name ?? '记录'}的${resource.name}`,
    ...(field.type === 'array' ? ['      style: form', '      explode: true'] : []),
    '      schema:',
    ...schema,
  ];
  return { name, body };
}

// The shared ListIds parameter, beside Ids.
addComponent(join(ROOT, '_shared.yaml'), 'parameters', 'ListIds', fragment('list-ids.yaml'));

// Filters for every reference of a record, on its resource's list.
for (const resource of resources) {
  const list = screenList(resource);
  if (!list) continue;
  const names = new Set(list.query.map((f) => f.name));
  for (const field of list.dataFields ?? []) {
    if (!field.ref || names.has(field.name) || !byKey.has(field.ref.resource) || field.ref.resource === SPLIT_LATER) continue;
    const { name, body } = filterParameter(resource, field);
    addComponent(fileOf(resource.group), 'parameters', name, body);
    addParameterToList(fileOf(resource.group), list.path, `#/components/parameters/${name}`);
  }
}

// ids on the list of every non-tree reference target.
const targets = new Set(
  resources.flatMap((r) => r.operations.flatMap((o) => [...o.query, ...o.body, ...(o.dataFields ?? [])].flatMap((f) => (f.ref && !f.ref.tree ? [f.ref.resource] : [])))),
);
for (const key of targets) {
  const target = byKey.get(key);
  const list = target && screenList(target);
  if (!target || !list || key === SPLIT_LATER || list.query.some((f) => f.name === 'ids' || (f.required && f.name !== 'pageNum' && f.name !== 'pageSize'))) continue;
  addParameterToList(fileOf(target.group), list.path, '../_shared.yaml#/components/parameters/ListIds');
}

// Detail operations, inserted after the resource's list.
for (const [file, listPath, fragmentName] of [
  ['bms/activity.yaml', '/api/bms/activity/assessTarget/list', 'assess-target-detail.yaml'],
  ['bms/system.yaml', '/api/bms/system/dingDepartment/list', 'ding-department-detail.yaml'],
] as const) {
  const text = lines(join(ROOT, file));
  const body = fragment(fragmentName);
  if (text.includes(body[0] as string)) continue;
  const start = text.indexOf(`  ${listPath}:`);
  text.splice(blockEnd(text, start, 2), 0, ...body);
}
for (const [file, name, fragmentName] of [
  ['bms/activity.yaml', 'AssessTargetResult', 'assess-target-result.yaml'],
  ['bms/system.yaml', 'DingDepartmentResult', 'ding-department-result.yaml'],
] as const) {
  addComponent(join(ROOT, file), 'schemas', name, fragment(fragmentName));
}

// 线索跟进记录: its tag, paths, filter and schemas.
const promote = join(ROOT, 'ums/promote.yaml');
const text = lines(promote);
if (!text.some((line) => line.includes('umsPromoteClueFollow'))) {
  const tag = text.indexOf('  - name: umsPromoteClueChannelAddress');
  text.splice(blockEnd(text, tag, 2), 0, ...fragment('clue-follow-tag.yaml'));
  text.splice(text.indexOf('  /api/ums/promote/clueOrigin/list:') - 1, 0, ...fragment('clue-follow-paths.yaml'));
  addComponent(promote, 'parameters', 'FollowWay', fragment('clue-follow-parameters.yaml'));
  addComponent(promote, 'schemas', 'ClueFollow', fragment('clue-follow-schemas.yaml'));
}

// x-related: what the graph cannot say (order, titles, references that name no record of their target).
for (const [file, tag, fragmentName] of [
  ['ums/promote.yaml', 'umsPromoteAdmissionsClue', 'related-clue.yaml'],
  ['bms/cont.yaml', 'bmsContContinueCourse', 'related-course.yaml'],
  ['bms/cont.yaml', 'bmsContChapter', 'related-chapter.yaml'],
  ['bms/cont.yaml', SPLIT_LATER, 'related-continue-config.yaml'],
  ['bms/system.yaml', 'bmsSystemDepartment', 'related-department.yaml'],
] as const) {
  const tagText = lines(join(ROOT, file));
  const at = tagText.indexOf(`  - name: ${tag}`);
  const end = blockEnd(tagText, at, 2);
  if (at < 0) throw new Error(`${file}: no tag ${tag}`);
  if (tagText.slice(at, end).some((line) => line.includes('x-related'))) continue;
  tagText.splice(end, 0, ...fragment(fragmentName));
}

for (const [file, text_] of files) if (existsSync(file)) writeFileSync(file, text_.join('\n'));
console.log(`spec-record-pages: ${files.size} files written`);
