import * as XLSX from '@e965/xlsx';
import type { FieldMeta } from '@generated/manifest/types';
import { describe, expect, it } from 'vitest';
import * as zod from 'zod';
import { answerJob, type SchemaLoader } from './sheet-parse';
import { checkRows, IMPORT_MESSAGES, type ImportSpec } from './sheet-rows';

// Hand-written fixtures: the check depends on field metadata and a schema, not on one group's spec.
const fields: FieldMeta[] = [
  { name: 'account', title: '账号', type: 'string', required: true },
  { name: 'phone', title: '手机号', type: 'string', pattern: '^1[3-9]\\d{9}$' },
  { name: 'age', title: '年龄', type: 'integer' },
  { name: 'status', title: '状态', type: 'integer', enum: [0, 1], enumLabels: ['停用', '启用'] },
];
const schemas = {
  DemoSaveBody: zod.object({
    account: zod.string().min(1),
    phone: zod
      .string()
      .regex(/^1[3-9]\d{9}$/)
      .optional(),
    age: zod.number().int().optional(),
    status: zod.union([zod.literal(0), zod.literal(1)]).optional(),
  }),
};
const spec: ImportSpec = { group: 'demo', schema: 'DemoSaveBody', fields };
const header = ['账号', '手机号', '年龄', '状态'];

describe('checkRows: coercion and validation of an import in the sheet worker', () => {
  it('returns typed values for good rows (enum labels as values) and the forms’ zh-CN reason for bad ones', () => {
    const results = checkRows(
      {
        header,
        rows: [
          { row: 2, cells: ['zhang', '13900000001', '30', '启用'] },
          { row: 4, cells: ['li', '123', '', ''] },
          { row: 5, cells: ['', '13900000002', '', ''] },
          { row: 6, cells: ['wang', '', 'abc', '停用'] },
        ],
      },
      spec,
      schemas,
    );
    expect(results).toEqual([
      { row: 2, values: { account: 'zhang', phone: '13900000001', age: 30, status: 1 } },
      { row: 4, reason: '手机号格式不正确' },
      { row: 5, reason: '账号不能为空' },
      { row: 6, reason: '年龄类型不正确' },
    ]);
  });

  it('reads columns by their titles, in any order, ignoring unknown ones', () => {
    const results = checkRows({ header: ['备注', '状态', '账号'], rows: [{ row: 2, cells: ['x', '停用', 'zhao'] }] }, spec, schemas);
    expect(results).toEqual([{ row: 2, values: { account: 'zhao', status: 0 } }]);
  });

  it('refuses a sheet without data rows or without any of the template’s columns', () => {
    expect(() => checkRows({ header, rows: [] }, spec, schemas)).toThrow(IMPORT_MESSAGES.empty);
    expect(() => checkRows({ header: ['甲', '乙'], rows: [{ row: 2, cells: ['1', '2'] }] }, spec, schemas)).toThrow(IMPORT_MESSAGES.header);
  });

  it('reports progress up to the total', () => {
    const seen: [number, number][] = [];
    const rows = Array.from({ length: 300 }, (_, i) => ({ row: i + 2, cells: [`u${i}`, '', '', ''] }));
    checkRows({ header, rows }, spec, schemas, (done, total) => seen.push([done, total]));
    expect(seen[0]).toEqual([0, 300]);
    expect(seen.at(-1)).toEqual([300, 300]);
  });
});

function workbook(rows: unknown[][]): ArrayBuffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
}

const bytes = () => workbook([header, ['zhang', '13900000001', 30, '启用'], ['li', '123', '', '']]);

describe('answerJob: what a sheet worker answers', () => {
  it('reads the sheet and checks its rows with the schemas of the job’s group', async () => {
    const asked: string[] = [];
    const load: SchemaLoader = (group) => (asked.push(group), Promise.resolve(schemas));
    const answer = await answerJob({ bytes: bytes(), name: '名单.xlsx', spec }, load);
    expect(asked).toEqual(['demo']);
    expect(answer).toEqual({
      ok: true,
      results: [
        { row: 2, values: { account: 'zhang', phone: '13900000001', age: 30, status: 1 } },
        { row: 3, reason: '手机号格式不正确' },
      ],
    });
  });

  it('never loads a module for a group key that could leave generated/', async () => {
    const asked: string[] = [];
    const load: SchemaLoader = (group) => (asked.push(group), Promise.resolve(schemas));
    const answer = await answerJob({ bytes: bytes(), name: '名单.xlsx', spec: { ...spec, group: '../../etc' } }, load);
    expect(asked).toEqual([]);
    expect(answer).toMatchObject({ ok: false });
  });

  it('answers a refusal, not a crash, when the schemas cannot be loaded', async () => {
    const answer = await answerJob({ bytes: bytes(), name: '名单.xlsx', spec }, () => Promise.reject(new Error('offline')));
    expect(answer).toEqual({ ok: false, message: '无法读取文件内容，请使用下载的模板填写' });
  });
});
