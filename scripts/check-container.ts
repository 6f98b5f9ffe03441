/**
 * `npm run check:container`: deploy/Dockerfile checked as far as a machine without a Docker engine can.
 *
 * The image is the official nginx image plus what the Dockerfile's COPY lines put into it. This lays out
 * those files where the COPY lines say, inside a private mount and network namespace (`unshare`, as
 * root), over the image's folders: /etc/nginx (the image's top-level nginx.conf, which includes
 * conf.d/*.conf, and the operator's certificate volume at /etc/nginx/tls) and /usr/share/nginx/html.
 * Then it starts Debian's nginx on that layout, on the container's own ports 80 and 443, and asks them
 * what a browser would. So the shipped deploy/nginx/server.conf, which nothing else serves (the tests
 * and `npm run serve:nginx` write their own server block around app.conf), is exercised as the
 * container runs it: its paths, its includes, its redirect and its TLS.
 * Not checked: the base image itself (nginx 1.27 on Alpine there, Debian's 1.22 here).
 *
 * Usage: node scripts/check-container.ts [--dir=dist]   (a deployable build: npm run build)
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect, constants } from 'node:http2';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureNginx, NGINX, selfSignedCertificate } from './serve-nginx.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const INSIDE = '--inside-namespace';

/** The image's folders this check stands in for, and where each is laid out here. */
const IMAGE_FOLDERS = ['/etc/nginx/', '/usr/share/nginx/html/'];

export interface Copy {
  sources: string[];
  target: string;
}

/** The COPY lines of a Dockerfile (no flags, no JSON form: the shipped one uses neither). */
export function copyLines(dockerfile: string): Copy[] {
  return dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^COPY\s/i.test(line))
    .map((line) => {
      const words = line.split(/\s+/).slice(1);
      if (words.some((word) => word.startsWith('--') || word.startsWith('['))) throw new Error(`check:container reads plain COPY lines only: ${line}`);
      const target = words.at(-1);
      if (!target || words.length < 2) throw new Error(`a COPY line without a source or a target: ${line}`);
      return { sources: words.slice(0, -1), target };
    });
}

/** Copies as Docker does: into a folder when the target ends with `/`, a folder's contents for a folder. */
function layOut(copies: Copy[], from: string, to: (imagePath: string) => string, dist: string): void {
  for (const { sources, target } of copies) {
    for (const source of sources) {
      const path = source.replace(/\/$/, '') === 'dist' ? dist : join(from, source);
      if (!existsSync(path)) throw new Error(`COPY ${source}: ${path} does not exist`);
      const into = target.endsWith('/') && !source.endsWith('/') ? join(to(target), source.split('/').filter(Boolean).at(-1)!) : to(target);
      cpSync(path, into, { recursive: true });
    }
  }
}

/**
 * The official image's /etc/nginx/nginx.conf, as far as serving goes: conf.d/*.conf inside http {}. Its
 * pid file goes into the laid-out folder, so nothing of the host's /run is written.
 */
const IMAGE_NGINX_CONF = `user root;
worker_processes 1;
pid /etc/nginx/nginx.pid;
error_log stderr warn;
events { worker_connections 512; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    keepalive_timeout 65;
    access_log off;
    include /etc/nginx/conf.d/*.conf;
}
`;

/** Lays the image's files out under `work`; the bind mounts that put them in place. */
function prepare(work: string, dist: string): [string, string][] {
  const layout = (folder: string) => join(work, folder.replaceAll('/', '_'));
  const to = (imagePath: string) => {
    const folder = IMAGE_FOLDERS.find((f) => imagePath.startsWith(f));
    if (!folder) throw new Error(`COPY into ${imagePath}: not a folder of the image this check lays out (${IMAGE_FOLDERS.join(', ')})`);
    const path = join(layout(folder), imagePath.slice(folder.length));
    mkdirSync(imagePath.endsWith('/') ? path : join(path, '..'), { recursive: true });
    return path;
  };
  for (const folder of IMAGE_FOLDERS) mkdirSync(layout(folder), { recursive: true });
  writeFileSync(join(layout('/etc/nginx/'), 'nginx.conf'), IMAGE_NGINX_CONF);
  cpSync('/etc/nginx/mime.types', join(layout('/etc/nginx/'), 'mime.types'));
  mkdirSync(join(layout('/etc/nginx/'), 'conf.d'), { recursive: true });
  layOut(copyLines(readFileSync(join(ROOT, 'deploy/Dockerfile'), 'utf8')), ROOT, to, dist);
  // The operator's volume (`-v /etc/eduweb/tls:/etc/nginx/tls:ro`): cert.pem and key.pem.
  const { cert, key } = selfSignedCertificate();
  mkdirSync(join(layout('/etc/nginx/'), 'tls'), { recursive: true });
  cpSync(cert, join(layout('/etc/nginx/'), 'tls/cert.pem'));
  cpSync(key, join(layout('/etc/nginx/'), 'tls/key.pem'));
  return IMAGE_FOLDERS.map((folder) => [layout(folder), folder]);
}

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

function getHttp(path: string): Promise<Answer> {
  return new Promise((done, fail) => {
    request({ host: '127.0.0.1', port: 80, path, headers: { Host: 'localhost' } }, (res) => {
      res.resume();
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: '' }));
    })
      .on('error', fail)
      .end();
  });
}

function getHttp2(path: string): Promise<Answer> {
  return new Promise((done, fail) => {
    const session = connect('https://localhost:443', { rejectUnauthorized: false, host: '127.0.0.1', servername: 'localhost' });
    session.on('error', fail);
    const stream = session.request({ [constants.HTTP2_HEADER_PATH]: path });
    let headers: Record<string, string | string[] | undefined> = {};
    let body = '';
    stream.on('response', (h) => (headers = h as typeof headers));
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (body += chunk));
    stream.on('end', () => {
      session.close();
      done({ status: Number(headers[':status']), headers, body });
    });
    stream.on('error', fail);
  });
}

async function checkInside(): Promise<string[]> {
  const problems: string[] = [];
  const expect = (ok: boolean, message: string) => void (ok || problems.push(message));
  const asset = readdirSync('/usr/share/nginx/html/assets').find((name) => name.endsWith('.js'));

  const redirect = await getHttp('/admin/login');
  expect(
    redirect.status === 301 && redirect.headers.location === 'https://localhost/admin/login',
    `port 80: ${redirect.status} to ${redirect.headers.location}, not 301 to https://localhost/admin/login`,
  );

  for (const path of ['/admin/login', '/admin/ums/promote/admissionsClue', '/login']) {
    const page = await getHttp2(path);
    expect(page.status === 200 && page.body.includes('<div id="root">'), `${path}: ${page.status}, not the app's page over HTTP/2`);
    expect(page.headers['cache-control'] === 'no-cache', `${path}: Cache-Control ${page.headers['cache-control']}, not no-cache`);
    expect(/script-src 'self';/.test(String(page.headers['content-security-policy'])), `${path}: no strict script-src in ${page.headers['content-security-policy']}`);
    expect(page.headers['strict-transport-security'] !== undefined, `${path}: no Strict-Transport-Security`);
  }
  if (asset) {
    const file = await getHttp2(`/assets/${asset}`);
    expect(file.status === 200 && /immutable/.test(String(file.headers['cache-control'])), `/assets/${asset}: ${file.status}, Cache-Control ${file.headers['cache-control']}`);
  } else problems.push('the build has no script in assets/');
  const missing = await getHttp2('/assets/missing-0000.js');
  expect(missing.status === 404, `a missing asset: ${missing.status}, not 404`);
  return problems;
}

async function inside(): Promise<void> {
  execFileSync('ip', ['link', 'set', 'lo', 'up']);
  const mounts = JSON.parse(process.env.CHECK_CONTAINER_MOUNTS ?? '[]') as [string, string][];
  for (const [from, to] of mounts) execFileSync('mount', ['--bind', from, to]);
  const test = spawnSync(NGINX, ['-t', '-c', '/etc/nginx/nginx.conf'], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t refuses the container's configuration:\n${test.stderr}`);
  const server = spawn(NGINX, ['-c', '/etc/nginx/nginx.conf', '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    let problems: string[] | undefined;
    for (let attempt = 0; attempt < 100 && !problems; attempt++) {
      problems = await checkInside().catch(() => undefined);
      if (!problems) await new Promise((done) => setTimeout(done, 100));
    }
    if (!problems) throw new Error('nginx did not answer on ports 80 and 443');
    if (problems.length > 0) throw new Error(`the container's nginx answers wrongly:\n  ${problems.join('\n  ')}`);
  } finally {
    server.kill('SIGTERM');
  }
}

function main(): void {
  const dirArg = process.argv.find((arg) => arg.startsWith('--dir='));
  const dist = resolve(dirArg?.slice('--dir='.length) ?? 'dist');
  if (!existsSync(join(dist, 'index.html')) || !existsSync(join(dist, 'deploy/api-origin.conf'))) {
    console.error(`check:container: ${dist} is not a deployable build (index.html, deploy/api-origin.conf): npm run build first`);
    process.exit(2);
  }
  ensureNginx();
  const work = mkdtempSync(join(tmpdir(), 'check-container-'));
  try {
    // What the check does in its namespace, tried first: a machine (or container) that may not make
    // one, bind a folder or bring up its loopback is told so, and the check is not run there.
    mkdirSync(join(work, 'probe-from'));
    mkdirSync(join(work, 'probe-to'));
    const probe = spawnSync(
      'unshare',
      ['--mount', '--net', '--propagation', 'private', 'sh', '-c', `mount --bind "$0" "$1" && ip link set lo up`, join(work, 'probe-from'), join(work, 'probe-to')],
      {
        encoding: 'utf8',
      },
    );
    if (probe.error || probe.status !== 0) {
      console.log(
        `check:container: not run, this machine cannot make a private mount and network namespace (unshare, mount and ip as root): ${probe.error?.message ?? probe.stderr.trim()}`,
      );
      return;
    }
    const mounts = prepare(work, dist);
    const run = spawnSync('unshare', ['--mount', '--net', '--propagation', 'private', process.execPath, fileURLToPath(import.meta.url), INSIDE], {
      stdio: 'inherit',
      env: { ...process.env, CHECK_CONTAINER_MOUNTS: JSON.stringify(mounts) },
    });
    if (run.status !== 0) process.exit(1);
    console.log("check:container: deploy/Dockerfile's layout serves the build: port 80 redirects, 443 answers over HTTP/2 with the policy and cache headers");
  } catch (error) {
    console.error(`check:container: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv.includes(INSIDE)) {
  inside().catch((error: unknown) => {
    console.error(`check:container: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
} else if (import.meta.url === `file://${process.argv[1]}`) main();
