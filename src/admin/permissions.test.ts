import { groups } from '@generated/manifest/index';
import { describe, expect, it } from 'vitest';
import { allows, canList, isPersonal, listPermissions, permissionKeys, permissionsQueryOptions } from './permissions';

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
    expect(isPersonal(resource('bmsSystemToDoMatter'))).toBe(true);
    expect(isPersonal(resource('bmsSystemAdmin'))).toBe(false);
    expect(canList((p) => allows(undefined, p), resource('bmsSystemToDoMatter'))).toBe(true);
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
