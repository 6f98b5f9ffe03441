import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { groupManifest, linkTrees, manifest } from './manifest';
import type { GroupMeta } from './manifest-types';
import { isoDateTimes, meaningProblems, unboundedText } from './spec-meaning-rules';

/** Building all 22 groups takes seconds on a busy machine: tests share one, and rebuild only the breached group. */
const TIMEOUT = 180_000;
let real: GroupMeta[] | undefined;
const allGroups = () => (real ??= manifest());

/**
 * Each meaning rule shown once by a deliberate breach: a copy of the specs with one declaration removed
 * must give exactly one kind of problem, naming the place. The specs as they are give none.
 */
const copies: string[] = [];
afterAll(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function breach(file: string, edit: (text: string) => string, group = `${file.split('/')[0]}-${file.split('/')[1]?.replace('.yaml', '')}`): string[] {
  const root = mkdtempSync(join(tmpdir(), 'spec-breach-'));
  copies.push(root);
  cpSync('openapi', root, { recursive: true });
  const path = join(root, file);
  const before = readFileSync(path, 'utf8');
  const after = edit(before);
  expect(after, 'the breach changed the spec').not.toBe(before);
  writeFileSync(path, after);
  const [service, name] = group.split('-');
  const breached = groupManifest({ key: group, file: join(root, `${service}/${name}.yaml`), ident: group });
  return meaningProblems(linkTrees(allGroups().map((g) => (g.key === group ? breached : g))));
}

/** Removes one line that follows `anchor` (the first `line` after it). */
function dropAfter(text: string, anchor: string, line: RegExp): string {
  const at = text.indexOf(anchor);
  if (at < 0) throw new Error(`anchor not found: ${anchor}`);
  const rest = text.slice(at);
  if (!line.test(rest)) throw new Error(`line not found after ${anchor}: ${String(line)}`);
  return text.slice(0, at) + rest.replace(line, '');
}

describe('spec meaning rules (npm run lint:spec)', () => {
  it(
    'the specs as they are declare every meaning',
    () => {
      expect(meaningProblems(allGroups())).toEqual([]);
      expect(isoDateTimes()).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'a relation without its target fails',
    () => {
      const problems = breach('bms/system.yaml', (t) => dropAfter(t, '    AdminSaveForm:', /\n\s+x-ref: \{resource: bmsSystemDepartment, label: name\}/));
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/bms-system: POST \/api\/bms\/system\/admin\/save body\.departmentId: a reference needs x-ref/);
    },
    TIMEOUT,
  );

  it(
    'a relation to a resource no spec declares fails',
    () => {
      const problems = breach('bms/system.yaml', (t) => t.replace('x-ref: {resource: bmsSystemPosition, label: name}', 'x-ref: {resource: bmsSystemPost, label: name}'));
      expect(problems.length).toBeGreaterThan(0);
      expect(problems.every((p) => p.includes('x-ref names resource bmsSystemPost, which no spec declares'))).toBe(true);
    },
    TIMEOUT,
  );

  it(
    'a number without a range or semantic fails',
    () => {
      const problems = breach('bms/activity.yaml', (t) => dropAfter(t, '    FinishRate:', /\n\s+x-semantic: rate/));
      expect(problems.length).toBeGreaterThan(0);
      expect(problems.every((p) => /data\.finishRate: a number needs minimum and maximum, or x-semantic/.test(p))).toBe(true);
    },
    TIMEOUT,
  );

  it(
    'a named action without its states fails',
    () => {
      const problems = breach('bms/system.yaml', (t) => t.replace('      x-states: {field: auditStatus, from: [0], to: 3}\n', ''));
      expect(problems).toEqual(['bms-system: PUT /api/bms/system/approvalFlow/withdraw: a named action needs x-states {field, from, to} (or x-states: any)']);
    },
    TIMEOUT,
  );

  it(
    'a state that is not a value of its field fails',
    () => {
      const problems = breach('bms/system.yaml', (t) => t.replace('x-states: {field: auditStatus, from: [0], to: 3}', 'x-states: {field: auditStatus, from: [0], to: 9}'));
      expect(problems).toEqual(['bms-system: PUT /api/bms/system/approvalFlow/withdraw: x-states values 9 are not values of auditStatus']);
    },
    TIMEOUT,
  );

  it(
    'a free text without a semantic or examples fails',
    () => {
      const problems = breach('bms/system.yaml', (t) => dropAfter(t, '    AdminSaveForm:', /\n\s+x-semantic: personName/));
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/admin\/save body\.name: a free text needs x-semantic or x-examples/);
    },
    TIMEOUT,
  );

  it(
    'an ISO date-time (format: date-time) fails: the wire format is yyyy-MM-dd HH:mm:ss',
    () => {
      const root = mkdtempSync(join(tmpdir(), 'spec-breach-'));
      copies.push(root);
      cpSync('openapi', root, { recursive: true });
      const path = join(root, '_shared.yaml');
      writeFileSync(path, readFileSync(path, 'utf8').replace('      x-format: date-time\n', '      format: date-time\n'));
      expect(isoDateTimes(root)).toEqual([expect.stringMatching(/_shared\.yaml:\d+: format: date-time is ISO/)]);
    },
    TIMEOUT,
  );

  it(
    'a date-time without the wire pattern fails',
    () => {
      const problems = breach('bms/system.yaml', (t) => dropAfter(t, '    AdminSaveForm:', /\n\s+pattern: '?\^\\d\{4\}-\\d\{2\}-\\d\{2\} \\d\{2\}:\\d\{2\}:\\d\{2\}\$'?(?=\n)/));
      expect(problems.length).toBeGreaterThan(0);
      expect(problems.every((p) => p.includes('a date-time goes as yyyy-MM-dd HH:mm:ss'))).toBe(true);
    },
    TIMEOUT,
  );

  it(
    'a text filter without maxLength fails (it goes into the URL), in every operation that takes it',
    () => {
      const problems = breach('bms/system.yaml', (t) => dropAfter(t, '    AdminName:', /\n\s+maxLength: \d+/));
      expect(problems.toSorted()).toEqual([
        'bms-system: GET /api/bms/system/admin/export query.name: a text the app sends needs maxLength (a filter goes into the URL, a form field into the body: both have a size servers accept)',
        'bms-system: GET /api/bms/system/admin/list query.name: a text the app sends needs maxLength (a filter goes into the URL, a form field into the body: both have a size servers accept)',
      ]);
    },
    TIMEOUT,
  );

  it(
    'an HTML form field without maxLength fails (it goes into the body)',
    () => {
      const problems = breach('cms/web.yaml', (t) => dropAfter(t, '    SiteContentSaveForm:', /\n\s+maxLength: 100000/));
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^cms-web: POST \/api\/cms\/web\/siteContent\/save body\.content: a text the app sends needs maxLength/);
    },
    TIMEOUT,
  );

  it('what bounds a text by itself needs no maxLength: an enum, a date, a date-time, a file; a list of texts bounds its items', () => {
    const text = { name: 'x', title: 'x', type: 'string' } as const;
    expect(unboundedText(text)).toBe(true);
    expect(unboundedText({ ...text, maxLength: 100 })).toBe(false);
    expect(unboundedText({ ...text, pattern: '^1[3-9]\\d{9}$' })).toBe(true);
    expect(unboundedText({ ...text, enum: ['a', 'b'] })).toBe(false);
    for (const format of ['date', 'date-time', 'binary']) expect(unboundedText({ ...text, format })).toBe(false);
    expect(unboundedText({ ...text, format: 'uri' })).toBe(true);
    expect(unboundedText({ name: 'tags', title: '标签', type: 'array', itemType: 'string' })).toBe(true);
    expect(unboundedText({ name: 'tags', title: '标签', type: 'array', itemType: 'string', items: { maxLength: 20 } })).toBe(false);
    expect(unboundedText({ name: 'ids', title: 'ID', type: 'array', itemType: 'integer' })).toBe(false);
    expect(unboundedText({ name: 'n', title: 'n', type: 'integer' })).toBe(false);
  });

  it('an end beside its start without x-not-before fails', () => {
    const problems = breach('_shared.yaml', (t) => t.replace('        x-not-before: startDate\n', ''), 'bms-system');
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((p) => p.includes('query.endDate: an end beside its start (startDate) needs x-not-before: startDate'))).toBe(true);
  });
});
