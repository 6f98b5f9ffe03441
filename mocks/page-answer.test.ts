import { describe, expect, it } from 'vitest';
import { createNodeBackend } from './node';
import { answerInPage } from './page-answer';

const CMS_MENUS = 'http://x/api/cms/web/siteMenu/listForClient?platform=company_website';
const SIGN_IN = 'http://x/api/bms/system/admin/signIn';
const signIn = () => new Request(SIGN_IN, { method: 'POST', body: new URLSearchParams({ account: 'admin', password: 'e10adc3949ba59abbe56e057f20f883e' }) });

/** A page's `fetch` answered by the mock handlers; what they do not take reaches `network`. */
function page(backend = createNodeBackend()) {
  const sent: string[] = [];
  const scope = {
    fetch: (input: RequestInfo | URL) => {
      sent.push(new Request(input).url);
      return Promise.resolve(new Response('from the network'));
    },
  } as { fetch: typeof fetch };
  answerInPage(backend.handlers, scope);
  return { backend, sent, fetch: scope.fetch };
}

describe('the mock backend answering in the page (no service worker)', () => {
  it('answers reads and writes as its handlers do, and sends nothing to the network', async () => {
    const { fetch, sent } = page();
    const menus = await fetch(CMS_MENUS);
    expect(menus.status).toBe(200);
    expect(((await menus.json()) as { code: number }).code).toBe(0);
    const signedIn = await fetch(signIn());
    expect(((await signedIn.json()) as { code: number }).code).toBe(0);
    expect(sent).toEqual([]);
  });

  it('leaves a request outside /api to the network', async () => {
    const { fetch, sent } = page();
    expect(await (await fetch('http://x/assets/logo.svg')).text()).toBe('from the network');
    expect(sent).toEqual(['http://x/assets/logo.svg']);
  });

  it('rejects as fetch does when the 网络异常 scenario drops the call, and answers a 502 as a 502', async () => {
    const { fetch, backend } = page();
    backend.setScenario({ kind: 'network' });
    await expect(fetch(CMS_MENUS)).rejects.toThrow(TypeError);
    backend.setScenario({ kind: '502' });
    expect((await fetch(CMS_MENUS)).status).toBe(502);
  });
});
