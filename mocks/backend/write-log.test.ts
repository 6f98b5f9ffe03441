import { bmsSystemAdminAble, bmsSystemAdminList, bmsSystemAdminRemove, bmsSystemAdminSave } from '@generated/bms-system/client/bms-system';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/test/msw-server';
import { createNodeBackend } from '../node';
import { changedFields, logWrite, writesOf, WRITE_LOG } from './write-log';

let backend: ReturnType<typeof createNodeBackend>;
beforeEach(() => {
  backend = createNodeBackend();
  server.use(...backend.handlers);
});
const quiet = { message: false, loading: false } as const;

describe('the mock backend’s write log', () => {
  it('names the fields a write changed, before and after (bookkeeping left out)', () => {
    expect(changedFields({ id: 1, name: '甲', phone: '1', updateTime: 'a' }, { id: 1, name: '乙', phone: '1', remark: '新', updateTime: 'b' })).toEqual([
      { field: 'name', before: '甲', after: '乙' },
      { field: 'remark', after: '新' },
    ]);
  });

  it('keeps each record’s writes, newest first, with who and when', () => {
    logWrite(backend.store, 'r', 1, { by: '甲', action: '新增', changes: [] }, new Date(2026, 0, 2, 9, 0, 0));
    logWrite(backend.store, 'r', 2, { by: '甲', action: '新增', changes: [] });
    logWrite(backend.store, 'r', 1, { by: '乙', action: '编辑', changes: [{ field: 'name', before: 'a', after: 'b' }] }, new Date(2026, 0, 3, 9, 0, 0));
    expect(writesOf(backend.store, 'r', 1)).toEqual([
      { at: '2026-01-03 09:00:00', by: '乙', action: '编辑', changes: [{ field: 'name', before: 'a', after: 'b' }] },
      { at: '2026-01-02 09:00:00', by: '甲', action: '新增', changes: [] },
    ]);
    expect(writesOf(backend.store, 'other', 1)).toEqual([]);
  });

  it('numbers its entries in the saved state 1, 2, 3 …, newest first', () => {
    logWrite(backend.store, 'r', 1, { by: '甲', action: '新增', changes: [] });
    logWrite(backend.store, 'r', 2, { by: '甲', action: '新增', changes: [] });
    logWrite(backend.store, 'r', 1, { by: '乙', action: '编辑', changes: [] });
    expect(backend.store.snapshotAll().tables[WRITE_LOG]?.map((entry) => entry.id)).toEqual([3, 2, 1]);
  });

  it('records the creates, edits, toggles and removals the backend answers, by the signed-in staff member', async () => {
    const form = { account: 'log.test', name: '日志测试', phone: '13900001111', departmentId: 1, positionId: 1 };
    await bmsSystemAdminSave(form, quiet);
    const created = (await bmsSystemAdminList({ pageNum: 1, pageSize: 1, phone: '13900001111' }, quiet)).data!.pageList[0]!;
    await bmsSystemAdminSave({ ...form, id: created.id, name: '日志测试改' }, quiet);
    await bmsSystemAdminAble({ id: created.id, status: 0 }, quiet);
    await bmsSystemAdminRemove({ id: created.id }, quiet);
    const writes = writesOf(backend.store, 'bmsSystemAdmin', created.id);
    expect(writes.map((w) => w.action)).toEqual(['删除', '禁用', '编辑', '新增']);
    expect(writes[2]?.changes).toContainEqual({ field: 'name', before: '日志测试', after: '日志测试改' });
    expect(writes[1]?.changes).toContainEqual({ field: 'status', before: 1, after: 0 });
    expect(writes.every((w) => w.by === '系统管理员' && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(w.at))).toBe(true);
    // Kept with the tables: it survives a reload and goes with 重置模拟数据.
    expect(backend.store.has(WRITE_LOG)).toBe(true);
    await backend.store.reset();
    expect(writesOf(backend.store, 'bmsSystemAdmin', created.id)).toEqual([]);
  });
});
