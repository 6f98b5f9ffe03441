import type { Plugin } from 'vite';

/** Where msw's modules live, in any install layout. */
const MSW_MODULE = /[\\/]node_modules[\\/]msw[\\/]/;

/**
 * msw's cookie store gets an empty jar instead of tough-cookie (mocks/msw-cookie-jar.ts explains
 * why that changes nothing the mock backend does). Only msw's own import is redirected: anything
 * else that uses tough-cookie (jsdom in tests) keeps the real one.
 */
export function mswCookieJarPlugin(jar: string): Plugin {
  return {
    name: 'edu:msw-cookie-jar',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === 'tough-cookie' && importer !== undefined && MSW_MODULE.test(importer) ? jar : null;
    },
  };
}
