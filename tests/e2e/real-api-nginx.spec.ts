import { expect, test, type APIResponse } from '@playwright/test';
import { API } from './support/hostile-api';

/*
 * What nginx with the shipped configuration (deploy/nginx/) answers for the deployable build:
 * hashed assets cached for good, pages revalidated, the app's history routes and a missing file told
 * apart, compression, HTTP/2, and the security headers on everything.
 */

/** The policy, directive by directive; connect-src is the API origin the build was made for. */
const POLICY = {
  'default-src': "'self'",
  'script-src': "'self'",
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data: blob: https:",
  'font-src': "'self'",
  'connect-src': `'self' ${API}`,
  'object-src': "'none'",
  'base-uri': "'self'",
  'form-action': "'self'",
  'frame-ancestors': "'none'",
};

const SECURITY = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=31536000',
};

function policy(response: APIResponse): Record<string, string> {
  const header = response.headers()['content-security-policy'] ?? '';
  return Object.fromEntries(
    header
      .split(';')
      .map((directive) => directive.trim())
      .filter(Boolean)
      .map((directive) => {
        const [name = '', ...sources] = directive.split(/\s+/);
        return [name, sources.join(' ')];
      }),
  );
}

function expectSecurityHeaders(response: APIResponse) {
  expect(policy(response)).toEqual(POLICY);
  expect(response.headers()).toMatchObject(SECURITY);
}

test('a hashed asset is cached for a year, immutable, compressed when asked, with its own type', async ({ request }) => {
  const html = await (await request.get('/admin/login')).text();
  // Every file the page names: its entry script, the scripts it preloads and its style sheet.
  const scripts = [...html.matchAll(/<(?:script type="module" crossorigin src|link rel="modulepreload" crossorigin href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const style = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
  expect(scripts.length).toBeGreaterThan(1);
  expect(style).toBeDefined();
  const compressed: string[] = [];
  for (const [path, type] of [...scripts.map((script) => [script, 'application/javascript'] as const), [style!, 'text/css'] as const]) {
    const response = await request.get(path, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status(), path).toBe(200);
    expect(response.headers(), path).toMatchObject({ 'cache-control': 'public, max-age=31536000, immutable' });
    expect(response.headers()['content-type'], path).toMatch(new RegExp(`^${type}\\b`));
    expectSecurityHeaders(response);
    // deploy/nginx/app.conf compresses from 1 kB (gzip_min_length): a smaller file goes as it is.
    const plain = await request.get(path, { headers: { 'Accept-Encoding': 'identity' } });
    // Not compressed for a client that does not ask.
    expect(plain.headers()['content-encoding'], path).toBeUndefined();
    if ((await plain.body()).length < 1024) continue;
    expect(response.headers(), path).toMatchObject({ 'content-encoding': 'gzip', vary: 'Accept-Encoding' });
    compressed.push(path);
  }
  // The app's own code and its style sheet at least.
  expect(compressed.length).toBeGreaterThan(1);
});

test('a page is revalidated on every use (no-cache, with an ETag) and carries the policy and the security headers', async ({ request }) => {
  for (const [path, drawn] of [
    ['/admin/login', false],
    ['/home', true],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers(), path).toMatchObject({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    expect(response.headers().etag, path).toBeTruthy();
    // /home gets the page the build drew ahead (home.html), the others the app's index.html.
    expect((await response.text()).includes('data-prerendered'), path).toBe(drawn);
    expectSecurityHeaders(response);
    const revalidated = await request.get(path, { headers: { 'If-None-Match': response.headers().etag! } });
    expect(revalidated.status(), path).toBe(304);
  }
  // Not hashed, so not immutable: the favicon may change with a deploy.
  expect((await request.get('/favicon.svg')).headers()['cache-control']).toBe('no-cache');
});

test("an unknown path is the app's page (its router shows the route or its 404 page); a missing asset is a 404, never that page", async ({ page, request }) => {
  for (const path of ['/admin/ums/xyz', '/no/such/page']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toBe('text/html; charset=utf-8');
    expect(await response.text(), path).toContain('<div id="root"></div>');
    expectSecurityHeaders(response);
  }
  await page.goto('/no/such/page');
  await expect(page.getByText('404，很抱歉，您访问的页面不存在')).toBeVisible();

  for (const path of ['/assets/index-0ld0ld0l.js', '/assets/gone.css', '/deploy/api-origin.conf']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).not.toContain('<div id="root">');
    expect(response.headers()['cache-control'], path).toBeUndefined();
    expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
  }
});

test('the browser gets the pages over HTTP/2', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  const protocols = await page.evaluate(() =>
    [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
      .filter((entry) => new URL(entry.name).origin === location.origin)
      .map((entry) => (entry as PerformanceResourceTiming).nextHopProtocol),
  );
  expect(protocols.length).toBeGreaterThan(1);
  expect(new Set(protocols)).toEqual(new Set(['h2']));
});

test("every page opens its connection to the API (the build's origin) while its code still loads", async ({ request }) => {
  // /home is drawn at build time from the same page: it must carry the hint too.
  for (const path of ['/login', '/home', '/admin/login', '/admin/ums/promote/admissionsClue']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain(`<link rel="preconnect" href="${API}">`);
  }
});
