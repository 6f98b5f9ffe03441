import * as XLSX from '@e965/xlsx';
import type { FieldMeta } from '@generated/manifest/types';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createNodeBackend } from '../node';
import { writeSheet } from './xlsx';

async function rowsOf(bytes: ArrayBuffer | Blob): Promise<unknown[][]> {
  const data = bytes instanceof Blob ? await bytes.arrayBuffer() : bytes;
  const book = XLSX.read(new Uint8Array(data), { type: 'array' });
  return XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
}

const ID_CARD: FieldMeta = { name: 'idCardNo', title: '身份证号', type: 'string', widget: 'idCard' };
const NAME: FieldMeta = { name: 'name', title: '姓名', type: 'string' };

describe('exports (writeSheet)', () => {
  it('mask ID-card numbers as lists do: an exported file travels further than a screen', async () => {
    const rows = await rowsOf(await writeSheet([NAME, ID_CARD], [{ id: 1, name: '张伟', idCardNo: '110101199003071234' }]));
    expect(rows).toEqual([
      ['姓名', '身份证号'],
      ['张伟', '110101********1234'],
    ]);
  });

  it('of a screen with ID-card numbers (实名认证) carry none in full', async () => {
    const backend = createNodeBackend();
    const list = await getResponse(backend.handlers, new Request('http://localhost/api/ums/user/realName/list?pageNum=1&pageSize=1000'));
    const listed = ((await list!.json()) as { data: { pageList: { idCardNo: string }[] } }).data.pageList;
    expect(listed.length).toBeGreaterThan(0);
    const exported = await getResponse(backend.handlers, new Request('http://localhost/api/ums/user/realName/export'));
    const sheet = await rowsOf(await exported!.blob());
    const column = (sheet[0] as string[]).indexOf('身份证号');
    expect(column).toBeGreaterThanOrEqual(0);
    for (const row of sheet.slice(1)) expect(String(row[column])).toMatch(/^\d{6}\*{8}[\dX]{4}$/);
    expect(sheet.flat().some((cell) => listed.some((r) => String(cell) === r.idCardNo))).toBe(false);
  });
});
