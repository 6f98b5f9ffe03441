import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { freePort, waitUntilAnswers, type Server } from './processes.ts';
import { benchCertificate } from './tls.ts';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/**
 * Debian's nginx serving a build over HTTPS + HTTP/2 with the transport of deploy/nginx/app.conf (gzip,
 * immutable assets, history fallback) but none of its security headers, so an earlier build that still
 * had inline scripts (8a2513e) runs as it was designed: an A/B of two builds compares their loading,
 * not whether one of them passes today's CSP. The deployed configuration itself is what `npm run bench`
 * and the e2e suite serve (scripts/serve-nginx.ts).
 */
export async function startPlainNginx(name: string, dir: string): Promise<Server> {
  const port = await freePort();
  const state = resolve(`bench/.out/nginx/${port}`);
  mkdirSync(join(state, 'temp'), { recursive: true });
  const { key, cert } = benchCertificate();
  const conf = join(state, 'nginx.conf');
  writeFileSync(
    conf,
    `daemon off;
${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
pid ${state}/nginx.pid;
error_log stderr warn;
events { worker_connections 512; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    access_log off;
    client_body_temp_path ${state}/temp/body;
    proxy_temp_path ${state}/temp/proxy;
    fastcgi_temp_path ${state}/temp/fastcgi;
    uwsgi_temp_path ${state}/temp/uwsgi;
    scgi_temp_path ${state}/temp/scgi;
    server {
        listen 127.0.0.1:${port} ssl http2;
        server_name localhost;
        root ${resolve(dir)};
        ssl_certificate ${cert};
        ssl_certificate_key ${key};
        gzip on;
        gzip_comp_level 6;
        gzip_min_length 1024;
        gzip_types text/css text/javascript application/javascript application/json image/svg+xml text/plain;
        location /assets/ {
            try_files $uri =404;
            add_header Cache-Control "public, max-age=31536000, immutable";
        }
        location / {
            try_files $uri $uri/index.html $uri.html /index.html;
            add_header Cache-Control "no-cache";
        }
    }
}
`,
  );
  const child = spawn(NGINX, ['-p', `${state}/`, '-c', conf, '-e', 'stderr'], { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `https://localhost:${port}`;
  const stop = () => {
    if (child.exitCode === null && child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
  };
  process.once('exit', stop);
  if (!(await waitUntilAnswers(url, () => child.exitCode === null))) {
    stop();
    throw new Error(`${name}: nginx did not answer on ${url}\n${stderr}`);
  }
  return { url, stop };
}
