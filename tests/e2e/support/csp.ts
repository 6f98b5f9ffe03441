import type { Page } from '@playwright/test';

/** The policy the app must run under: scripts from its own origin only, never inline or eval'd code. */
export const STRICT_SCRIPT_POLICY = "script-src 'self'";

/**
 * Serves every page of the app with `Content-Security-Policy: script-src 'self'` (the header a host
 * sends; `vite preview` sends none) and records each violation the browser reports.
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
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`));
  });
  const refused: string[] = [];
  page.on('console', (message) => void (/Content Security Policy/.test(message.text()) && refused.push(message.text())));
  return async () => [...refused, ...(await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []))];
}
