import type { Page } from '@playwright/test';

/** The policy the app must run under: scripts from its own origin only, never inline or eval'd code. */
export const STRICT_SCRIPT_POLICY = "script-src 'self'";

/**
 * Serves every page of the app with `Content-Security-Policy: script-src 'self'` (the header a host
 * sends; `vite preview` sends none) and records each violation the browser reports. The deployable
 * build's tests (real-api-*) run on nginx, which sends the shipped policy itself (deploy/nginx/).
 */
export async function serveWithStrictCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': STRICT_SCRIPT_POLICY } });
    },
  );
  return recordCspViolations(page);
}

const MARK = '[csp-violation]';

/**
 * Records each Content-Security-Policy violation the browser reports, whatever sent the policy, on
 * every page the tab loads (a violation is passed out as a console message, which outlives its page).
 */
export async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript((mark) => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.info(`${mark} ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber} on ${location.pathname}`),
    );
  }, MARK);
  const seen: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (text.startsWith(MARK)) seen.push(text.slice(MARK.length + 1));
    // The browser's own report of what it refused.
    else if (/Content Security Policy/.test(text)) seen.push(text);
  });
  return async () => {
    // A round trip: console messages the page sent before it have arrived.
    await page.evaluate(() => 0).catch(() => undefined);
    return [...seen];
  };
}
