import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@/test/memory-storage';
import { corruptRecords } from '@/lib/stored-record.fixtures';
import { clearSiteUser, readSiteUser, saveSiteUser } from './site-session';

const KEY = 'eduweb_siteUser';
const visitor = { id: 5, name: '王同学', avatar: 'https://cdn.example/a.png' };

/** A Map-backed local storage: the unit project runs under Node, which has none. */

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('readSiteUser', () => {
  it('restores the stored visitor, without keys the site does not use', () => {
    localStorage.setItem(KEY, JSON.stringify({ ...visitor, phone: '13900000000', token: 't' }));
    expect(readSiteUser()).toEqual(visitor);
  });

  it('accepts a visitor without an avatar, or with a blank name: the name falls back to 用户 <id>', () => {
    localStorage.setItem(KEY, JSON.stringify({ id: 5, name: '', avatar: null }));
    expect(readSiteUser()).toEqual({ id: 5, name: '用户 5' });
  });

  it.each(corruptRecords(visitor).filter((c) => c.onlyName))('reads past a stored visitor with $name', ({ text }) => {
    localStorage.setItem(KEY, text);
    expect(readSiteUser()).toMatchObject({ id: 5, name: '用户 5' });
  });

  it('is null when nothing is stored', () => {
    expect(readSiteUser()).toBeNull();
  });

  it.each(corruptRecords(visitor).filter((c) => !c.onlyName))('is silently signed out, and forgets the value, when it has $name', ({ text }) => {
    localStorage.setItem(KEY, text);
    expect(readSiteUser()).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('is null when storage throws', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(readSiteUser()).toBeNull();
    expect(() => clearSiteUser()).not.toThrow();
  });
});

describe('saveSiteUser', () => {
  it('stores only the checked fields, so what is saved is what is restored', () => {
    saveSiteUser({ ...visitor, phone: '13900000000' } as typeof visitor);
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual(visitor);
    expect(readSiteUser()).toEqual(visitor);
  });

  it('signs in an answer holding only an id (SPEC.md §3 names id, name, avatar; only the id is needed)', () => {
    expect(saveSiteUser({ id: 8 })).toEqual({ id: 8, name: '用户 8' });
    expect(readSiteUser()).toEqual({ id: 8, name: '用户 8' });
  });

  it('fails the sign-in on an answer without a usable id', () => {
    expect(() => saveSiteUser({ id: 0, name: 'x' })).toThrow('登录结果中缺少用户编号');
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('says in zh-CN what to do when storage is full, and stores nothing', () => {
    const full = memoryStorage();
    full.setItem = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    vi.stubGlobal('localStorage', full);
    expect(() => saveSiteUser(visitor)).toThrow('浏览器本地存储空间已满');
  });
});
