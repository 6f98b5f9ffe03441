import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOKIES_BLOCKED } from '@/lib/local-write';
import { CORRUPT_POINTERS, corruptRecords } from '@/lib/stored-record.fixtures';
import { readSession, saveSession, sessionKeys, toStaffUser, type SessionSource, type StaffUser } from './session';

const user: StaffUser = {
  id: 7,
  account: 'zhaosheng',
  name: '李招生',
  departmentId: 2,
  departmentName: '招生一部',
  isSuper: false,
  positionId: 3,
  positionName: '招生专员',
};
/** What the sign-in endpoint answers: more than the back office keeps. */
const answer = { ...user, phone: '13800000002', status: 1, createTime: '2024-03-01T09:00:00Z', token: 'x' };

function source(cookie: string | undefined, items: Record<string, string>): SessionSource {
  return {
    cookie: (name) => (name === sessionKeys.cookie() ? cookie : undefined),
    item: (key) => items[key] ?? null,
  };
}

const pointer = JSON.stringify({ id: 7 });
const record = { [sessionKeys.record(7)]: JSON.stringify(answer) };

describe('readSession', () => {
  it('restores the record the cookie points at, with only the fields the back office uses', () => {
    expect(readSession(source(pointer, record))).toEqual(user);
  });

  it('accepts optional fields that are null or missing', () => {
    const bare = { ...user, positionId: null, positionName: undefined, avatar: null };
    expect(readSession(source(pointer, { [sessionKeys.record(7)]: JSON.stringify(bare) }))).toEqual({
      id: 7,
      account: 'zhaosheng',
      name: '李招生',
      departmentId: 2,
      departmentName: '招生一部',
      isSuper: false,
    });
  });

  it('is silently empty without the cookie', () => {
    expect(readSession(source(undefined, record))).toBeNull();
  });

  it('is silently empty without the stored record', () => {
    expect(readSession(source(pointer, {}))).toBeNull();
  });

  it.each(CORRUPT_POINTERS)('is silently empty when the cookie holds $name', ({ text }) => {
    const items = { ...record, [sessionKeys.record(1)]: JSON.stringify({ ...user, id: 1 }) };
    expect(readSession(source(text, items))).toBeNull();
  });

  it.each(corruptRecords({ ...user }).filter((c) => !c.onlyName))('is silently empty when the record has $name', ({ text }) => {
    expect(readSession(source(pointer, { [sessionKeys.record(7)]: text }))).toBeNull();
  });

  it.each(corruptRecords({ ...user }).filter((c) => c.onlyName))('reads past a record with $name: the name falls back to the account, or 员工 <id>', ({ text }) => {
    expect(readSession(source(pointer, { [sessionKeys.record(7)]: text }))?.name).toMatch(/^(?:zhaosheng|员工 7)$/);
  });

  it.each([
    ['account', { account: '' }, 'account'],
    ['account', { account: 7 }, 'account'],
    ['departmentId', { departmentId: '2' }, 'departmentId'],
    ['departmentName', { departmentName: null }, 'departmentName'],
    ['positionId', { positionId: 0 }, 'positionId'],
    ['positionName', { positionName: 3 }, 'positionName'],
  ])('leaves out a %s that does not fit, keeping the session', (_field, change, key) => {
    const read = readSession(source(pointer, { [sessionKeys.record(7)]: JSON.stringify({ ...user, ...change }) }));
    expect(read?.id).toBe(7);
    expect(read).not.toHaveProperty(key);
  });

  it('reads an isSuper that does not fit as false', () => {
    expect(readSession(source(pointer, { [sessionKeys.record(7)]: JSON.stringify({ ...user, isSuper: 'true' }) }))?.isSuper).toBe(false);
  });

  it('refuses a record that belongs to another id', () => {
    expect(readSession(source(pointer, { [sessionKeys.record(7)]: JSON.stringify({ ...user, id: 8 }) }))).toBeNull();
  });

  it('is silently empty when storage throws', () => {
    const throwing: SessionSource = {
      cookie: () => pointer,
      item: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(readSession(throwing)).toBeNull();
  });
});

describe('toStaffUser', () => {
  it('keeps the known fields of a sign-in answer', () => {
    expect(toStaffUser(answer)).toEqual(user);
  });

  it('needs only an id (SPEC.md §3): name → account → 员工 <id>, not a super administrator', () => {
    expect(toStaffUser({ id: 9 })).toEqual({ id: 9, name: '员工 9', isSuper: false });
    expect(toStaffUser({ id: 9, account: 'wang' })).toEqual({ id: 9, account: 'wang', name: 'wang', isSuper: false });
    expect(toStaffUser({ id: 9, name: '王', phone: '1', departmentName: '招生一部' })).toEqual({ id: 9, name: '王', departmentName: '招生一部', isSuper: false });
  });

  it('refuses an answer without a usable id', () => {
    expect(toStaffUser({ ...answer, id: undefined })).toBeNull();
    expect(toStaffUser({ ...answer, id: '7' })).toBeNull();
  });
});

describe('saveSession', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fails the sign-in of a browser that keeps no cookies with what to do', () => {
    vi.stubGlobal('navigator', { cookieEnabled: false });
    expect(() => saveSession(answer)).toThrow(COOKIES_BLOCKED);
  });

  it('refuses a sign-in answer without a user id, saying whom to ask', () => {
    const { id: _id, ...withoutId } = answer;
    expect(() => saveSession(withoutId as unknown as StaffUser)).toThrow('登录结果中缺少用户编号，请联系管理员');
  });
});
