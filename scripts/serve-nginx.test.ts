import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOriginConf } from '../build/deploy-config-plugin';
import { ensureNginx, NGINX, nginxConfig, prepareNginx } from './serve-nginx';

const work = mkdtempSync(join(tmpdir(), 'serve-nginx-'));
const dist = join(work, 'dist');

beforeAll(() => {
  ensureNginx();
  mkdirSync(join(dist, 'deploy'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dist, 'deploy/api-origin.conf'), apiOriginConf('https://api.example.edu'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('npm run serve:nginx', () => {
  it("nginx accepts the shipped configuration (deploy/nginx/) inside the script's top-level one", async () => {
    const { args } = await prepareNginx({ dir: dist, port: 18443, stateDir: join(work, 'state') });
    // `-t` parses and checks everything (includes, certificate, the build's API origin) without serving.
    expect(() => execFileSync(NGINX, ['-t', ...args], { stdio: ['ignore', 'ignore', 'pipe'] })).not.toThrow();
  });

  it('listens on the loopback only, HTTP/2 over TLS', () => {
    const conf = nginxConfig({ dir: '/srv/dist', port: 8443, cert: '/c.pem', key: '/k.pem', state: '/s', ipv6: true });
    expect(conf).toContain('listen 127.0.0.1:8443 ssl http2;');
    expect(conf).toContain('listen [::1]:8443 ssl http2;');
    expect(conf).not.toMatch(/listen (?:8443|0\.0\.0\.0|\[::\]:)/);
    expect(conf).toContain('include /srv/dist/deploy/api-origin.conf;');
    expect(conf).toContain('include eduweb/app.conf;');
  });

  it('refuses a folder that is not a build made since the API origin is written with it', async () => {
    await expect(prepareNginx({ dir: work, port: 18443, stateDir: join(work, 'state') })).rejects.toThrow(/no index\.html/);
    rmSync(join(dist, 'deploy/api-origin.conf'));
    await expect(prepareNginx({ dir: dist, port: 18443, stateDir: join(work, 'state') })).rejects.toThrow(/api-origin\.conf/);
  });
});
