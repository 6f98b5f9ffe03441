import type { FieldMeta, OperationMeta, ResourceMeta } from '@generated/manifest/types';
import { describe, expect, it } from 'vitest';
import { createRow, prepareRelations, seedTable } from './demo-data';
import { DEPARTMENTS } from './vocabulary';

const operation = (kind: OperationMeta['kind'], extra: Partial<OperationMeta> = {}): OperationMeta => ({
  operationId: kind,
  action: kind,
  kind,
  method: kind === 'list' ? 'GET' : 'POST',
  path: `/api/test/${kind}`,
  summary: kind,
  permission: `test:${kind}`,
  query: [],
  body: [],
  bodyType: kind === 'list' ? null : 'form',
  response: 'json',
  ...extra,
});

const resource = (key: string, operations: OperationMeta[]): ResourceMeta => ({ key, name: '测试', group: 'test', basePath: '/api/test', operations });

describe('rows of a resource', () => {
  it('without a paged list: a created record is what was sent, with its id (nothing to derive)', async () => {
    const noList = resource('testNoList', [operation('save', { body: [{ name: 'name', title: '名称', type: 'string', required: true }] })]);
    await expect(prepareRelations(noList)).resolves.toBeUndefined();
    expect(createRow(noList, { name: '样例' }, 5)).toEqual({ name: '样例', id: 5 });
  });

  it('keeps its own id: a label of the row id names the record with that id (a 1:1 profile of a department)', async () => {
    // The key only gives the table a size (a list of the bms-system spec); the fields are this test's own.
    const fields: FieldMeta[] = [
      { name: 'id', title: '部门', type: 'integer', required: true, ref: { resource: 'bmsSystemDepartment', label: 'name' } },
      { name: 'departmentName', title: '部门名称', type: 'string', labelOf: 'id' },
    ];
    const profile = resource('bmsSystemAdmin', [operation('list', { paged: true, dataFields: fields })]);
    await prepareRelations(profile);
    const rows = seedTable(profile, 1).filter((r) => r.id <= DEPARTMENTS.length);
    expect(rows).toHaveLength(DEPARTMENTS.length);
    for (const row of rows) expect(row.departmentName).toBe(DEPARTMENTS.find((d) => d.id === row.id)!.name);
  });
});
