import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { copyLines } from './check-container';

describe("check:container reads the Dockerfile's COPY lines", () => {
  it('finds what the shipped Dockerfile copies, and where', () => {
    expect(copyLines(readFileSync('deploy/Dockerfile', 'utf8'))).toEqual([
      { sources: ['deploy/nginx/server.conf'], target: '/etc/nginx/conf.d/default.conf' },
      { sources: ['deploy/nginx/app.conf', 'deploy/nginx/security-headers.conf'], target: '/etc/nginx/eduweb/' },
      { sources: ['dist/'], target: '/usr/share/nginx/html/' },
    ]);
  });

  it('refuses a form it does not lay out rather than skip it', () => {
    expect(() => copyLines('COPY --from=build /app/dist /usr/share/nginx/html/')).toThrow(/plain COPY lines/);
    expect(() => copyLines('COPY ["a", "/b/"]')).toThrow(/plain COPY lines/);
    expect(() => copyLines('COPY onlyone')).toThrow(/without a source or a target/);
  });
});
