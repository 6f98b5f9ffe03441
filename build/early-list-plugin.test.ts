import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import type { GroupSummary, ResourceSummary } from '../generated/manifest/types.ts';
import { groups as realGroups } from '../generated/manifest/index.ts';
import { resourceEntries } from '../src/admin/resources.ts';
import { earlyListMap, earlyListScript } from './early-list-plugin';

const resource = (basePath: string, list?: Partial<NonNullable<ResourceSummary['list']>>): ResourceSummary => ({
  key: basePath,
  name: basePath,
  basePath,
  kinds: ['list'],
  permissions: [],
  pinyin: '',
  ...(list ? { list: { operationId: 'x', path: `${basePath}/list`, paged: true, required: [], ...list } } : {}),
});
const GROUPS: GroupSummary[] = [
  {
    key: 'ums-promote',
    service: 'ums',
    name: '招生',
    pinyin: '',
    resources: [
      resource('/api/ums/promote/admissionsClue', {}),
      resource('/api/bms/activity/enroll', { path: '/api/bms/activity/enroll/member/list' }),
      resource('/api/bms/cont/chapter', { required: ['courseId'] }),
      resource('/api/bms/system/tree', { paged: false }),
      resource('/api/bms/system/noList'),
    ],
  },
];

interface Page {
  path: string;
  search?: string;
  cookie?: string;
  storage?: Record<string, string>;
}

/** Runs the inline script as a browser would, with this page's location, cookie and storage. */
function run(page: Page, apiBase = '') {
  const fetched: { url: string; init: unknown }[] = [];
  const win: Record<string, unknown> = {};
  runInNewContext(earlyListScript(GROUPS, { apiBase, productName: 'eduweb', pageSize: 15 }), {
    location: { pathname: page.path, search: page.search ?? '', origin: 'https://edu.example' },
    document: { cookie: page.cookie ?? '' },
    localStorage: { getItem: (key: string) => page.storage?.[key] ?? null },
    fetch: (url: string, init: unknown) => {
      fetched.push({ url, init });
      return Promise.resolve(new Response('{}'));
    },
    window: win,
  });
  return { fetched, early: win.eduEarlyList as { url: string; at: number } | undefined };
}

const record = (value: unknown) => ({ eduweb_userInfo_1: JSON.stringify(value) });

const superSession = {
  cookie: 'theme=dark; eduweb_userInfo=%7B%22id%22%3A1%7D',
  storage: { eduweb_userInfo_1: JSON.stringify({ id: 1, account: 'admin', name: '管理员', isSuper: true }) },
};

describe('the early list call in index.html', () => {
  it('asks for page 1 at the default size of the list the URL opens, for a super administrator, and leaves it for the app', () => {
    const { fetched, early } = run({ path: '/admin/ums/promote/admissionsClue', ...superSession });
    expect(fetched).toEqual([{ url: 'https://edu.example/api/ums/promote/admissionsClue/list?pageNum=1&pageSize=15', init: { credentials: 'include' } }]);
    expect(early?.url).toBe(fetched[0]!.url);
    // A trailing slash opens the same screen; a list below its own path is asked there.
    expect(run({ path: '/admin/ums/promote/admissionsClue/', ...superSession }).fetched).toHaveLength(1);
    expect(run({ path: '/admin/bms/activity/enroll', ...superSession }, 'https://api.example').fetched[0]!.url).toBe(
      'https://api.example/api/bms/activity/enroll/member/list?pageNum=1&pageSize=15',
    );
  });

  it('does nothing for what it cannot tell exactly: a search, a list that needs a filter, no list, no list screen', () => {
    for (const page of [
      { path: '/admin/ums/promote/admissionsClue', search: '?pageSize=30' },
      { path: '/admin/bms/cont/chapter' },
      { path: '/admin/bms/system/tree' },
      { path: '/admin/bms/system/noList' },
      { path: '/admin/bms/system/toString' },
      { path: '/admin/ums/promote/constructor' },
      { path: '/admin/login' },
      { path: '/admin' },
      { path: '/home' },
    ]) {
      expect(run({ ...page, ...superSession }).fetched).toEqual([]);
    }
  });

  it('does nothing, and throws nothing, without a super administrator’s intact session', () => {
    const path = '/admin/ums/promote/admissionsClue';
    for (const session of [
      {},
      { cookie: superSession.cookie },
      { cookie: superSession.cookie, storage: record({ id: 1, isSuper: false }) },
      { cookie: superSession.cookie, storage: record({ id: 2, isSuper: true }) },
      { cookie: superSession.cookie, storage: record({ id: 1, isSuper: 'true' }) },
      { cookie: superSession.cookie, storage: { eduweb_userInfo_1: '{not json' } },
      { cookie: 'eduweb_userInfo=%7Bbroken', storage: superSession.storage },
      { cookie: 'eduweb_userInfo=%E0%A4%A', storage: superSession.storage },
      { cookie: 'eduweb_userInfo=%7B%22id%22%3A%221%22%7D', storage: superSession.storage },
      { cookie: 'other_userInfo=%7B%22id%22%3A1%7D', storage: superSession.storage },
    ]) {
      expect(run({ path, ...session }).fetched).toEqual([]);
    }
  });

  it('knows every list screen of the app whose first page it may ask for, and only those', () => {
    const map = earlyListMap(realGroups);
    const asked = Object.entries(map).flatMap(([folder, names]) => Object.entries(names).map(([name, rest]) => [`/admin/${folder}/${name}`, rest] as const));
    const screens = new Set(resourceEntries.map((entry) => entry.href));
    for (const [href] of asked) expect(screens.has(href)).toBe(true);
    const eligible = realGroups.flatMap((g) => g.resources).filter((r) => r.list?.paged && r.list.required.length === 0);
    expect(asked).toHaveLength(eligible.length);
    for (const r of eligible) {
      const at = r.basePath.lastIndexOf('/');
      expect(map[r.basePath.slice('/api/'.length, at)]?.[r.basePath.slice(at + 1)]).toBe(r.list!.path === `${r.basePath}/list` ? '' : r.list!.path.slice(r.basePath.length + 1));
    }
  });
});
