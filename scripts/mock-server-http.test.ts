import { execFileSync } from 'node:child_process';
import { Readable } from 'node:stream';
import { groups, loadGroup } from '@generated/manifest/index';
import type { FieldMeta } from '@generated/manifest/types';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnMockServer } from './mock-server-child.ts';
import { BODY_LIMITS, bodyLimit, readLimitedBody } from './mock-server.ts';

/**
 * `npm run mock:server` over real HTTP, sent from child processes: the unit tests' msw interceptor in
 * this one would read a whole body itself, and cannot represent a TRACE request. One server for the
 * file (starting one loads the handlers through Vite: seconds of CPU).
 *
 * It refuses a request body over its limit with HTTP 413 and the envelope, before any handler (or the
 * store) sees it: a 50 MB article body once made every later list page 52 MB. A method a fetch
 * `Request` cannot carry (TRACE) it answers like any method a path does not serve (405 + Allow),
 * never with a 500.
 */
const { port, stop } = spawnMockServer();
afterAll(stop);

interface Answer {
  status: number;
  body: string;
}

const MB = 1024 * 1024;
const SAVE = '/api/cms/web/siteContent/save';

/**
 * POSTs `bytes` of body (a form field `content=aaa…`, or a multipart file part of that size), in 64 kB
 * writes; `chunked` leaves Content-Length out so only counting what arrives can catch it.
 */
function post(at: number, path: string, bytes: number, options: { multipart?: boolean; chunked?: boolean } = {}): Answer {
  const probe = `
const http = require('node:http');
const multipart = ${options.multipart === true};
const boundary = 'limit-test-boundary';
const head = multipart ? '--' + boundary + '\\r\\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\\r\\nContent-Type: application/octet-stream\\r\\n\\r\\n' : 'content=';
const tail = multipart ? '\\r\\n--' + boundary + '--\\r\\n' : '';
const size = ${bytes};
const headers = { 'Content-Type': multipart ? 'multipart/form-data; boundary=' + boundary : 'application/x-www-form-urlencoded' };
if (!${options.chunked === true}) headers['Content-Length'] = String(Buffer.byteLength(head) + size + Buffer.byteLength(tail));
const req = http.request({ host: '127.0.0.1', port: ${at}, method: 'POST', path: ${JSON.stringify(path)}, headers }, (res) => {
  let body = '';
  res.setEncoding('utf8');
  res.on('data', (c) => (body += c));
  res.on('end', () => { console.log(JSON.stringify({ status: res.statusCode, body })); process.exit(0); });
});
req.on('error', (e) => { console.log(JSON.stringify({ status: 0, body: e.code })); process.exit(0); });
const piece = Buffer.alloc(64 * 1024, 'a');
let left = size;
req.write(head);
(function more() {
  while (left > 0) {
    const n = Math.min(left, piece.length);
    left -= n;
    if (!req.write(n === piece.length ? piece : piece.subarray(0, n))) return void req.once('drain', more);
  }
  req.end(tail);
})();`;
  return JSON.parse(execFileSync(process.execPath, ['-e', probe], { encoding: 'utf8', maxBuffer: 4 * MB })) as Answer;
}

describe('npm run mock:server: request body limits', () => {
  it('a 50 MB form body: HTTP 413 with the envelope {code, msg} in zh-CN, with or without Content-Length', { timeout: 120_000 }, async () => {
    const at = await port;
    for (const chunked of [false, true]) {
      const answer = post(at, SAVE, 50 * MB, { chunked });
      expect(answer.status, `chunked: ${chunked}`).toBe(413);
      expect(JSON.parse(answer.body)).toEqual({ code: 40013, msg: '请求内容过大，不能超过 1 MB' });
    }
  });

  it('a form body just over 1 MB is refused; one under it reaches the backend (its own rules answer)', { timeout: 120_000 }, async () => {
    const at = await port;
    expect(post(at, SAVE, MB + 1).status).toBe(413);
    const under = post(at, SAVE, 200_000);
    expect(under.status).toBe(200);
    // The backend's own maxLength refusal, not the size limit: the content is over its 100000 characters.
    expect(JSON.parse(under.body)).toMatchObject({ code: 40000 });
  });

  it('an upload (multipart) may be as large as the app lets a file be (10 MB), not larger', { timeout: 120_000 }, async () => {
    const at = await port;
    const upload = '/api/bms/system/admin/upload';
    expect(post(at, upload, 10 * MB - 1024, { multipart: true }).status).toBe(200);
    const over = post(at, upload, 12 * MB, { multipart: true });
    expect(over.status).toBe(413);
    expect(JSON.parse(over.body)).toEqual({ code: 40013, msg: '请求内容过大，不能超过 11 MB' });
  });

  it('the server still answers after refusing: a list right after is an ordinary page', { timeout: 120_000 }, async () => {
    const at = await port;
    post(at, SAVE, 5 * MB);
    const list = JSON.parse(
      execFileSync(
        process.execPath,
        [
          '-e',
          `fetch('http://127.0.0.1:${at}/api/cms/web/siteContent/list?pageNum=1&pageSize=15').then((r) => r.text()).then((t) => console.log(JSON.stringify({ size: t.length, code: JSON.parse(t).code })))`,
        ],
        { encoding: 'utf8' },
      ),
    ) as { size: number; code: number };
    expect(list.code).toBe(0);
    expect(list.size).toBeLessThan(MB);
  });
});

function raw(portNumber: number, method: string, path: string): { status: number; allow?: string; body: string } {
  const probe = `const r=require('node:http').request({host:'127.0.0.1',port:${portNumber},method:${JSON.stringify(method)},path:${JSON.stringify(path)}},(res)=>{let b='';res.on('data',(c)=>b+=c);res.on('end',()=>{console.log(JSON.stringify({status:res.statusCode,allow:res.headers.allow,body:b}))})});r.on('error',(e)=>console.log(JSON.stringify({status:0,body:e.code})));r.end()`;
  return JSON.parse(execFileSync(process.execPath, ['-e', probe], { encoding: 'utf8' })) as { status: number; allow?: string; body: string };
}

describe('npm run mock:server: methods fetch cannot carry', () => {
  it('TRACE on an API path: 405 with Allow and the envelope; on an unknown path: 404; TRACK: 400', { timeout: 60_000 }, async () => {
    const at = await port;
    const answer = raw(at, 'TRACE', '/api/bms/system/admin/list');
    expect(answer.status).toBe(405);
    expect(answer.allow).toBe('GET, HEAD');
    expect(JSON.parse(answer.body)).toMatchObject({ code: 40005 });
    expect(raw(at, 'TRACE', '/api/bms/nothing').status).toBe(404);
    // Node's own HTTP parser refuses a method it does not know (TRACK) with a 400 before any handler runs.
    expect(raw(at, 'TRACK', '/api/bms/system/admin/list').status).toBe(400);
  });
});

const chunks = (...sizes: number[]) => Readable.from(sizes.map((n) => Buffer.alloc(n, 'a')));

/** The most bytes a field can take form-encoded: a character is at most 9 (`%E9%95%BF`), a number ~25. */
function worstCase(field: FieldMeta): number {
  const name = encodeURIComponent(field.name).length + 2;
  const text = field.type === 'array' ? field.items?.maxLength : field.maxLength;
  if ((field.type === 'array' ? field.itemType : field.type) !== 'string') return name + 25;
  return (name + 9 * (text ?? 0)) * (field.type === 'array' ? (field.maxItems ?? 1) : 1);
}

describe('mock:server body limits, as declared', () => {
  it('multipart bodies get the upload limit, everything else the form limit', () => {
    expect(bodyLimit('multipart/form-data; boundary=x')).toBe(BODY_LIMITS.multipart);
    expect(bodyLimit('application/x-www-form-urlencoded')).toBe(BODY_LIMITS.form);
    expect(bodyLimit(undefined)).toBe(BODY_LIMITS.form);
  });

  it('reads a body within its limit, and stops at the first byte over it or at a declared length over it', async () => {
    expect((await readLimitedBody(chunks(4, 6), 10))?.length).toBe(10);
    expect(await readLimitedBody(chunks(4, 7), 10)).toBeUndefined();
    expect(await readLimitedBody(chunks(1), 10, '11')).toBeUndefined();
  });

  it('the form limit holds the largest form the specs declare, every text at its maxLength, with room to spare', async () => {
    let largest = { bytes: 0, operation: '' };
    for (const summary of groups) {
      const group = await loadGroup[summary.key]!();
      for (const operation of group.resources.flatMap((r) => r.operations)) {
        if (operation.bodyType !== 'form') continue;
        const bytes = operation.body.reduce((sum, field) => sum + worstCase(field), 0);
        if (bytes > largest.bytes) largest = { bytes, operation: operation.operationId };
      }
    }
    // The article forms: 100000 characters of HTML beside their title, summary and links.
    expect(largest.bytes).toBeGreaterThan(900_000);
    expect(largest.bytes).toBeLessThan(BODY_LIMITS.form * 0.95);
  });
});
