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
    'a sortable field that is not a field of the list record fails',
    () => {
      const problems = breach('bms/system.yaml', (t) => t.replace(/(operationId: bmsSystemAdminList\n[\s\S]*?      x-sortable: \[)/, '$1shoeSize, '));
      expect(problems).toEqual(['bms-system: GET /api/bms/system/admin/list: x-sortable field shoeSize is not a field of the list record']);
    },
    TIMEOUT,
  );

  it(
    'x-sortable on an operation that is no list fails',
    () => {
      const problems = breach('bms/system.yaml', (t) =>
        t.replace('      operationId: bmsSystemAdminDetail\n', '      operationId: bmsSystemAdminDetail\n      x-sortable: [createTime]\n'),
      );
      expect(problems).toEqual(['bms-system: GET /api/bms/system/admin/detail: x-sortable belongs on a paged list']);
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
    'a byte size (x-size-of) fails beside a field that is no file upload (x-widget: file)',
    () => {
      const problems = breach('bms/cont.yaml', (t) => dropAfter(t, '    ResourceSaveForm:', /\n\s+x-widget: file/));
      expect(problems).toEqual(['bms-cont: POST /api/bms/cont/resource/save body.size: x-size-of url is not an x-widget: file field beside it']);
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

  it(
    'a reference of a record without a filter of its name on its list fails (its target’s record pages list them)',
    () => {
      const problems = breach('ums/promote.yaml', (t) => dropAfter(t, '  /api/ums/promote/appointment/list:', /\n {8}- \$ref: '#\/components\/parameters\/AppointmentClueId'/));
      expect(problems).toEqual([expect.stringMatching(/^ums-promote: umsPromoteAppointment list: needs a filter named clueId \(its records point at umsPromoteAdmissionsClue/)]);
    },
    TIMEOUT,
  );

  it(
    'a resource others’ records point to without a detail fails (its record pages ask one record by id)',
    () => {
      const problems = breach('bms/activity.yaml', (t) =>
        t.replace(/ {2}\/api\/bms\/activity\/assessTarget\/detail:\n[\s\S]*?(?=\n {2}\/api\/)/, '').replace(/\n\n(?= {2}\/api\/)/, '\n'),
      );
      expect(problems).toEqual([expect.stringMatching(/^bms-activity: bmsActivityAssessTarget: others' records point here, so it needs a detail operation/)]);
    },
    TIMEOUT,
  );

  it(
    'a referenced resource whose list cannot be asked by ids fails (labels come in one call per target)',
    () => {
      const problems = breach('bms/cont.yaml', (t) =>
        dropAfter(t, '  /api/bms/cont/continueCourse/list:', /\n {8}- \$ref: '\.\.\/_shared\.yaml#\/components\/parameters\/ListIds'/),
      );
      expect(problems).toEqual([expect.stringMatching(/^bms-cont: bmsContContinueCourse list: needs the shared ListIds parameter/)]);
    },
    TIMEOUT,
  );

  it(
    'an x-related entry that names no reference pointing here fails',
    () => {
      const problems = breach('bms/cont.yaml', (t) => t.replace('      - {resource: bmsContPaper, field: courseId}', '      - {resource: bmsContPaper, field: subjectIds}'));
      expect(problems).toEqual([expect.stringMatching(/^bms-cont: bmsContContinueCourse x-related bmsContPaper\.subjectIds: no reference/)]);
    },
    TIMEOUT,
  );

  it(
    'a named action without x-effects fails (issue 41: an action declares what it does)',
    () => {
      const problems = breach('ums/promote.yaml', (t) =>
        dropAfter(t, '  /api/ums/promote/appointment/change:', /\n {6}x-effects: \{sets: \{appointTime: \$param\.appointTime, changeReason: \$param\.changeReason\}\}/),
      );
      expect(problems).toEqual([expect.stringMatching(/^ums-promote: PUT \/api\/ums\/promote\/appointment\/change: a named action needs x-effects/)]);
    },
    TIMEOUT,
  );

  it(
    'a list without x-scope fails (issue 41: a list declares whose records it answers)',
    () => {
      const problems = breach('ums/promote.yaml', (t) => dropAfter(t, '  /api/ums/promote/circulate/list:', /\n {6}x-scope: all/));
      expect(problems).toEqual([expect.stringMatching(/^ums-promote: GET \/api\/ums\/promote\/circulate\/list: a list needs x-scope/)]);
    },
    TIMEOUT,
  );

  it('an end beside its start without x-not-before fails', () => {
    const problems = breach('_shared.yaml', (t) => t.replace('        x-not-before: startDate\n', ''), 'bms-system');
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((p) => p.includes('query.endDate: an end beside its start (startDate) needs x-not-before: startDate'))).toBe(true);
  });
});
