import { describe, expect, it } from 'vitest';
import { createNodeBackend } from './node';
import { answerFrom } from './page-answer';

const CMS_MENUS = 'http://x/api/cms/web/siteMenu/listForClient?platform=company_website';
const SIGN_IN = 'http://x/api/bms/system/admin/signIn';
const signIn = () => new Request(SIGN_IN, { method: 'POST', body: new URLSearchParams({ account: 'admin', password: 'e10adc3949ba59abbe56e057f20f883e' }) });
const never = new Promise<boolean>(() => undefined);

describe('the mock backend answering in the page', () => {
  it('answers a read at once, as its handlers do', async () => {
    const { handlers } = createNodeBackend();
    const answer = await answerFrom(handlers, never)(new Request(CMS_MENUS));
    expect(answer?.status).toBe(200);
    expect(((await answer!.json()) as { code: number }).code).toBe(0);
  });

  it('leaves a request outside /api to the network', async () => {
    const { handlers } = createNodeBackend();
    expect(await answerFrom(handlers, never)(new Request('http://x/assets/logo.svg'))).toBeUndefined();
  });

  it('hands a write to the worker once it has started, and answers it where none could start', async () => {
    const { handlers } = createNodeBackend();
    let started!: (value: boolean) => void;
    const pending = answerFrom(handlers, new Promise<boolean>((resolve) => (started = resolve)))(signIn());
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    started(true);
    expect(await pending).toBeUndefined();

    const alone = await answerFrom(handlers, Promise.resolve(false))(signIn());
    expect(((await alone!.json()) as { code: number }).code).toBe(0);
  });

  it('rejects as fetch does when the 网络异常 scenario drops the call, and answers a 502 as a 502', async () => {
    const backend = createNodeBackend();
    const answer = answerFrom(backend.handlers, never);
    backend.setScenario({ kind: 'network' });
    await expect(answer(new Request(CMS_MENUS))).rejects.toThrow(TypeError);
    backend.setScenario({ kind: '502' });
    expect((await answer(new Request(CMS_MENUS)))?.status).toBe(502);
  });
});
