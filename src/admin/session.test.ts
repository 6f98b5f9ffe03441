import { describe, expect, it } from 'vitest';
import { readSession, sessionKeys, type SessionSource, type StaffUser } from './session';

const user: StaffUser = {
  id: 7,
  account: 'zhaosheng',
  name: '李招生',
  phone: '13800000002',
  departmentId: 2,
  departmentName: '招生一部',
  status: 1,
  isSuper: false,
  createTime: '2024-03-01T09:00:00Z',
};

function source(cookie: string | undefined, items: Record<string, string>): SessionSource {
  return {
    cookie: (name) => (name === sessionKeys.cookie() ? cookie : undefined),
    item: (key) => items[key] ?? null,
  };
}

const pointer = JSON.stringify({ id: 7 });
const record = { [sessionKeys.record(7)]: JSON.stringify(user) };

describe('readSession', () => {
  it('restores the record the cookie points at', () => {
    expect(readSession(source(pointer, record))).toEqual(user);
  });

  it('accepts an id stored as a string', () => {
    expect(readSession(source(JSON.stringify({ id: '7' }), record))).toEqual(user);
  });

  it('is silently empty without the cookie', () => {
    expect(readSession(source(undefined, record))).toBeNull();
  });

  it('is silently empty without the stored record', () => {
    expect(readSession(source(pointer, {}))).toBeNull();
  });

  it('is silently empty when the cookie is not JSON', () => {
    expect(readSession(source('{id:7', record))).toBeNull();
  });

  it('is silently empty when the cookie has no usable id', () => {
    expect(readSession(source(JSON.stringify({ id: null }), record))).toBeNull();
    expect(readSession(source(JSON.stringify([7]), record))).toBeNull();
    expect(readSession(source(JSON.stringify({ id: '' }), { [sessionKeys.record('')]: JSON.stringify(user) }))).toBeNull();
  });

  it('is silently empty when the record is not JSON', () => {
    expect(readSession(source(pointer, { [sessionKeys.record(7)]: '{"id":7,' }))).toBeNull();
  });

  it('is silently empty when the record is not an object', () => {
    expect(readSession(source(pointer, { [sessionKeys.record(7)]: '7' }))).toBeNull();
    expect(readSession(source(pointer, { [sessionKeys.record(7)]: 'null' }))).toBeNull();
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
