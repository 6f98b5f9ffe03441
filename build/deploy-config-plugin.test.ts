import { describe, expect, it } from 'vitest';
import { apiOriginConf, connectSources, preconnectTags } from './deploy-config-plugin';

describe("the CSP's connect-src from VITE_API_BASE_URL", () => {
  it('is this origin alone when the build calls its own origin', () => {
    expect(connectSources(undefined)).toBe("'self'");
    expect(connectSources('/gateway')).toBe("'self'");
  });

  it("adds the API's origin, without its path (connect-src would limit the calls to that path)", () => {
    expect(connectSources('https://api.example.edu')).toBe("'self' https://api.example.edu");
    expect(connectSources('https://api.example.edu:8443/v2/')).toBe("'self' https://api.example.edu:8443");
    expect(connectSources('HTTPS://API.Example.EDU')).toBe("'self' https://api.example.edu");
  });

  it('fails the build for what is not an http(s) URL, so nothing else can reach the nginx snippet', () => {
    for (const value of ['api.example.edu', 'ftp://api.example.edu', 'https://api.example.edu"; add_header X 1; "', 'javascript:alert(1)'])
      expect(() => connectSources(value)).toThrow(/VITE_API_BASE_URL/);
  });

  it('writes it as the variable deploy/nginx/security-headers.conf reads', () => {
    expect(apiOriginConf('https://api.example.edu/')).toContain(`set $csp_connect_src "'self' https://api.example.edu";`);
  });
});

describe('the preconnect to the API', () => {
  it("names the API's origin when the build calls another one, without its path", () => {
    expect(preconnectTags('https://api.example.edu:8443/v2/')).toEqual([{ tag: 'link', attrs: { rel: 'preconnect', href: 'https://api.example.edu:8443' }, injectTo: 'head' }]);
  });

  it('is left out when the calls stay on this origin', () => {
    expect(preconnectTags(undefined)).toEqual([]);
    expect(preconnectTags('/gateway')).toEqual([]);
  });
});
