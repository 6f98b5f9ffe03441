import type { FieldMeta } from '@generated/manifest/types';
import { describe, expect, it } from 'vitest';
import { recordSections } from './record-fields';

const FIELDS: FieldMeta[] = [
  { name: 'id', title: 'ID', type: 'integer' },
  { name: 'name', title: '名称', type: 'string' },
  { name: 'status', title: '状态', type: 'integer', enum: [0, 1], enumLabels: ['禁用', '启用'] },
  { name: 'departmentId', title: '部门', type: 'integer', ref: { resource: 'bmsSystemDepartment', label: 'name' } },
  { name: 'departmentName', title: '部门', type: 'string', labelOf: 'departmentId' },
  { name: 'ownerId', title: '负责人', type: 'integer', ref: { resource: 'bmsSystemAdmin', label: 'name' } },
  { name: 'content', title: '正文', type: 'string', widget: 'html', maxLength: 100000 },
  { name: 'remark', title: '备注', type: 'string', semantic: 'remark', maxLength: 500 },
  { name: 'createBy', title: '创建人', type: 'string' },
  { name: 'createTime', title: '创建时间', type: 'string', format: 'date-time' },
];

describe('a record page’s field groups', () => {
  it('groups own values, references, texts and bookkeeping, in the spec’s order within each', () => {
    expect(recordSections(FIELDS).map((s) => [s.title, s.fields.map((f) => f.name)])).toEqual([
      ['基本信息', ['name', 'status']],
      ['关联信息', ['departmentName', 'ownerId']],
      ['内容', ['content', 'remark']],
      ['记录信息', ['createBy', 'createTime']],
    ]);
  });

  it('leaves out groups with no field', () => {
    expect(recordSections(FIELDS.slice(0, 3)).map((s) => s.title)).toEqual(['基本信息']);
  });
});
