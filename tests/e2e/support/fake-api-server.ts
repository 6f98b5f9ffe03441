/**
 * A stand-in for the real backend on another origin, for the production-build test with mocks off:
 * CORS with credentials, a session cookie, and the envelope. Only what that test needs.
 * Over HTTPS, as the build is served (nginx, scripts/serve-nginx.ts) and as a production API is: a
 * page on https://localhost never gets a SameSite=Lax cookie from http://localhost (another scheme is
 * another site), so an HTTP stand-in would lose the session a real API keeps.
 * Usage: node tests/e2e/support/fake-api-server.ts <port>
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import { selfSignedCertificate } from '../../../scripts/serve-nginx.ts';

const port = Number(process.argv[2] ?? 4182);
const seen: { method: string; path: string; cookie: string | undefined; body: string }[] = [];

const pem = readFileSync(selfSignedCertificate().cert, 'utf8');
const [key] = /-----BEGIN PRIVATE KEY-----[^]+?-----END PRIVATE KEY-----/.exec(pem) ?? [''];
const [cert] = /-----BEGIN CERTIFICATE-----[^]+?-----END CERTIFICATE-----/.exec(pem) ?? [''];

createServer({ key, cert }, (req, res) => {
  const origin = req.headers.origin;
  if (origin) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Access-Control-Allow-Methods', 'GET,POST,PUT,DELETE');
    res.setHeader('Access-Control-Allow-Headers', 'content-type');
    res.setHeader('Vary', 'Origin');
  }
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    const url = new URL(req.url ?? '/', `https://localhost:${port}`);
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    if (url.pathname === '/__seen') {
      res.setHeader('Content-Type', 'application/json');
      return void res.end(JSON.stringify(seen));
    }
    seen.push({ method: req.method ?? '', path: `${url.pathname}${url.search}`, cookie: req.headers.cookie, body });
    res.setHeader('Content-Type', 'application/json');
    if (url.pathname === '/api/bms/system/admin/signIn') {
      res.setHeader('Set-Cookie', 'SESSION=real-api-session; Path=/; HttpOnly; SameSite=Lax');
      return void res.end(
        JSON.stringify({
          code: 0,
          msg: '登录成功',
          data: {
            id: 7,
            account: 'real',
            name: '真实接口用户',
            phone: '13800000007',
            departmentId: 2,
            departmentName: '招生一部',
            status: 1,
            isSuper: false,
            createTime: '2025-01-01T00:00:00Z',
          },
        }),
      );
    }
    if (url.pathname === '/api/bms/system/admin/signOut') {
      return void res.end(JSON.stringify({ code: 0, msg: '已退出' }));
    }
    if (url.pathname === '/api/bms/system/menu/listMine') {
      return void res.end(JSON.stringify({ code: 0, msg: 'ok', data: [] }));
    }
    // Anything else the shell asks for: a successful answer without data, which screens must survive.
    res.end(JSON.stringify({ code: 0, msg: 'ok' }));
  });
}).listen(port, () => console.log(`fake API on https://localhost:${port}`));
