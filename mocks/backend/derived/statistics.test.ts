import * as XLSX from '@e965/xlsx';
import * as schemas from '@generated/bms-statistics/zod/bms-statistics.zod';
import { group as statisticsGroup } from '@generated/manifest/bms-statistics';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { createNodeBackend } from '../../node';
import { handleApiRequest } from '../backend';
import type { Row } from '../store';
import { pascal } from '@/lib/operation-name';
import { PROJECT_FEES, PROJECT_NAMES } from './statistics-model';

/**
 * The statistics are computed from the records (statistics-model.ts): they add up to the clue table,
 * follow every change to it at once, honour the filters, and export the rows they list.
 */
let backend = createNodeBackend();
/** Tests that change records get a fresh backend; the others read one shared seed. */
const fresh = () =>
  beforeEach(() => {
    backend = createNodeBackend();
  });

interface Page<T> {
  pageList: T[];
  total: number;
}
type Clue = Row & { status: number; projectType: number; batch: string; departmentId?: number; channelId?: number; channelName?: string; createTime: string; ownerId?: number };
type Stat = Record<string, unknown> & { batch: string };

const CLUES = '/api/ums/promote/admissionsClue';
const STATS = '/api/bms/statistics';
const CLUE_KEY = 'umsPromoteAdmissionsClue';
const operations = statisticsGroup.resources.flatMap((r) => r.operations);

async function send(path: string, init?: RequestInit): Promise<Response> {
  const response = await handleApiRequest({ store: backend.store }, new Request(`http://localhost${path}`, init));
  if (!response) throw new Error(`no answer for ${path}`);
  return response;
}

async function json<T>(path: string, init?: RequestInit): Promise<{ code: number; msg: string; data: T }> {
  return (await (await send(path, init)).json()) as { code: number; msg: string; data: T };
}

const qs = (params: Record<string, string | number | undefined>): string =>
  new URLSearchParams(Object.entries(params).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]))).toString();

/** Every row of a list, page by page; each page is checked against the operation's zod schema. */
async function all<T = Stat>(path: string, params: Record<string, string | number | undefined> = {}): Promise<T[]> {
  // A statistics list is checked against its zod schema; other lists (clues, staff) are only read.
  const operation = operations.find((o) => o.path === path);
  const schema = operation ? ((schemas as Record<string, unknown>)[`${pascal(operation.operationId)}Response`] as ZodType | undefined) : undefined;
  expect({ path, schema: schema !== undefined }).toEqual({ path, schema: operation !== undefined });
  const pages: { code: number; msg: string; data: Page<T> }[] = [];
  let total = Infinity;
  for (let pageNum = 1; pages.reduce((n, p) => n + p.data.pageList.length, 0) < total; pageNum += 1) {
    const answer = await json<Page<T>>(`${path}?${qs({ ...params, pageNum, pageSize: 1000 })}`);
    pages.push(answer);
    total = answer.code === 0 && answer.data.pageList.length > 0 ? answer.data.total : 0;
  }
  expect(pages.map((p) => schema?.safeParse(p).error?.issues ?? [])).toEqual(pages.map(() => []));
  const rows = pages.flatMap((p) => p.data.pageList);
  expect(rows).toHaveLength(pages[0]!.data.total);
  return rows;
}

const clues = () => all<Clue>(`${CLUES}/list`);
const sum = (rows: Record<string, unknown>[], field: string): number => rows.reduce((total, row) => total + Number(row[field] ?? 0), 0);
const departmentList = (params: Record<string, string | number | undefined> = {}) => all(`${STATS}/statisticsDepartment/list`, params);

/** Changes a clue in the store as a workflow the clue form cannot carry would (status, department, owner). */
function editClue(id: number, values: Partial<Clue>): void {
  const rows = backend.store.rows(CLUE_KEY, () => []);
  const index = rows.findIndex((r) => r.id === id);
  expect(index).toBeGreaterThanOrEqual(0);
  rows[index] = { ...rows[index]!, ...values };
  backend.store.touch(CLUE_KEY);
}

async function saveClue(values: Record<string, string>): Promise<Clue> {
  const answer = await json<undefined>(`${CLUES}/save`, { method: 'POST', body: new URLSearchParams(values) });
  expect(answer).toMatchObject({ code: 0 });
  const created = (await clues()).find((c) => c.phone === values.phone);
  expect(created).toBeDefined();
  return created!;
}

async function readXlsx(response: Response): Promise<unknown[][]> {
  const book = XLSX.read(new Uint8Array(await response.arrayBuffer()), { type: 'array' });
  return XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
}

/** The 微信公众号 row of a channel list (none yet: zeros). */
const channel = (rows: Stat[]) => rows.find((r) => r.channelName === '微信公众号') ?? { clueCount: 0, enrollCount: 0, incomeAmount: 0 };

const APPOINTED = new Set([3, 4, 5]);
const RECEIVED = new Set([4, 5]);

describe('部门统计 adds up to the clue table', () => {
  it('per department and batch: clues, appointments, receptions, enrolments and income are the clue statuses counted', async () => {
    const table = await clues();
    const expected = new Map<string, { clueCount: number; appointmentCount: number; receptionCount: number; enrollCount: number; incomeAmount: number }>();
    for (const c of table) {
      if (c.departmentId === undefined) continue;
      const key = `${c.departmentId}|${c.batch}`;
      const acc = expected.get(key) ?? { clueCount: 0, appointmentCount: 0, receptionCount: 0, enrollCount: 0, incomeAmount: 0 };
      acc.clueCount += 1;
      if (APPOINTED.has(c.status)) acc.appointmentCount += 1;
      if (RECEIVED.has(c.status)) acc.receptionCount += 1;
      if (c.status === 5) {
        acc.enrollCount += 1;
        acc.incomeAmount += PROJECT_FEES[c.projectType]!;
      }
      expected.set(key, acc);
    }
    const rows = await departmentList();
    expect(rows).toHaveLength(expected.size);
    for (const row of rows) {
      expect(row).toMatchObject(expected.get(`${String(row.departmentId)}|${row.batch}`)!);
      expect(row.refundAmount as number).toBeLessThanOrEqual(row.incomeAmount as number);
    }
    expect(sum(rows, 'clueCount')).toBe(table.filter((c) => c.departmentId !== undefined).length);
    expect(sum(rows, 'enrollCount')).toBeGreaterThan(0);
  });

  it('employeeCount is the enabled staff of the department', async () => {
    const staff = await all<Row>('/api/bms/system/admin/list');
    const [row] = await departmentList({ departmentId: 2, batch: undefined });
    expect(row?.employeeCount).toBe(staff.filter((s) => s.departmentId === row?.departmentId && s.status === 1).length);
  });

  it('every report sums to the same clue table (no report invents its own numbers)', async () => {
    const enrolled = (await clues()).filter((c) => c.status === 5);
    const withDepartment = enrolled.filter((c) => c.departmentId !== undefined);
    expect(sum(await departmentList(), 'enrollCount')).toBe(withDepartment.length);
    expect(sum(await all(`${STATS}/biDepartment/list`), 'enrollCount')).toBe(withDepartment.length);
    expect(sum(await all(`${STATS}/statisticsClassification/enrollByChannel/list`), 'enrollCount')).toBe(enrolled.length);
    expect(sum(await all(`${STATS}/statisticsClassification/enrollByProject/list`), 'enrollCount')).toBe(enrolled.length);
    expect(sum(await all(`${STATS}/statisticsClassification/clueByOrigin/list`), 'enrollCount')).toBe(enrolled.length);
    const owned = withDepartment.filter((c) => c.ownerId !== undefined).length;
    expect(sum(await all(`${STATS}/enroll/list`), 'enrollCount')).toBe(owned);
    expect(sum(await all(`${STATS}/promote/list`), 'enrollCount')).toBe(owned);
    expect(sum(await all(`${STATS}/statisticsClassification/conversionByOwner/list`), 'enrollCount')).toBe(owned);
    expect(sum(await all(`${STATS}/statisticsClassification/incomeByMonth/list`), 'orderCount')).toBe(withDepartment.length);
    expect(sum(await all(`${STATS}/continue/list`), 'studentCount')).toBe(withDepartment.filter((c) => c.projectType === 3).length);
  });
});

describe('a change in the records shows at once', () => {
  fresh();
  it('a clue created via the clue form, then enrolled in 招生一部二组: 招生一部 (with its groups) and its channel go up by one', async () => {
    const batch = '202509';
    const beforeDepartment = await departmentList({ batch, departmentId: 2 });
    const beforeChannel = channel(await all(`${STATS}/statisticsClassification/enrollByChannel/list`, { batch }));

    const created = await saveClue({ name: '统计测试', phone: '13900009999', projectType: '1', channelId: '3', batch });
    // The form carries neither status nor department (a backend's workflow sets them): 已报名 in 招生一部二组.
    const afterCreate = channel(await all(`${STATS}/statisticsClassification/enrollByChannel/list`, { batch }));
    expect(afterCreate.clueCount).toBe(Number(beforeChannel.clueCount) + 1);
    editClue(created.id, { status: 5, departmentId: 15, departmentName: '招生一部二组' });

    const afterDepartment = await departmentList({ batch, departmentId: 2 });
    expect(sum(afterDepartment, 'enrollCount')).toBe(sum(beforeDepartment, 'enrollCount') + 1);
    expect(sum(afterDepartment, 'incomeAmount')).toBeCloseTo(sum(beforeDepartment, 'incomeAmount') + PROJECT_FEES[1]!, 2);
    expect(afterDepartment.map((r) => r.departmentId)).toContain(15);
    const afterChannel = channel(await all(`${STATS}/statisticsClassification/enrollByChannel/list`, { batch }));
    expect(afterChannel.enrollCount).toBe(Number(beforeChannel.enrollCount) + 1);
    expect(afterChannel.incomeAmount).toBeCloseTo(Number(beforeChannel.incomeAmount) + PROJECT_FEES[1]!, 2);
  });

  it('a status change moves the funnel; a removed clue leaves it', async () => {
    const target = (await clues()).find((c) => c.status === 2 && c.departmentId !== undefined)!;
    const filter = { batch: target.batch, departmentId: target.departmentId };
    const row = async () => (await departmentList(filter)).find((r) => r.departmentId === target.departmentId)!;
    const before = await row();

    editClue(target.id, { status: 3 });
    expect(await row()).toMatchObject({
      clueCount: before.clueCount,
      appointmentCount: Number(before.appointmentCount) + 1,
      receptionCount: before.receptionCount,
      enrollCount: before.enrollCount,
    });
    editClue(target.id, { status: 5 });
    const enrolled = await row();
    expect(enrolled).toMatchObject({
      appointmentCount: Number(before.appointmentCount) + 1,
      receptionCount: Number(before.receptionCount) + 1,
      enrollCount: Number(before.enrollCount) + 1,
    });
    expect(enrolled.conversionRate as number).toBeGreaterThan(before.conversionRate as number);

    expect((await json(`${CLUES}/remove?id=${target.id}`, { method: 'DELETE' })).code).toBe(0);
    const left = (await departmentList(filter)).find((r) => r.departmentId === target.departmentId);
    expect(Number(left?.clueCount ?? 0)).toBe(Number(before.clueCount) - 1);
    expect(Number(left?.enrollCount ?? 0)).toBe(before.enrollCount);
  });
});

describe('filters', () => {
  it('batch: only that batch, fewer groups', async () => {
    const everything = await departmentList();
    const batch = everything[0]!.batch;
    const one = await departmentList({ batch });
    expect(one.length).toBeGreaterThan(0);
    expect(one.length).toBeLessThan(everything.length);
    expect(one.every((r) => r.batch === batch)).toBe(true);
    expect(one).toEqual(everything.filter((r) => r.batch === batch));
    expect(sum(one, 'clueCount')).toBe((await clues()).filter((c) => c.batch === batch && c.departmentId !== undefined).length);
  });

  it('startDate/endDate: the clues created on those days (inclusive)', async () => {
    const table = (await clues()).filter((c) => c.departmentId !== undefined);
    const [startDate, endDate] = ['2026-05-01', '2026-06-30'];
    const inRange = table.filter((c) => c.createTime.slice(0, 10) >= startDate && c.createTime.slice(0, 10) <= endDate);
    const rows = await departmentList({ startDate, endDate });
    expect(sum(rows, 'clueCount')).toBe(inRange.length);
    expect(sum(rows, 'clueCount')).toBeLessThan(table.length);
    const day = inRange[0]!.createTime.slice(0, 10);
    expect(sum(await departmentList({ startDate: day, endDate: day }), 'clueCount')).toBe(table.filter((c) => c.createTime.startsWith(day)).length);
  });

  it('departmentId: that department and the ones under it; ownerId: that owner', async () => {
    const rows = await departmentList({ departmentId: 2 });
    expect(new Set(rows.map((r) => r.departmentId))).toEqual(new Set([2, 14, 15]));
    const owner = (await all(`${STATS}/enroll/list`))[0]!.ownerId;
    const mine = await all(`${STATS}/enroll/list`, { ownerId: Number(owner) });
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.ownerId === owner)).toBe(true);
  });

  it('pages count groups', async () => {
    const everything = await departmentList();
    const page = await json<Page<Stat>>(`${STATS}/statisticsDepartment/list?pageNum=2&pageSize=10`);
    expect(page.data.total).toBe(everything.length);
    expect(page.data.pageList).toEqual(everything.slice(10, 20));
  });
});

describe('exports', () => {
  it('an export is an xlsx of the rows the list shows under the same filters', async () => {
    const batch = (await departmentList())[0]!.batch;
    const listed = await departmentList({ batch });
    const response = await send(`${STATS}/statisticsDepartment/export?${qs({ batch })}`);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    expect(decodeURIComponent(response.headers.get('content-disposition') ?? '')).toContain('部门统计.xlsx');
    const sheet = await readXlsx(response);
    const fields = operations.find((o) => o.operationId === 'bmsStatisticsStatisticsDepartmentList')!.dataFields!.filter((f) => f.name !== 'departmentId');
    expect(sheet[0]).toEqual(fields.map((f) => f.title));
    expect(sheet.slice(1)).toEqual(listed.map((row) => fields.map((f) => row[f.name])));
    // …and those rows are the clue table's.
    const clueCount = fields.findIndex((f) => f.name === 'clueCount');
    expect(
      sum(
        sheet.slice(1).map((r) => ({ clueCount: r[clueCount] })),
        'clueCount',
      ),
    ).toBe((await clues()).filter((c) => c.batch === batch && c.departmentId !== undefined).length);
  });

  it('every computed report exports what it lists', async () => {
    for (const path of [
      'enroll',
      'statisticsClassification/enrollByChannel',
      'continue',
      'clueActivate',
      'statisticsClassification/appointmentByDepartment',
      'statisticsClassification/incomeByMonth',
    ]) {
      const listed = await all(`${STATS}/${path}/list`, { departmentId: 2 });
      const sheet = await readXlsx(await send(`${STATS}/${path}/export?departmentId=2`));
      expect({ path, rows: sheet.length - 1 }).toEqual({ path, rows: listed.length });
    }
  });
});

describe('targets against what was achieved', () => {
  fresh();
  it('报名目标部门分解: finishedCount/finishedAmount are the enrolments of its batch and project in its department and those under it', async () => {
    const [target] = await all<Row & { batch: string; departmentId: number; projectName: string; finishedCount: number; finishedAmount: number }>(
      `${STATS}/enrollTargetDepartment/list`,
      { departmentId: 1 },
    );
    expect(target).toBeDefined();
    const projectType = Number(Object.entries(PROJECT_NAMES).find(([, name]) => name === target!.projectName)![0]);
    // An enrolment of another project is not this target's.
    const other = await saveClue({ name: '别的项目', phone: '13900008889', projectType: String((projectType % 4) + 1), batch: target!.batch });
    editClue(other.id, { status: 5, departmentId: target!.departmentId === 1 ? 14 : target!.departmentId });
    const created = await saveClue({ name: '目标测试', phone: '13900008888', projectType: String(projectType), batch: target!.batch });
    editClue(created.id, { status: 5, departmentId: target!.departmentId === 1 ? 14 : target!.departmentId });
    const after = (await all<typeof target & object>(`${STATS}/enrollTargetDepartment/list`, { departmentId: 1 })).find((t) => t.id === target!.id)!;
    expect(after.finishedCount).toBe(target!.finishedCount + 1);
    expect(after.finishedAmount).toBeCloseTo(target!.finishedAmount + PROJECT_FEES[projectType]!, 2);
    expect((await json<typeof after>(`${STATS}/enrollTargetDepartment/detail?id=${target!.id}`)).data).toMatchObject({ finishedCount: after.finishedCount });
    editClue(created.id, { status: 6 });
    expect((await all<typeof after>(`${STATS}/enrollTargetDepartment/list`, { batch: target!.batch })).find((t) => t.id === target!.id)?.finishedCount).toBe(target!.finishedCount);
  });

  it('报名统计 targetCount is the staff target of the same owner, department and batch, and its finishedCount the row enrolments', async () => {
    const [staffTarget] = await all<Row & { batch: string; departmentId: number; ownerId: number; targetCount: number; finishedCount: number }>(
      `${STATS}/departmentEnrollTarget/list`,
    );
    const created = await saveClue({ name: '员工目标', phone: '13900007777', projectType: '4', batch: staffTarget!.batch });
    editClue(created.id, { status: 5, departmentId: staffTarget!.departmentId, ownerId: staffTarget!.ownerId });
    const row = (await all(`${STATS}/enroll/list`, { batch: staffTarget!.batch, ownerId: staffTarget!.ownerId })).find((r) => r.departmentId === staffTarget!.departmentId)!;
    const target = (await all<typeof staffTarget & object>(`${STATS}/departmentEnrollTarget/list`, { batch: staffTarget!.batch, ownerId: staffTarget!.ownerId })).find(
      (t) => t.id === staffTarget!.id,
    )!;
    expect(row.targetCount).toBeGreaterThanOrEqual(staffTarget!.targetCount);
    expect(target.finishedCount).toBe(row.enrollCount);
    expect(row.enrollCount).toBeGreaterThanOrEqual(1);
  });
});

describe('every computed list satisfies its response schema, filtered or not', () => {
  it.each([
    'statisticsDepartment',
    'enroll',
    'enrollTargetDepartment',
    'departmentEnrollTarget',
    'statisticsClassification/enrollByChannel',
    'continue',
    'clueActivate',
    'biDepartment',
    'promote',
    'statisticsClassification/enrollByProject',
    'statisticsClassification/clueByOrigin',
    'statisticsClassification/appointmentByDepartment',
    'statisticsClassification/incomeByMonth',
    'statisticsClassification/conversionByOwner',
  ])('%s', async (path) => {
    expect((await all(`${STATS}/${path}/list`)).length).toBeGreaterThan(0);
    await all(`${STATS}/${path}/list`, { departmentId: 2, startDate: '2026-03-01', endDate: '2026-09-30' });
    // Nothing selected: an empty page, not an error.
    expect(await all(`${STATS}/${path}/list`, { batch: '201003', departmentId: 7, startDate: '2030-01-01' })).toEqual([]);
  });
});
