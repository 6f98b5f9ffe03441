import { execFileSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnMockServer } from './mock-server-child.ts';

/**
 * A method a fetch `Request` cannot carry (TRACE) over real HTTP: `npm run mock:server` answers
 * it like any method a path does not serve (405 + Allow), never with a 500. Sent from a child
 * process: the unit tests' msw interceptor in this one cannot represent a TRACE request either.
 */
const { port, stop } = spawnMockServer();
afterAll(stop);

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
