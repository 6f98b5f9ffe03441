import { describe, expect, it } from 'vitest';
import { mswCookieJarPlugin } from './msw-cookie-jar-plugin';

const resolve = (source: string, importer?: string) => {
  const hook = mswCookieJarPlugin('/jar.ts').resolveId as (source: string, importer?: string) => string | null;
  return hook(source, importer);
};

describe('msw cookie jar plugin', () => {
  it("gives msw's cookie store the empty jar", () => {
    expect(resolve('tough-cookie', '/p/node_modules/msw/lib/_chunks/cookie-store.js')).toBe('/jar.ts');
    expect(resolve('tough-cookie', 'C:\\p\\node_modules\\msw\\lib\\core\\index.mjs')).toBe('/jar.ts');
  });

  it('leaves every other importer, and every other module, to the usual resolution', () => {
    expect(resolve('tough-cookie', '/p/node_modules/jsdom/lib/api.js')).toBeNull();
    expect(resolve('tough-cookie', '/p/src/lib/cookies.ts')).toBeNull();
    expect(resolve('tough-cookie')).toBeNull();
    expect(resolve('tldts', '/p/node_modules/msw/lib/_chunks/cookie-store.js')).toBeNull();
  });
});
