import { groups, loadGroup } from '@generated/manifest/index';
import type { FieldMeta, OperationMeta } from '@generated/manifest/types';
import { getResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { createNodeBackend } from '../node';
import { coerceParams } from './coerce';
import { fieldsProblem, normaliseDateTime, readBody } from './contract';

/**
 * One test per refusal rule of the mock backend (mocks/backend/contract.ts, backend.ts): what a backend
 * refuses is refused with the envelope {code ≠ 0, msg in zh-CN}; what it accepts still works.
 */
let backend: ReturnType<typeof createNodeBackend>;
beforeEach(() => {
  backend = createNodeBackend();
});

interface Envelope {
  code: number;
  msg: string;
  data?: { pageList?: { id: number; [key: string]: unknown }[]; total?: number; [key: string]: unknown };
}

async function call(method: string, path: string, options: { query?: Record<string, string | string[]>; form?: Record<string, string | string[]> } = {}) {
  const url = new URL(`http://localhost${path}`);
  for (const [name, value] of Object.entries(options.query ?? {})) for (const v of [value].flat()) url.searchParams.append(name, v);
  const body = options.form ? new URLSearchParams() : undefined;
  for (const [name, value] of Object.entries(options.form ?? {})) for (const v of [value].flat()) body?.append(name, v);
  const response = await getResponse(backend.handlers, new Request(url, { method, body }));
  if (!response) throw new Error(`no answer for ${method} ${path}`);
  const json = (response.headers.get('content-type') ?? '').includes('json') ? ((await response.json()) as Envelope) : undefined;
  return { status: response.status, headers: response.headers, json };
}

const ADMIN = '/api/bms/system/admin';
const adminRows = async () => (await call('GET', `${ADMIN}/list`, { query: { pageNum: '1', pageSize: '1000' } })).json!.data!;

/** Assets recycle applies to (x-states: 已分配 or 维修中), the first two. */
function recyclable<T extends { id: number; [key: string]: unknown }>(rows: T[]): T[] {
  return rows.filter((r) => r.status === 2 || r.status === 3).slice(0, 2);
}

describe('refusals: missing and mistyped parameters (code 40000)', () => {
  it('refuses a call without a required query parameter (positionMenu/listByPosition without positionId)', async () => {
    const answer = await call('GET', '/api/bms/system/positionMenu/listByPosition');
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ code: 40000, msg: '岗位不能为空' });
    expect((await call('GET', '/api/bms/system/positionMenu/listByPosition', { query: { positionId: '3' } })).json?.code).toBe(0);
  });

  it('counts an empty value as missing', async () => {
    expect((await call('GET', `${ADMIN}/detail`, { query: { id: '' } })).json).toEqual({ code: 40000, msg: 'ID不能为空' });
  });

  it('refuses wrong types in the query: text for an integer, an enum value outside the enum, a bad date', async () => {
    expect((await call('GET', `${ADMIN}/detail`, { query: { id: 'abc' } })).json).toEqual({ code: 40000, msg: 'ID类型不正确' });
    expect((await call('GET', `${ADMIN}/detail`, { query: { id: '1.5' } })).json?.code).toBe(40000);
    expect((await call('GET', `${ADMIN}/list`, { query: { status: 'abc' } })).json?.msg).toBe('状态的取值无效');
    expect((await call('GET', `${ADMIN}/list`, { query: { status: '7' } })).json?.code).toBe(40000);
    expect((await call('GET', `${ADMIN}/list`, { query: { pageSize: '5000' } })).json?.msg).toBe('每页条数不能超过 1000');
    expect((await call('GET', `${ADMIN}/list`, { query: { pageNum: '0' } })).json?.msg).toBe('页码不能小于 1');
  });

  it('refuses a missing or mistyped body field (PUT able without status, with status=abc)', async () => {
    const [row] = (await adminRows()).pageList!;
    expect((await call('PUT', `${ADMIN}/able`, { form: { id: String(row!.id) } })).json).toEqual({ code: 40000, msg: '状态不能为空' });
    expect((await call('PUT', `${ADMIN}/able`, { form: { id: String(row!.id), status: 'abc' } })).json?.code).toBe(40000);
  });

  it('refuses an oversize string where the spec bounds it', async () => {
    const answer = await call('POST', `${ADMIN}/save`, { form: { account: 'zhang.wei', name: '张'.repeat(33), phone: '13912345678', departmentId: '3' } });
    expect(answer.json).toEqual({ code: 40000, msg: '姓名不能超过 32 个字符' });
  });

  it('refuses HTML content over its maxLength (an article body), and takes one at the limit', async () => {
    const SITE_CONTENT = '/api/cms/web/siteContent';
    const [row] = (await call('GET', `${SITE_CONTENT}/list`, { query: { pageNum: '1', pageSize: '15' } })).json!.data!.pageList!;
    const over = await call('POST', `${SITE_CONTENT}/save`, { form: { id: String(row!.id), content: `<p>${'长'.repeat(100_000)}</p>` } });
    expect(over.json).toEqual({ code: 40000, msg: '正文（HTML）不能超过 100000 个字符' });
    const atLimit = `<p>${'长'.repeat(100_000 - 7)}</p>`;
    expect((await call('POST', `${SITE_CONTENT}/save`, { form: { id: String(row!.id), content: atLimit } })).json?.code).toBe(0);
    const detail = await call('GET', `${SITE_CONTENT}/detail`, { query: { id: String(row!.id) } });
    expect(detail.json?.data?.content).toHaveLength(100_000);
  });

  it('refuses a generated (stateless) answer its required input too: a multipart action without its file', async () => {
    const answer = await getResponse(backend.handlers, new Request('http://localhost/api/bms/extension/other/md5', { method: 'POST', body: new FormData() }));
    expect(await answer?.json()).toEqual({ code: 40000, msg: expect.stringMatching(/不能为空$/) });
  });
});

describe('save: create needs every required field; update may leave fields out', () => {
  it('refuses a create without a required field', async () => {
    const answer = await call('POST', `${ADMIN}/save`, { form: { account: 'li.lei', name: '李雷', departmentId: '3' } });
    expect(answer.json).toEqual({ code: 40000, msg: '手机号不能为空' });
  });

  it('updates only the fields sent, keeps the rest, and still checks what is sent', async () => {
    const [row] = (await adminRows()).pageList!;
    expect((await call('POST', `${ADMIN}/save`, { form: { id: String(row!.id), name: '改名' } })).json?.code).toBe(0);
    const after = (await adminRows()).pageList!.find((r) => r.id === row!.id)!;
    expect(after).toMatchObject({ name: '改名', account: row!.account, phone: row!.phone });
    expect((await call('POST', `${ADMIN}/save`, { form: { id: String(row!.id), phone: '123' } })).json?.msg).toBe('手机号格式不正确');
  });

  it('a created record has every field the list declares required', async () => {
    const group = await loadGroup['bms-system']!();
    const list = group.resources.find((r) => r.key === 'bmsSystemAdmin')!.operations.find((o) => o.kind === 'list')!;
    const required = list.dataFields!.filter((f) => f.required).map((f) => f.name);
    for (let i = 0; i < 40; i += 1) {
      const form = { account: `user${i}`, name: `用户${i}`, phone: `139${String(i).padStart(8, '0')}`, departmentId: '3' };
      expect((await call('POST', `${ADMIN}/save`, { form })).json?.code).toBe(0);
    }
    for (const row of (await adminRows()).pageList!.slice(0, 40)) for (const name of required) expect(row[name], `${row.account as string}.${name}`).toBeDefined();
  });

  it('accepts what the app sends: numbers as strings, unknown extra fields (platform), date-times in the wire format', async () => {
    expect((await call('POST', `${ADMIN}/save`, { form: { account: 'han.mei', name: '韩梅', phone: '13912345670', departmentId: '3', platform: 'web' } })).json?.code).toBe(0);
    expect(normaliseDateTime('2026-03-01 08:00:00')).toBe('2026-03-01T08:00:00Z');
    expect(normaliseDateTime('2026-03-01T08:00')).toBe('2026-03-01T08:00:00Z');
    const nextFollowTime: FieldMeta = { name: 'nextFollowTime', title: '下次跟进时间', type: 'string', format: 'date-time' };
    for (const value of ['2026-03-01 08:00:00', '2026-03-01T08:00:00Z', '2026-03-01T08:00:00+08:00'])
      expect(fieldsProblem([nextFollowTime], { nextFollowTime: value })).toBeUndefined();
    expect(fieldsProblem([nextFollowTime], { nextFollowTime: '2026-13-01 08:00:00' })).toBe('下次跟进时间格式不正确');
  });
});

describe('refusals: unknown ids (code 40004)', () => {
  it('detail, remove, able and named actions on an id that does not exist', async () => {
    expect((await call('GET', `${ADMIN}/detail`, { query: { id: '99999999' } })).json).toEqual({ code: 40004, msg: '记录不存在或已被删除（ID：99999999）' });
    expect((await call('DELETE', `${ADMIN}/remove`, { query: { id: '99999999' } })).json?.code).toBe(40004);
    expect((await call('PUT', `${ADMIN}/able`, { form: { id: '99999999', status: '0' } })).json?.code).toBe(40004);
    expect((await call('PUT', `${ADMIN}/resetPassword`, { form: { id: '99999999' } })).json?.code).toBe(40004);
    expect((await call('POST', `${ADMIN}/save`, { form: { id: '99999999', name: '无此人' } })).json?.code).toBe(40004);
  });

  it('every id of `ids` must exist (PUT assetContent/recycle ids=99999999), or nothing changes', async () => {
    expect((await call('PUT', '/api/bms/asset/assetContent/recycle', { form: { ids: '99999999' } })).json).toEqual({ code: 40004, msg: '记录不存在或已被删除（ID：99999999）' });
    const list = await call('GET', '/api/bms/asset/assetContent/list', { query: { pageSize: '1000' } });
    // Records recycle applies to (x-states: 已分配 or 维修中), so only the unknown id can refuse it.
    const [first, second] = recyclable(list.json!.data!.pageList!);
    const mixed = await call('PUT', '/api/bms/asset/assetContent/recycle', { form: { ids: [String(first!.id), '99999998', String(second!.id)] } });
    expect(mixed.json).toEqual({ code: 40004, msg: '记录不存在或已被删除（ID：99999998）' });
    const after = await call('GET', '/api/bms/asset/assetContent/list', { query: { pageSize: '1000' } });
    expect(recyclable(after.json!.data!.pageList!)).toEqual([first, second]);
    expect((await call('PUT', '/api/bms/asset/assetContent/recycle', { form: { ids: [String(first!.id), String(second!.id)] } })).json?.code).toBe(0);
  });
});

describe('refusals: methods a path does not serve (HTTP 405 + Allow)', () => {
  it('PATCH, PUT or DELETE on a GET path: 405, the envelope, and Allow', async () => {
    for (const method of ['PATCH', 'PUT', 'DELETE', 'POST']) {
      const answer = await call(method, `${ADMIN}/list`);
      expect(answer.status).toBe(405);
      expect(answer.headers.get('allow')).toBe('GET, HEAD');
      expect(answer.json).toEqual({ code: 40005, msg: `不支持 ${method} 请求方式，该接口支持 GET、HEAD` });
    }
    expect((await call('GET', `${ADMIN}/save`)).headers.get('allow')).toBe('POST');
  });

  it('HEAD is a GET without its body; OPTIONS lists the methods; an unknown path stays a 404', async () => {
    const head = await getResponse(backend.handlers, new Request(`http://localhost${ADMIN}/list`, { method: 'HEAD' }));
    expect(head?.status).toBe(200);
    expect(head?.body).toBeNull();
    const options = await call('OPTIONS', `${ADMIN}/list`);
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect((await call('PATCH', '/api/bms/nothing/here')).status).toBe(404);
  });

  it('a method fetch cannot carry (TRACE) gets the same 405 through the node backend', async () => {
    const answer = await backend.undeclaredMethod('TRACE', `http://localhost${ADMIN}/list`);
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET, HEAD');
    expect(((await answer.json()) as Envelope).code).toBe(40005);
  });
});

describe('own names only: prototype keys are unknown keys', () => {
  const PROTO = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'];

  it('neither crash nor empty a list, and count as no filter', async () => {
    const plain = await call('GET', `${ADMIN}/list`, { query: { pageSize: '1000' } });
    for (const key of PROTO) {
      const noisy = await call('GET', `${ADMIN}/list`, { query: { pageSize: '1000', [key]: 'x' } });
      expect(noisy.json?.code, `${key}`).toBe(0);
      expect(noisy.json?.data?.total, `${key}`).toBe(plain.json?.data?.total);
    }
    // On a table already seeded (the filtered path), too.
    await call('GET', `${ADMIN}/list`, { query: { name: '不存在' } });
    const all = await call('GET', `${ADMIN}/list`, { query: Object.fromEntries(PROTO.map((k) => [k, ['x', 'y']])) });
    expect(all.json?.data?.total).toBe(plain.json?.data?.total);
  });

  it('never reach an object as inherited members or set its prototype', () => {
    const fields: FieldMeta[] = [{ name: 'status', title: '状态', type: 'integer' }];
    const out = coerceParams(new URLSearchParams('__proto__=1&__proto__=2&constructor=x&status=1'), fields);
    expect(out).toEqual({ status: 1 });
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
  });
});

describe('list filters are search boxes', () => {
  it('a partial value of a patterned free-text filter is a filter, not a refusal', async () => {
    const candidates: { op: OperationMeta; field: FieldMeta }[] = [];
    for (const summary of groups) {
      const group = await loadGroup[summary.key]!();
      for (const op of group.resources.flatMap((r) => r.operations)) {
        const field = op.kind === 'list' ? op.query.find((f) => f.pattern && !f.enum && !f.format && !f.required) : undefined;
        if (field && !op.query.some((f) => f.required && f.default === undefined)) candidates.push({ op, field });
      }
    }
    expect(candidates.length).toBeGreaterThan(0);
    const { op, field } = candidates[0]!;
    const answer = await call('GET', op.path, { query: { [field.name]: '2' } });
    expect(answer.json?.code, `${op.path}?${field.name}=2`).toBe(0);
  });
});

describe('formats and multipart bodies', () => {
  it('refuses a date that does not exist with 「…格式不正确」', () => {
    const startDate: FieldMeta = { name: 'startDate', title: '开始日期', type: 'string', format: 'date' };
    expect(fieldsProblem([startDate], { startDate: '2026-02-28' })).toBeUndefined();
    expect(fieldsProblem([startDate], { startDate: '2026-02-30' })).toBe('开始日期格式不正确');
    expect(fieldsProblem([startDate], { startDate: '2026/02/01' })).toBe('开始日期格式不正确');
  });

  it('reads a multipart field sent empty as not sent (the required check then says 「不能为空」)', async () => {
    const fields: FieldMeta[] = [
      { name: 'title', title: '标题', type: 'string', required: true },
      { name: 'count', title: '数量', type: 'integer' },
      { name: 'tags', title: '标签', type: 'array', itemType: 'string' },
      { name: 'remark', title: '备注', type: 'string' },
    ];
    const operation = { operationId: 'upload', kind: 'action', method: 'POST', path: '/api/x/upload', query: [], body: fields, bodyType: 'multipart' } as unknown as OperationMeta;
    const form = new FormData();
    form.append('title', '');
    form.append('count', '');
    form.append('tags', '');
    form.append('tags', '在职');
    form.append('remark', '备注');
    const body = await readBody(new Request('http://localhost/api/x/upload', { method: 'POST', body: form }), operation);
    expect(body).toStrictEqual({ tags: ['在职'], remark: '备注' });
    expect(fieldsProblem(fields, body!)).toBe('标题不能为空');
  });
});
