import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';

/** A throwaway self-signed certificate for localhost (bench only), made once with openssl. */
export function benchCertificate(dir = 'bench/.out/tls'): { key: string; cert: string } {
  const key = resolve(dir, 'key.pem');
  const cert = resolve(dir, 'cert.pem');
  if (!existsSync(key) || !existsSync(cert)) {
    mkdirSync(dir, { recursive: true });
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '30', '-subj', '/CN=localhost'], { stdio: 'ignore' });
  }
  return { key, cert };
}
