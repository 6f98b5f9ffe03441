import { describe, expect, it } from 'vitest';
import { createNodeBackend } from './node';
import { answerFrom } from './page-answer';

const CMS_MENUS = 'http://x/api/cms/web/siteMenu/listForClient?platform=company_website';

describe('the mock backend answering in the page', () => {
  it('answers what its handlers answer', async () => {
    const { handlers } = createNodeBackend();
    const answer = await answerFrom(handlers)(new Request(CMS_MENUS));
    expect(answer?.status).toBe(200);
    expect(((await answer!.json()) as { code: number }).code).toBe(0);
  });

  it('leaves a request outside /api to the network', async () => {
    const { handlers } = createNodeBackend();
    expect(await answerFrom(handlers)(new Request('http://x/assets/logo.svg'))).toBeUndefined();
  });

  it('rejects as fetch does when the 网络异常 scenario drops the call, and answers a 502 as a 502', async () => {
    const backend = createNodeBackend();
    const answer = answerFrom(backend.handlers);
    backend.setScenario({ kind: 'network' });
    await expect(answer(new Request(CMS_MENUS))).rejects.toThrow(TypeError);
    backend.setScenario({ kind: '502' });
    expect((await answer(new Request(CMS_MENUS)))?.status).toBe(502);
  });
});
