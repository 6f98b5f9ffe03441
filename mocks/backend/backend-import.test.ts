import { group } from '@generated/manifest/ums-promote';
import { umsPromoteAdmissionsClueList, umsPromoteAdmissionsClueUpload } from '@generated/ums-promote/client/ums-promote';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/test/msw-server';
import { createNodeBackend } from '../node';

const quiet = { message: false, loading: false } as const;
const clue = group.resources.find((r) => r.key === 'umsPromoteAdmissionsClue')!;
const form = clue.operations.find((o) => o.kind === 'save')!.body.filter((f) => f.name !== 'id');

beforeEach(() => {
  server.use(...createNodeBackend().handlers);
});

const csv = (lines: string[]) => `${lines.join('\r\n')}\r\n`;

describe('import: x-unique', () => {
  it('a row whose phone a lead already has fails, naming that lead; the other rows are kept', async () => {
    const taken = (await umsPromoteAdmissionsClueList({ pageNum: 1, pageSize: 1 }, quiet)).data!.pageList[0]! as unknown as Record<string, unknown>;
    // The other cells copied from that lead, so only the phone can make a row fail.
    const cells = (phone: string, name: string) => form.map((f) => (f.name === 'phone' ? phone : f.name === 'name' ? name : String(taken[f.name] ?? '')));
    const text = csv([form.map((f) => f.title).join(','), cells(String(taken.phone), '重复线索').join(','), cells('19900001234', '新线索').join(',')]);
    const result = (await umsPromoteAdmissionsClueUpload({ file: new File([text], '线索.csv') }, quiet)).data!;
    expect(result).toMatchObject({ total: 2, success: 1, failed: 1 });
    expect(result.errors).toEqual([{ row: 2, reason: `手机号「${String(taken.phone)}」已存在（招生线索「${String(taken.name)}」）` }]);
  });
});
