import { specHash } from '@generated/manifest/index';
import { describe, expect, it } from 'vitest';
import { authHandlers } from './auth-handlers';
import { locate } from './backend/modules';
import { memorySession } from './backend/session';
import { MockStore } from './backend/store';
import { FIXTURE_GROUPS, fixedAnswers } from './fixtures';
import { siteHandlers } from './site-handlers';

const store = new MockStore({ version: specHash, seed: 1 });
const session = memorySession();
const modules = [...new Set(Object.values(FIXTURE_GROUPS))];
const headers = (handlers: readonly { info: { header: string } }[]) => handlers.map((handler) => handler.info.header);

describe('fixed answers by group', () => {
  it("lists every fixed handler's group with the module that answers it, and no group without one", async () => {
    const answered = new Set<string>();
    for (const module of modules) {
      for (const handler of await module(session, store)) {
        const { method, path } = handler.info as { method?: unknown; path?: unknown };
        const located = await locate(String(method), String(path).slice(1));
        expect(located, `${method} ${path} is a spec operation`).toBeDefined();
        const group = located!.modules.meta.key;
        expect(FIXTURE_GROUPS[group], `${method} ${path} (group ${group})`).toBe(module);
        answered.add(group);
      }
    }
    expect([...answered].toSorted()).toEqual(Object.keys(FIXTURE_GROUPS).toSorted());
  });

  // Imported statically (not only through the loaders) so that their module code runs when this file
  // loads, as in every other test file: mutation testing counts module code first run inside a test
  // as that test's, and the demo vocabulary's words would then read as untested here.
  it('loads every fixed handler there is, each once', async () => {
    const loaded = (await Promise.all(modules.map((module) => module(session, store)))).flatMap(headers);
    const all = [...headers(authHandlers(session, store)), ...headers(siteHandlers)];
    expect(loaded.toSorted()).toEqual(all.toSorted());
  });

  it('answers a fixed operation, and nothing for a group without fixtures', async () => {
    const fixed = fixedAnswers(session, store);
    const menus = await fixed.answer('cms-web', new Request('http://x/api/cms/web/siteMenu/listForClient?platform=company_website'));
    expect(menus?.status).toBe(200);
    expect(((await menus!.json()) as { code: number }).code).toBe(0);
    expect(await fixed.answer('ums-promote', new Request('http://x/api/ums/promote/admissionsClue/list'))).toBeUndefined();
    // An inherited property is not a group.
    expect(await fixed.answer('constructor', new Request('http://x/api/cms/web/siteMenu/listForClient'))).toBeUndefined();
  });
});
