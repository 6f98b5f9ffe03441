import { describe, expect, it } from 'vitest';
import { CORRUPT_POINTERS, corruptRecords } from '@/lib/stored-record.fixtures';
import { readSession, sessionKeys, toStaffUser, type SessionSource, type StaffUser } from './session';

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

  it.each(corruptRecords({ ...user }))('is silently empty when the record has $name', ({ text }) => {
    expect(readSession(source(pointer, { [sessionKeys.record(7)]: text }))).toBeNull();
  });

  it.each([
    ['account', { account: '' }],
    ['account', { account: 7 }],
    ['departmentId', { departmentId: '2' }],
    ['departmentName', { departmentName: null }],
    ['isSuper', { isSuper: 'true' }],
    ['positionId', { positionId: 0 }],
    ['positionName', { positionName: 3 }],
  ])('refuses a record whose %s does not fit', (_field, change) => {
    expect(readSession(source(pointer, { [sessionKeys.record(7)]: JSON.stringify({ ...user, ...change }) }))).toBeNull();
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

  it('refuses an answer without a usable name', () => {
    expect(toStaffUser({ ...answer, name: undefined })).toBeNull();
  });
});
