import type { HtmlTagDescriptor, Plugin } from 'vite';

/** Where in the build the server's part of the configuration goes (deploy/nginx/ includes it). */
export const API_ORIGIN_CONF = 'deploy/api-origin.conf';

/**
 * The origin a build's API calls go to when it is not the page's own (VITE_API_BASE_URL,
 * src/api/request.ts); undefined for calls on this site. Only the origin: an origin cannot carry a
 * quote or a `;` into nginx, nor a `"` into the page.
 */
export function apiOrigin(apiBaseUrl: string | undefined): string | undefined {
  if (!apiBaseUrl) return undefined;
  let url: URL;
  try {
    url = new URL(apiBaseUrl);
  } catch {
    // A path on this site (`/gateway`): the calls stay on this origin.
    if (apiBaseUrl.startsWith('/')) return undefined;
    throw new Error(`VITE_API_BASE_URL must be an http(s) URL or a path on this site: ${JSON.stringify(apiBaseUrl)}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`VITE_API_BASE_URL must be http(s): ${JSON.stringify(apiBaseUrl)}`);
  return url.origin;
}

/**
 * The Content-Security-Policy's connect-src for a build: this origin, plus the API's when the build
 * calls one elsewhere. Only the origin: a path in the base URL would limit connect-src to that path.
 */
export function connectSources(apiBaseUrl: string | undefined): string {
  const origin = apiOrigin(apiBaseUrl);
  return origin ? `'self' ${origin}` : "'self'";
}

/**
 * Every page's first data call goes to the API's origin, found only once the app's code has run: the
 * page asks for that connection (DNS, TCP, TLS) while its code is still loading. No `crossorigin`:
 * the calls carry credentials (src/api/request.ts) and are simple requests, so they use the
 * credentialed connection this opens.
 */
export function preconnectTags(apiBaseUrl: string | undefined): HtmlTagDescriptor[] {
  const origin = apiOrigin(apiBaseUrl);
  return origin ? [{ tag: 'link', attrs: { rel: 'preconnect', href: origin }, injectTo: 'head' }] : [];
}

export function apiOriginConf(apiBaseUrl: string | undefined): string {
  return `# Written by \`vite build\` (build/deploy-config-plugin.ts) from VITE_API_BASE_URL=${JSON.stringify(apiBaseUrl ?? '')}:
# what this build may connect to, for the Content-Security-Policy (deploy/nginx/security-headers.conf).
# Rebuild to change it; an edit here would no longer match the calls the build makes.
set $csp_connect_src "${connectSources(apiBaseUrl)}";
`;
}

/**
 * The API origin a build calls is decided when it is built; the server's Content-Security-Policy
 * must allow exactly it. The build writes it as an nginx snippet beside the files it serves, so a
 * folder and its policy are deployed together and never drift apart (deploy/nginx/server.conf
 * includes it; the server does not serve it). Its pages preconnect to it.
 */
export function deployConfigPlugin(): Plugin {
  let apiBaseUrl: string | undefined;
  let ssr = false;
  return {
    name: 'edu:deploy-config',
    apply: 'build',
    configResolved(config) {
      apiBaseUrl = (config.env.VITE_API_BASE_URL as string | undefined) || undefined;
      ssr = Boolean(config.build.ssr);
      // Fails the build early rather than ship a policy nginx refuses or a wrong one.
      connectSources(apiBaseUrl);
    },
    transformIndexHtml() {
      return ssr ? [] : preconnectTags(apiBaseUrl);
    },
    generateBundle() {
      if (ssr) return;
      this.emitFile({ type: 'asset', fileName: API_ORIGIN_CONF, source: apiOriginConf(apiBaseUrl) });
    },
  };
}
