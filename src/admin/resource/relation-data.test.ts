import type { FieldMeta, OperationMeta, ResourceMeta } from '@generated/manifest/types';
import { describe, expect, it } from 'vitest';
import { buildTree, filterTree, flattenTree, listOf, relationControl, relationTitle, rowsOfAnswer, searchParam, tableFields } from './relation-data';

const list = (query: string[]) => ({ query: query.map((name) => ({ name, title: name, type: 'string' })) }) as unknown as OperationMeta;

describe('relation helpers', () => {
  it('gives a reference a tree select when its target is a tree, a list picker otherwise, and nothing else a picker', () => {
    expect(relationControl({ ref: { resource: 'd', label: 'name', tree: 'tree' } })).toBe('tree');
    expect(relationControl({ ref: { resource: 'a', label: 'name' } })).toBe('list');
    expect(relationControl({})).toBeUndefined();
  });

  it("searches by the list's keyword, else by the label field's own filter, else not on the server", () => {
    expect(searchParam(list(['pageNum', 'keyword', 'name']), 'name')).toBe('keyword');
    expect(searchParam(list(['pageNum', 'name', 'phone']), 'name')).toBe('name');
    expect(searchParam(list(['pageNum', 'phone']), 'name')).toBeUndefined();
    expect(searchParam(undefined, 'name')).toBeUndefined();
  });

  it('reads paged and plain answers', () => {
    expect(rowsOfAnswer({ data: { pageList: [{ id: 1 }], total: 9 } })).toEqual({ rows: [{ id: 1 }], total: 9 });
    expect(rowsOfAnswer({ data: [{ id: 1 }, { id: 2 }] })).toEqual({ rows: [{ id: 1 }, { id: 2 }], total: 2 });
    expect(rowsOfAnswer({ data: null })).toEqual({ rows: [], total: 0 });
    expect(rowsOfAnswer({ data: { pageList: Array.from({ length: 2000 }, (_, id) => ({ id })), total: 2000 } }, 20).rows).toHaveLength(20);
    expect(() => rowsOfAnswer({ data: { pageList: {}, total: 1 } })).toThrow('服务器返回了无法识别的数据');
  });

  it('builds a tree from a flat parentId list or nested children; an orphan is a root, nothing is lost', () => {
    const flat = buildTree(
      [
        { id: 1, name: '总部', parentId: 0 },
        { id: 2, name: '招生一部', parentId: 1 },
        { id: 5, name: '孤儿', parentId: 99 },
      ],
      'name',
    );
    expect(flat.map((n) => [n.label, n.children.map((c) => c.label)])).toEqual([
      ['总部', ['招生一部']],
      ['孤儿', []],
    ]);
    const nested = buildTree([{ id: 1, name: '总部', children: [{ id: 2, name: '一部', children: [{ id: 3, name: '一组' }] }] }], 'name');
    expect(flattenTree(nested).map((n) => `${n.label}:${String(n.parentId)}`)).toEqual(['总部:undefined', '一部:1', '一组:2']);
  });

  it("filters a tree by keyword, keeping each match's ancestors and opening them", () => {
    const tree = buildTree(
      [
        { id: 1, name: '总部', parentId: 0 },
        { id: 2, name: '招生一部', parentId: 1 },
        { id: 3, name: '财务部', parentId: 1 },
        { id: 4, name: '一部甲组', parentId: 2 },
      ],
      'name',
    );
    const { nodes, expanded } = filterTree(tree, '甲');
    expect(flattenTree(nodes).map((n) => n.label)).toEqual(['总部', '招生一部', '一部甲组']);
    expect([...expanded].toSorted()).toEqual(['1', '2']);
    expect(filterTree(tree, '  ').nodes).toBe(tree);
  });

  it('drops a reference column whose label the row carries, and titles a bare reference column by its record', () => {
    const fields: FieldMeta[] = [
      { name: 'departmentId', title: '部门ID', type: 'integer', ref: { resource: 'd', label: 'name' } },
      { name: 'departmentName', title: '部门', type: 'string', labelOf: 'departmentId' },
      { name: 'ownerId', title: '负责人ID', type: 'integer', ref: { resource: 'a', label: 'name' } },
    ];
    expect(tableFields(fields).map((f) => f.name)).toEqual(['departmentName', 'ownerId']);
    expect(relationTitle(fields[2]!)).toBe('负责人');
    expect(relationTitle({ title: '部门ID' })).toBe('部门ID');
  });

  it('drops an ID or 编号 only at the end of a reference column title', () => {
    const ref = { resource: 'r', label: 'name' };
    expect(relationTitle({ title: '编号规则', ref })).toBe('编号规则');
    expect(relationTitle({ title: 'ID卡类型', ref })).toBe('ID卡类型');
    expect(relationTitle({ title: '合同编号', ref })).toBe('合同');
  });
});

const operation = (operationId: string, kind: OperationMeta['kind'], paged?: true) => ({ operationId, kind, ...(paged ? { paged } : {}) }) as OperationMeta;
const withOperations = (...operations: OperationMeta[]) => ({ key: 'r', operations }) as unknown as ResourceMeta;

describe('the list a picker loads its options from', () => {
  it('is the paged list when the resource has one, even after an unpaged list or another paged call', () => {
    const resource = withOperations(
      operation('detail', 'detail'),
      operation('cacheList', 'list'),
      // A paged call that is not the list (content for the public site) must not be taken for it.
      operation('listForClient', 'action', true),
      operation('broadcastList', 'list', true),
    );
    expect(listOf(resource)?.operationId).toBe('broadcastList');
  });

  it('is the first list otherwise, and none for a resource without a list', () => {
    expect(listOf(withOperations(operation('detail', 'detail'), operation('tree', 'list'), operation('recordList', 'list')))?.operationId).toBe('tree');
    expect(listOf(withOperations(operation('detail', 'detail'), operation('save', 'save')))).toBeUndefined();
  });
});
