import type { FieldMeta } from '@generated/manifest/types';
import { describe, expect, it } from 'vitest';
import { bookkeeping, logEntries, writeEntries } from './history-entries';

const FIELDS: FieldMeta[] = [
  { name: 'name', title: '姓名', type: 'string' },
  { name: 'status', title: '状态', type: 'integer', enum: [1, 2], enumLabels: ['待跟进', '跟进中'] },
  { name: 'ownerId', title: '负责人', type: 'integer', ref: { resource: 'bmsSystemAdmin', label: 'name' } },
  { name: 'ownerName', title: '负责人', type: 'string', labelOf: 'ownerId' },
];

describe('a record’s history', () => {
  it('starts with what the record says of itself: created, and last changed when that differs', () => {
    expect(bookkeeping({ createTime: '2026-01-01 08:00:00', createBy: '甲', updateTime: '2026-01-02 08:00:00' })).toEqual([
      { key: 'created', at: '2026-01-01 08:00:00', by: '甲', what: '创建', details: [] },
      { key: 'updated', at: '2026-01-02 08:00:00', by: undefined, what: '最后修改', details: [] },
    ]);
    expect(bookkeeping({ id: 1 })).toEqual([]);
  });

  it('reads the mock’s writes as staff read the fields: labels, and a reference by its label only', () => {
    const [edit] = writeEntries(
      [
        {
          at: '2026-01-03 10:00:00',
          by: '系统管理员',
          action: '编辑',
          changes: [
            { field: 'status', before: 1, after: 2 },
            { field: 'ownerId', before: 3, after: 4 },
            { field: 'ownerName', before: '张三', after: '李四' },
            { field: 'unknown', after: 1 },
          ],
        },
      ],
      FIELDS,
    );
    expect(edit).toMatchObject({ at: '2026-01-03 10:00:00', by: '系统管理员', what: '编辑', details: ['状态：待跟进 → 跟进中', '负责人：张三 → 李四'] });
  });

  it('turns a related log record into a dated entry that links to it, without the reference back here', () => {
    const list = { resource: 'umsPromoteCirculate', field: 'clueId', title: '线索流转记录', filter: true };
    const fields: FieldMeta[] = [
      { name: 'clueId', title: '线索', type: 'integer', ref: { resource: 'umsPromoteClue', label: 'name' } },
      { name: 'clueName', title: '线索', type: 'string', labelOf: 'clueId' },
      { name: 'circulateType', title: '流转方式', type: 'integer', enum: [1, 2], enumLabels: ['分配', '领取'] },
      { name: 'createBy', title: '操作人', type: 'string' },
      { name: 'createTime', title: '时间', type: 'string', format: 'date-time' },
    ];
    const rows = [
      { id: 7, clueId: 1, clueName: '王五', circulateType: 1, createBy: '李招生', createTime: '2026-01-02 09:00:00' },
      { id: 8, clueId: 1, clueName: '王五', circulateType: 2 },
    ];
    expect(logEntries(list, { name: '线索流转记录', fields, rows })).toEqual([
      { key: 'umsPromoteCirculate.clueId-7', at: '2026-01-02 09:00:00', by: '李招生', what: '线索流转记录', details: ['流转方式：分配'], href: undefined },
    ]);
  });
});
