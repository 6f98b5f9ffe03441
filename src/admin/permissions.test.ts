import { groups } from '@generated/manifest/index';
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/test/msw-server';
import { allows, canList, canOpen, fetchGrant, isPersonal, listPermissions, permissionKeys, permissionsQueryOptions } from './permissions';
import type { StaffUser } from './session';

const resource = (key: string) => {
  const found = groups.flatMap((g) => g.resources).find((r) => r.key === key);
  if (!found) throw new Error(`no resource ${key}`);
  return found;
};

const grant = (...keys: string[]) => ({ isSuper: false, keys: new Set(keys) });

describe('allows', () => {
  it('lets a super administrator do everything', () => {
    expect(allows({ isSuper: true, keys: new Set() }, 'system:admin:remove')).toBe(true);
  });

  it('allows only the granted keys otherwise', () => {
    expect(allows(grant('promote:clue:list'), 'promote:clue:list')).toBe(true);
    expect(allows(grant('promote:clue:list'), 'promote:clue:export')).toBe(false);
  });

  it('always allows public and self keys, even before the grant has loaded', () => {
    expect(allows(undefined, 'public')).toBe(true);
    expect(allows(undefined, 'self')).toBe(true);
    expect(allows(grant(), 'self')).toBe(true);
  });

  it('denies everything else while no grant is known', () => {
    expect(allows(undefined, 'promote:clue:list')).toBe(false);
  });
});

describe('permissionKeys', () => {
  it('collects the keys of enabled menus and buttons once each', () => {
    const keys = permissionKeys([
      { permission: 'promote:clue:list', status: 1 },
      { permission: 'promote:clue:list', status: 1 },
      { permission: 'promote:clue:export', status: 1 },
      { permission: 'promote:clue:remove', status: 0 },
      { status: 1 },
    ]);
    expect(keys).toEqual(['promote:clue:list', 'promote:clue:export']);
  });
});

describe('listPermissions and canList', () => {
  it('uses the resource’s list key', () => {
    expect(listPermissions(resource('bmsSystemAdmin'))).toEqual(['system:admin:list']);
  });

  it('uses every …List key of a resource with several lists', () => {
    expect(listPermissions(resource('bmsPersonnelFuture'))).toContain('personnel:future:classList');
    expect(listPermissions(resource('bmsPersonnelFuture'))).not.toContain('personnel:future:classSave');
  });

  it('falls back to any key of a resource whose list carries another one', () => {
    expect(listPermissions(resource('bmsExtensionOther'))).toContain('extension:other:broadcast');
  });

  it('hides a screen without its list key and shows it with one', () => {
    const admin = resource('bmsSystemAdmin');
    expect(canList((p) => allows(grant('system:admin:save'), p), admin)).toBe(false);
    expect(canList((p) => allows(grant('system:admin:list'), p), admin)).toBe(true);
  });

  it('treats one’s own to-dos as personal: open to everyone', () => {
    expect(isPersonal({ resources: [resource('bmsSystemToDoMatter')] })).toBe(true);
    expect(isPersonal({ resources: [resource('bmsSystemAdmin')] })).toBe(false);
    expect(canList((p) => allows(undefined, p), resource('bmsSystemToDoMatter'))).toBe(true);
  });
});

describe('canOpen and isPersonal of a screen', () => {
  const mixed = { resources: [resource('bmsSystemAdmin'), resource('bmsSystemPosition')] };

  it('opens a screen for whoever may list any resource it shows', () => {
    expect(canOpen((p) => allows(grant('system:position:list'), p), mixed)).toBe(true);
    expect(canOpen((p) => allows(grant('system:position:save'), p), mixed)).toBe(false);
  });

  it('opens a screen that shows no resource for no one', () => {
    expect(canOpen(() => true, { resources: [] })).toBe(false);
    expect(isPersonal({ resources: [] })).toBe(false);
  });

  it('counts a screen as personal only when none of its resources needs a grant', () => {
    expect(isPersonal({ resources: [resource('bmsSystemToDoMatter'), resource('bmsSystemAdmin')] })).toBe(false);
    expect(isPersonal({ resources: [resource('bmsSystemToDoMatter')] })).toBe(true);
  });
});

describe('permissionsQueryOptions', () => {
  it('does not ask for a super administrator’s list', () => {
    expect(permissionsQueryOptions({ id: 1, isSuper: true }).enabled).toBe(false);
    expect(permissionsQueryOptions({ id: 2, isSuper: false, positionId: 2 }).enabled).toBe(true);
    expect(permissionsQueryOptions(null).enabled).toBe(false);
  });

  it('caches per staff member and position', () => {
    const a = permissionsQueryOptions({ id: 2, isSuper: false, positionId: 2 }).queryKey;
    const b = permissionsQueryOptions({ id: 2, isSuper: false, positionId: 3 }).queryKey;
    expect(a).not.toEqual(b);
  });
});

const clerk: StaffUser = { id: 7, account: 'zhaosheng', name: '李招生', departmentId: 2, departmentName: '招生一部', isSuper: false, positionId: 3 };

/** Answers the "list mine" call with `data` (the envelope as the backend sends it). */
function answerMine(data: unknown) {
  let calls = 0;
  server.use(
    http.get('*/api/bms/system/menu/listMine', () => {
      calls += 1;
      return HttpResponse.json({ code: 0, msg: 'ok', data });
    }),
  );
  return () => calls;
}

describe('fetchGrant', () => {
  it('grants the enabled keys of the position\'s "list mine" answer, and asks once per staff member', async () => {
    const calls = answerMine([
      { id: 1, parentId: 0, name: '招生线索', type: 1, permission: 'promote:clue:list', status: 1 },
      { id: 2, parentId: 1, name: '导出', type: 2, permission: 'promote:clue:export', status: 0 },
    ]);
    const client = new QueryClient();
    const granted = await fetchGrant(client, clerk);
    expect(granted.isSuper).toBe(false);
    expect([...granted.keys]).toEqual(['promote:clue:list']);
    await fetchGrant(client, clerk);
    expect(calls()).toBe(1);
  });

  it('grants nothing when the answer carries no menus', async () => {
    answerMine(null);
    const granted = await fetchGrant(new QueryClient(), clerk);
    expect([...granted.keys]).toEqual([]);
    expect(allows(granted, 'promote:clue:list')).toBe(false);
  });
});
