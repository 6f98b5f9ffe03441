import * as XLSX from '@e965/xlsx';
import {
  bmsSystemDepartmentList,
  bmsSystemDepartmentSave,
  bmsSystemDepartmentTree,
  bmsSystemPositionList,
  bmsSystemAdminAble,
  bmsSystemAdminDownloadMould,
  bmsSystemAdminExport,
  bmsSystemAdminList,
  bmsSystemAdminRemove,
  bmsSystemAdminSave,
  bmsSystemAdminUpload,
} from '@generated/bms-system/client/bms-system';
import { group } from '@generated/manifest/bms-system';
import { getResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/test/msw-server';
import { createNodeBackend, DEFAULT_SEED } from '../node';
import { handleApiRequest } from './backend';
import { MockStore } from './store';

let backend: ReturnType<typeof createNodeBackend>;
beforeEach(() => {
  backend = createNodeBackend();
  server.use(...backend.handlers);
});

const quiet = { message: false, loading: false } as const;
const list = async (params: Record<string, unknown> = {}) => (await bmsSystemAdminList({ pageNum: 1, pageSize: 1000, ...params }, quiet)).data!;
const admin = group.resources.find((r) => r.key === 'bmsSystemAdmin')!;
const saveTitles = admin.operations
  .find((o) => o.kind === 'save')!
  // A password (format: password) is set in the form, never in a sheet.
  .body.filter((f) => f.name !== 'id' && f.format !== 'password')
  .map((f) => f.title);

function sheet(rows: unknown[][]): File {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
  return new File([bytes], '导入.xlsx');
}

async function readXlsx(file: Blob): Promise<unknown[][]> {
  const book = XLSX.read(new Uint8Array(await file.arrayBuffer()), { type: 'array' });
  return XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
}

describe('stateful mock backend (bms system admin)', () => {
  it('seeds deterministically: same seed, same rows', async () => {
    const first = await list();
    backend = createNodeBackend();
    server.use(...backend.handlers);
    expect(await list()).toEqual(first);
    expect(first.total).toBeGreaterThanOrEqual(20);
    expect(first.total).toBeLessThanOrEqual(300);
  });

  it('pages with pageNum/pageSize and reports the total', async () => {
    const all = await list();
    const page2 = (await bmsSystemAdminList({ pageNum: 2, pageSize: 15 }, quiet)).data!;
    expect(page2.total).toBe(all.total);
    expect(page2.pageList).toEqual(all.pageList.slice(15, 30));
  });

  it('create → appears in the list; edit → the list shows the change; remove → gone', async () => {
    await bmsSystemAdminSave({ account: 'zhang.wei', name: '张伟', phone: '13912345678', departmentId: 3 }, quiet);
    const created = (await list({ name: '张伟' })).pageList.find((a) => a.account === 'zhang.wei');
    expect(created).toMatchObject({ name: '张伟', phone: '13912345678', departmentId: 3 });
    await bmsSystemAdminSave({ id: created!.id, account: 'zhang.wei', name: '张伟伟', phone: '13912345678', departmentId: 3 }, quiet);
    expect((await list()).pageList.find((a) => a.id === created!.id)?.name).toBe('张伟伟');
    await bmsSystemAdminRemove({ id: created!.id }, quiet);
    expect((await list()).pageList.find((a) => a.id === created!.id)).toBeUndefined();
  });

  it('rejects an invalid save with a zh-CN message naming the field, and stores nothing', async () => {
    const before = (await list()).total;
    await expect(bmsSystemAdminSave({ account: 'li', name: '李', phone: '123', departmentId: 1 }, quiet)).rejects.toThrow('手机号格式不正确');
    expect((await list()).total).toBe(before);
  });

  it('toggles status, and the list filter by status sees it', async () => {
    const [first] = (await list({ status: 1 })).pageList;
    await bmsSystemAdminAble({ id: first!.id, status: 0 }, quiet);
    expect((await list({ status: 0 })).pageList.map((a) => a.id)).toContain(first!.id);
    expect((await list({ status: 1 })).pageList.map((a) => a.id)).not.toContain(first!.id);
  });

  it('template header equals the save schema titles', async () => {
    const file = await bmsSystemAdminDownloadMould(quiet);
    expect((file as File).name).toBe('管理员导入模板.xlsx');
    expect((await readXlsx(file))[0]).toEqual(saveTitles);
  });

  it('upload of a good file inserts every row; a file with 2 bad rows reports exactly those 2', async () => {
    const before = (await list()).total;
    const good = await bmsSystemAdminUpload({ file: sheet([saveTitles, ['u1', '用户一', '13900000001', 1, ''], ['u2', '用户二', '13900000002', 2, 3]]) }, quiet);
    expect(good.data).toMatchObject({ total: 2, success: 2, failed: 0, errors: [] });
    expect((await list()).total).toBe(before + 2);
    const mixed = await bmsSystemAdminUpload(
      { file: sheet([saveTitles, ['u3', '用户三', '13900000003', 1], ['u4', '用户四', 'bad-phone', 1], ['u5', '', '13900000005', 1], ['u6', '用户六', '13900000006', 2]]) },
      quiet,
    );
    expect(mixed.data?.errors).toEqual([
      { row: 3, reason: '手机号格式不正确' },
      { row: 4, reason: '姓名不能为空' },
    ]);
    expect((await list()).total).toBe(before + 4);
  });

  it('an edit that points elsewhere shows the new label and keeps its creation time', async () => {
    const [first] = (await list()).pageList;
    await bmsSystemAdminSave({ id: first!.id, account: first!.account, name: first!.name, phone: first!.phone, departmentId: 14 }, quiet);
    const edited = (await list()).pageList.find((a) => a.id === first!.id)!;
    expect(edited).toMatchObject({ departmentId: 14, departmentName: '招生一部一组', createTime: first!.createTime, name: first!.name });
  });

  it('an import may name related records by their label, as the template and the export write them; an unknown label reports its row', async () => {
    const result = await bmsSystemAdminUpload(
      {
        file: sheet([
          saveTitles,
          ['lab1', '标签一', '13900000021', '招生一部一组', '招生顾问'],
          ['lab2', '标签二', '13900000022', '不存在的部门', ''],
          ['lab3', '标签三', '13900000023', 3, ''],
        ]),
      },
      quiet,
    );
    expect(result.data).toMatchObject({ total: 3, success: 2, failed: 1, errors: [{ row: 3, reason: '部门「不存在的部门」不存在' }] });
    const imported = (await list({ keyword: '标签' })).pageList;
    const first = imported.find((a) => a.account === 'lab1');
    expect(first).toMatchObject({ departmentId: 14, departmentName: '招生一部一组', positionId: 2, positionName: '招生顾问' });
    expect(imported.find((a) => a.account === 'lab3')).toMatchObject({ departmentId: 3 });
  });

  it('refuses a wrong file type and an empty file, inserting nothing', async () => {
    const before = (await list()).total;
    await expect(bmsSystemAdminUpload({ file: new File(['x'], '名单.pdf') }, quiet)).rejects.toThrow('xlsx、xls 或 csv');
    await expect(bmsSystemAdminUpload({ file: new File([], '名单.xlsx') }, quiet)).rejects.toThrow('空文件');
    expect((await list()).total).toBe(before);
  });

  it('export of a filtered list downloads an .xlsx whose rows equal the filtered list', async () => {
    const filtered = await list({ status: 0 });
    const file = await bmsSystemAdminExport({ status: 0 }, quiet);
    const rows = await readXlsx(file);
    // A relation is exported as the referenced record's label (部门, 岗位), not as its id column.
    const columns = admin.operations.find((o) => o.kind === 'list')!.dataFields!.filter((f) => f.name !== 'departmentId' && f.name !== 'positionId');
    expect(rows[0]).toEqual(columns.map((f) => f.title));
    expect(rows.slice(1).map((r) => r[0])).toEqual(filtered.pageList.map((a) => a.id));
    expect(rows.slice(1).every((r) => r[columns.findIndex((f) => f.name === 'status')] === '禁用')).toBe(true);
    const department = columns.findIndex((f) => f.name === 'departmentName');
    expect(rows.slice(1).map((r) => r[department])).toEqual(filtered.pageList.map((a) => a.departmentName));
    // Date-times as staff read them (SPEC.md §9).
    const created = columns.findIndex((f) => f.name === 'createTime');
    expect(rows.slice(1).every((r) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(String(r[created])))).toBe(true);
  });

  it('export with ids (导出选中) holds just those records, in list order', async () => {
    const seeded = (await list()).pageList;
    const chosen = [seeded[4]!.id, seeded[1]!.id];
    const rows = await readXlsx(await bmsSystemAdminExport({ ids: chosen }, quiet));
    expect(rows.slice(1).map((r) => r[0])).toEqual([seeded[1]!.id, seeded[4]!.id]);
  });

  it('reset restores the seed', async () => {
    const seeded = await list();
    await bmsSystemAdminRemove({ id: seeded.pageList[0]!.id }, quiet);
    await backend.store.reset();
    expect(await list()).toEqual(seeded);
  });

  it("leaves the app's own files alone, even those with /api/ in their path (dev server modules)", async () => {
    expect(await getResponse(backend.handlers, new Request('http://localhost:5173/src/api/request.ts'))).toBeUndefined();
    const api = await getResponse(backend.handlers, new Request('http://localhost:5173/api/bms/system/admin/list'));
    expect(api?.status).toBe(200);
  });

  it('after sign-out, back-office calls answer 100000004 until the next sign-in', async () => {
    backend.session.setSignedOut(true);
    await expect(list()).rejects.toMatchObject({ code: 100000004 });
  });
});

describe('first pages of an untouched table', () => {
  it('are the same rows and total whether only the first rows or the whole table were seeded', async () => {
    // A fresh backend answers an unfiltered page from the table's first rows only…
    const prefix = (await bmsSystemAdminList({ pageNum: 2, pageSize: 15 }, quiet)).data!;
    // …another seeds the whole table first (a filtered list does), then answers the same page.
    backend = createNodeBackend();
    server.use(...backend.handlers);
    await bmsSystemAdminList({ pageNum: 1, pageSize: 15, name: '不存在的名字' }, quiet);
    const whole = (await bmsSystemAdminList({ pageNum: 2, pageSize: 15 }, quiet)).data!;
    expect(prefix.total).toBe(whole.total);
    expect(prefix.pageList).toEqual(whole.pageList);
    expect(prefix.pageList).toHaveLength(15);
  });
});

describe('one meaning for the whole mock backend', () => {
  it("a staff member's department and position are records of those tables, with their names", async () => {
    const departments = new Map((await bmsSystemDepartmentList({ pageNum: 1, pageSize: 1000 }, quiet)).data!.pageList.map((d) => [d.id, d.name]));
    const positions = new Map((await bmsSystemPositionList({ pageNum: 1, pageSize: 1000 }, quiet)).data!.pageList.map((p) => [p.id, p.name]));
    const staff = (await list()).pageList;
    expect(staff.map((s) => departments.get(s.departmentId))).toEqual(staff.map((s) => s.departmentName));
    const placed = staff.filter((s) => s.positionId !== undefined);
    expect(placed.length).toBeGreaterThan(10);
    expect(placed.map((s) => positions.get(s.positionId!))).toEqual(placed.map((s) => s.positionName));
  });

  it('the department switcher lists the 部门 table (one department table), renames included', async () => {
    const table = (await bmsSystemDepartmentList({ pageNum: 1, pageSize: 1000 }, quiet)).data!.pageList;
    const tree = (await bmsSystemDepartmentTree({}, quiet)).data!;
    expect(tree.map((d) => [d.id, d.name]).toSorted()).toEqual(table.map((d) => [d.id, d.name]).toSorted());
    expect(tree.find((d) => d.id === 2)?.name).toBe('招生一部');
    await bmsSystemDepartmentSave({ id: 3, name: '招生二部（朝阳）', parentId: 1 }, quiet);
    expect((await bmsSystemDepartmentTree({}, quiet)).data!.find((d) => d.id === 3)?.name).toBe('招生二部（朝阳）');
  });

  it('a created record keeps the fields left empty empty, and gets the label of what it points to', async () => {
    await bmsSystemAdminSave({ account: 'empty.one', name: '空字段', phone: '13912340000', departmentId: 5 }, quiet);
    const created = (await list({ account: 'empty.one' })).pageList.find((a) => a.account === 'empty.one')!;
    expect(created.positionId).toBeUndefined();
    expect(created.positionName).toBeUndefined();
    expect(created.avatar).toBeUndefined();
    expect(created.departmentName).toBe('学历教育部');
    expect(created.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
});

/** The stateful answer alone (handleApiRequest), as the handlers call it once the contract allowed the request. */
async function answerOf(store: MockStore, method: string, path: string): Promise<{ code: number; msg: string; data?: { pageList?: unknown[]; total?: number } }> {
  const response = await handleApiRequest({ store }, new Request(`http://localhost${path}`, { method }));
  return (await response!.json()) as { code: number; msg: string };
}

describe('stateful answers (behind the contract check)', () => {
  it('answer a read with 「操作成功」', async () => {
    const store = new MockStore({ version: 'test', seed: DEFAULT_SEED });
    const page = await answerOf(store, 'GET', '/api/bms/system/admin/list?pageNum=1&pageSize=15');
    expect({ code: page.code, msg: page.msg }).toEqual({ code: 0, msg: '操作成功' });
    const detail = await answerOf(store, 'GET', '/api/bms/system/admin/detail?id=1');
    expect(detail).toMatchObject({ code: 0, msg: '操作成功', data: { id: 1, account: 'admin' } });
  });

  it('an unfiltered page of an untouched table leaves the table unseeded; a filtered list seeds it', async () => {
    const store = new MockStore({ version: 'test', seed: DEFAULT_SEED });
    const page = await answerOf(store, 'GET', '/api/bms/system/admin/list?pageNum=2&pageSize=15');
    expect(page.data?.pageList).toHaveLength(15);
    expect(store.has('bmsSystemAdmin')).toBe(false);
    await answerOf(store, 'GET', '/api/bms/system/admin/list?pageNum=1&pageSize=15&status=1');
    expect(store.has('bmsSystemAdmin')).toBe(true);
  });

  it('a remove that names no record removes nothing and says the record does not exist (40004)', async () => {
    const store = new MockStore({ version: 'test', seed: DEFAULT_SEED });
    const before = (await answerOf(store, 'GET', '/api/bms/system/admin/list?pageNum=1&pageSize=1000&status=1')).data!.total;
    expect(await answerOf(store, 'DELETE', '/api/bms/system/admin/remove')).toEqual({ code: 40004, msg: '记录不存在或已被删除' });
    expect((await answerOf(store, 'GET', '/api/bms/system/admin/list?pageNum=1&pageSize=1000&status=1')).data!.total).toBe(before);
  });
});
