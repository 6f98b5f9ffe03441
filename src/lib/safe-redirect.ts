/**
 * The in-app path to return to after sign-in, or the fallback. Only same-origin absolute paths
 * pass: `//evil.example`, `/\evil.example`, `https://…` and `javascript:` would leave the app.
 */
export function safeRedirect(target: unknown, fallback: string, requiredPrefix = '/'): string {
  if (typeof target !== 'string' || !target.startsWith('/')) return fallback;
  if (target.startsWith('//') || target.startsWith('/\\')) return fallback;
  // Anything that parses to another origin (control characters, tabs stripped by URL) is refused.
  const parsed = new URL(target, 'http://app.invalid');
  if (parsed.origin !== 'http://app.invalid') return fallback;
  const path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  return path === requiredPrefix || path.startsWith(requiredPrefix.endsWith('/') ? requiredPrefix : `${requiredPrefix}/`) || path.startsWith(`${requiredPrefix}?`)
    ? path
    : fallback;
}
