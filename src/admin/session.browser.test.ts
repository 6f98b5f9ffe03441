import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { CORRUPT_POINTERS, corruptRecords } from '@/lib/stored-record.fixtures';
import { clearSession, restoreSession, saveSession, sessionKeys, type StaffUser } from './session';

const user: StaffUser = { id: 1, account: 'admin', name: '系统管理员', departmentId: 1, departmentName: '总部', isSuper: true };
const plant = (cookie: string, records: Record<number, string>) => {
  Cookies.set(sessionKeys.cookie(), cookie, { path: '/' });
  for (const [id, text] of Object.entries(records)) localStorage.setItem(sessionKeys.record(Number(id)), text);
};
const stored = () => ({ cookie: Cookies.get(sessionKeys.cookie()), records: Object.keys(localStorage).filter((k) => k.includes('_userInfo_')) });

describe('restoreSession in the browser', () => {
  afterEach(() => {
    Cookies.remove(sessionKeys.cookie(), { path: '/' });
    localStorage.clear();
  });

  it('restores what saveSession stored, and keeps it', () => {
    saveSession({ ...user, phone: '13800000001', status: 1, createTime: '' } as StaffUser);
    expect(restoreSession()).toEqual(user);
    expect(stored()).toEqual({ cookie: '{"id":1}', records: [sessionKeys.record(1)] });
  });

  it.each(corruptRecords({ ...user }).filter((c) => c.onlyName))('keeps the session past a record with $name (the name falls back)', ({ text }) => {
    plant('{"id":1}', { 1: text });
    expect(restoreSession()?.name).toMatch(/^(?:admin|员工 1)$/);
    expect(stored().cookie).toBe('{"id":1}');
  });

  it.each(corruptRecords({ ...user }).filter((c) => !c.onlyName && c.text.length < 1_000_000))(
    'is no session, and forgets the cookie and the record, when the record has $name',
    ({ text }) => {
      plant('{"id":1}', { 1: text });
      expect(restoreSession()).toBeNull();
      expect(stored()).toEqual({ cookie: undefined, records: [] });
    },
  );

  it.each(CORRUPT_POINTERS)('is no session, and forgets the cookie, when it holds $name', ({ text }) => {
    plant(text, {});
    expect(restoreSession()).toBeNull();
    expect(stored().cookie).toBeUndefined();
  });

  it('forgets a record stored under the id of the cookie that belongs to another id', () => {
    plant('{"id":2}', { 2: JSON.stringify(user) });
    expect(restoreSession()).toBeNull();
    expect(stored()).toEqual({ cookie: undefined, records: [] });
  });

  it('clearSession removes a good session', () => {
    saveSession(user);
    clearSession(user.id);
    expect(stored()).toEqual({ cookie: undefined, records: [] });
  });

  it('clearSession leaves the session of whoever signed in after that id alone', () => {
    saveSession({ ...user, id: 9 });
    clearSession(user.id);
    expect(restoreSession()?.id).toBe(9);
  });
});
