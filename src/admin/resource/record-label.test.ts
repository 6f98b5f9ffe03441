import type { FieldMeta } from '@generated/manifest/types';
import { describe, expect, it } from 'vitest';
import { labelField, recordLabel } from './record-label';

const text = (name: string, title: string): FieldMeta => ({ name, title, type: 'string' });
const id = (name: string, title: string): FieldMeta => ({ name, title, type: 'integer' });

describe('labelField', () => {
  it('prefers a field that names the record itself', () => {
    expect(labelField([id('id', 'ID'), text('account', '账号'), text('name', '姓名'), text('departmentName', '部门')])).toBe('name');
    expect(labelField([id('id', 'ID'), text('title', '标题')])).toBe('title');
  });

  it('takes an xxxName that says it is a name, but never the label of a reference', () => {
    expect(labelField([id('id', 'ID'), text('holidayName', '节假日名称')])).toBe('holidayName');
    expect(labelField([id('adminId', '管理员ID'), text('adminName', '管理员'), id('departmentId', '部门ID'), text('departmentName', '部门')])).toBeUndefined();
    expect(labelField([text('auditorName', '审核人')])).toBeUndefined();
  });
});

describe('recordLabel', () => {
  it('names a record by its label, else by its id', () => {
    expect(recordLabel({ id: 3, name: ' 张三 ' }, 'name')).toBe('张三');
    expect(recordLabel({ id: 3, name: '' }, 'name')).toBe('ID 3');
    expect(recordLabel({ id: 3 }, undefined)).toBe('ID 3');
  });
});
