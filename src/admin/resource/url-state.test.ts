import type { FieldMeta, ResourceMeta } from '@generated/manifest/types';
import { describe, expect, it } from 'vitest';
import { filterValue, filtersInForce, resourceSearch, sameSearch, screenSearch } from './url-state';

const KEYWORD: FieldMeta = { name: 'keyword', title: '关键字', type: 'string', maxLength: 100 };
const STATUS: FieldMeta = { name: 'status', title: '状态', type: 'integer', format: 'int32', enum: [0, 1] };
const DEPARTMENT: FieldMeta = { name: 'departmentId', title: '部门', type: 'integer', format: 'int64', minimum: 1 };
const START: FieldMeta = { name: 'startDate', title: '开始日期', type: 'string', format: 'date' };
const SENT: FieldMeta = { name: 'sendTime', title: '发送时间', type: 'string', format: 'date-time' };
const PHONE: FieldMeta = { name: 'phone', title: '手机号', type: 'string', pattern: '^1[3-9]\\d{9}$', maxLength: 11 };
const FIELDS = [KEYWORD, STATUS, DEPARTMENT, START];

describe('a filter value against its field', () => {
  it('integers: digits within range and format; an id is at least 1', () => {
    expect(filterValue(DEPARTMENT, '12')).toBe('12');
    expect(filterValue(DEPARTMENT, '007')).toBe('7');
    const bad = ['0', '-5', '1.5', 'abc', '1e3', '9007199254740993', '{"a":1}'];
    expect(bad.map((value) => filterValue(DEPARTMENT, value))).toEqual(bad.map(() => undefined));
    const count: FieldMeta = { name: 'n', title: 'n', type: 'integer', format: 'int32' };
    expect(filterValue(count, String(2 ** 31))).toBeUndefined();
    expect(filterValue(count, String(2 ** 31 - 1))).toBe(String(2 ** 31 - 1));
  });

  it('enums: only a declared value', () => {
    expect(filterValue(STATUS, '1')).toBe('1');
    expect(filterValue(STATUS, '7')).toBeUndefined();
    expect(filterValue({ name: 'display', title: '显示', type: 'string', enum: ['tv'] }, 'tv')).toBe('tv');
    expect(filterValue({ name: 'display', title: '显示', type: 'string', enum: ['tv'] }, 'TV')).toBeUndefined();
  });

  it('numbers and booleans', () => {
    const money: FieldMeta = { name: 'amount', title: '金额', type: 'number', minimum: 0 };
    expect(filterValue(money, '12.50')).toBe('12.5');
    expect(filterValue(money, '-1')).toBeUndefined();
    expect(filterValue(money, 'Infinity')).toBeUndefined();
    const flag: FieldMeta = { name: 'isTop', title: '置顶', type: 'boolean' };
    expect(filterValue(flag, 'true')).toBe('true');
    expect(filterValue(flag, '1')).toBeUndefined();
  });

  it('dates and date-times in the wire format, days that exist', () => {
    expect(filterValue(START, '2025-02-28')).toBe('2025-02-28');
    const bad = ['2025-02-30', '2025-2-3', '20250228', 'yesterday'];
    expect(bad.map((value) => filterValue(START, value))).toEqual(bad.map(() => undefined));
    expect(filterValue(SENT, '2025-02-28 08:00:00')).toBe('2025-02-28 08:00:00');
    expect(filterValue(SENT, '2025-02-28T08:00:00')).toBeUndefined();
  });

  it('texts: cut to maxLength; a search box keeps a partial value its pattern would refuse', () => {
    expect(filterValue(KEYWORD, '关'.repeat(100_000))).toBe('关'.repeat(100));
    expect(filterValue(PHONE, '139')).toBe('139');
    expect(filterValue(PHONE, '1391234567890123')).toBe('13912345678');
    expect(filterValue(KEYWORD, '   ')).toBeUndefined();
    expect(filterValue(KEYWORD, ' 张 ')).toBe('张');
  });

  it('arrays: the valid items, each by the item type', () => {
    const ids: FieldMeta = { name: 'ids', title: '所选', type: 'array', itemType: 'integer', items: { minimum: 1 } };
    expect(filterValue(ids, '1,x,0,3')).toBe('1,3');
    expect(filterValue(ids, 'x')).toBeUndefined();
  });

  // A pasted list is split on any run of commas (either width), 、 and spaces: no empty item between.
  it('arrays: text items separated by a comma and a space, or several separators, come out one each', () => {
    const names: FieldMeta = { name: 'names', title: '姓名', type: 'array', itemType: 'string' };
    expect(filterValue(names, '张三, 李四，，王五、 赵六')).toBe('张三,李四,王五,赵六');
  });
});

describe('filters in force', () => {
  it('keeps the valid filters of the screen and drops unknown names, inherited names included', () => {
    expect(filtersInForce({ keyword: '张', status: '9', departmentId: '2', unknown: '1', constructor: 'x' }, FIELDS)).toEqual({ keyword: '张', departmentId: '2' });
  });
});

describe('a screen search from the raw URL', () => {
  it('hostile paging falls back to the defaults and the URL is to be rewritten', () => {
    const hostile = [{ pageSize: 1_000_000_000 }, { pageNum: -5 }, { pageNum: 1.5 }, { pageNum: 'abc' }, { pageNum: 0 }, { pageSize: 17 }];
    const results = hostile.map((raw) => screenSearch(raw, FIELDS, true));
    expect(results).toEqual(hostile.map(() => ({ state: { pageNum: 1, pageSize: 15, filters: {} }, search: {}, rewrite: true })));
  });

  it('an object where a text belongs (keyword={"a":1}) is dropped, not sent as [object Object]', () => {
    const result = screenSearch({ keyword: { a: 1 }, status: 1 }, FIELDS, true);
    expect(result.state.filters).toEqual({ status: '1' });
    expect(result.search).toEqual({ status: 1 });
    expect(result.rewrite).toBe(true);
  });

  it('a valid URL stays as it is (no rewrite), the testers’ mock keys included', () => {
    const raw = { pageNum: 2, pageSize: 60, status: 1, keyword: '张', 'mock-scenario': '502', 'mock-latency': 3000 };
    const result = screenSearch(raw, FIELDS, true);
    expect(result.state).toEqual({ pageNum: 2, pageSize: 60, filters: { status: '1', keyword: '张' } });
    expect(result.search).toEqual(raw);
    expect(result.rewrite).toBe(false);
  });

  it('a link with a boolean filter (the workbench’s 已逾期: overdue=true) stays as it is', () => {
    const overdue: FieldMeta = { name: 'overdue', title: '已逾期', type: 'boolean' };
    expect(screenSearch({ overdue: true, status: 0 }, [overdue, STATUS], true)).toMatchObject({ search: { overdue: true, status: 0 }, rewrite: false });
  });

  it('a long keyword is cut in the URL too, and a numeric text keeps its leading zero', () => {
    expect(screenSearch({ keyword: 'a'.repeat(500) }, FIELDS, true).search).toEqual({ keyword: 'a'.repeat(100) });
    const code = screenSearch({ keyword: '0123' }, FIELDS, true);
    expect(code.search).toEqual({ keyword: '0123' });
    expect(code.rewrite).toBe(false);
  });

  it('a list that is not paged takes no page or size', () => {
    const result = screenSearch({ pageNum: 3, pageSize: 60, keyword: '张' }, FIELDS, false);
    expect(result.state).toEqual({ pageNum: 1, pageSize: 15, filters: { keyword: '张' } });
    expect(result.search).toEqual({ keyword: '张' });
  });
});

describe('a resource screen', () => {
  const resource: ResourceMeta = {
    key: 'bmsTestBoard',
    name: '看板',
    group: 'bms-test',
    basePath: '/api/bms/test/board',
    operations: [
      {
        operationId: 'bmsTestBoardList',
        action: 'list',
        kind: 'list',
        method: 'GET',
        path: '/api/bms/test/board/list',
        summary: '看板列表',
        permission: 'test:board:list',
        query: [{ name: 'pageNum', title: '页码', type: 'integer', minimum: 1 }, KEYWORD],
        body: [],
        bodyType: null,
        response: 'json',
        paged: true,
      },
    ],
  };

  it("takes its list's filters and what its refinement's own screen declares", () => {
    const board: FieldMeta = { name: 'board', title: '看板', type: 'integer', minimum: 1 };
    expect(resourceSearch({ keyword: '张', board: 12, other: 1 }, resource, undefined).search).toEqual({ keyword: '张' });
    expect(resourceSearch({ keyword: '张', board: 12, other: 1 }, resource, { search: () => [board] }).search).toEqual({ keyword: '张', board: 12 });
    expect(resourceSearch({ board: 'x' }, resource, { search: () => [board] }).search).toEqual({});
  });
});

describe('same search', () => {
  it('compares keys and values; an undefined value is no key', () => {
    expect(sameSearch({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameSearch({ a: 1 }, { a: '1' })).toBe(false);
    expect(sameSearch({ a: 1 }, { a: 1, c: 2 })).toBe(false);
  });
});
