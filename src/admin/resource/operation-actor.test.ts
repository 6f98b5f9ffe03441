import type { OperationMeta } from '@generated/manifest/types';
import { describe, expect, it } from 'vitest';
import { mayAct } from './operation-actor';

const withdraw = { operationId: 'withdraw', actor: { field: 'applicantId' } } as unknown as OperationMeta;
const open = { operationId: 'remove' } as unknown as OperationMeta;

describe('mayAct', () => {
  it('lets only the named actor take an action that has one', () => {
    expect(mayAct(withdraw, { id: 1, applicantId: 7 }, 7)).toBe(true);
    expect(mayAct(withdraw, { id: 1, applicantId: '7' }, 7)).toBe(true);
    expect(mayAct(withdraw, { id: 1, applicantId: 8 }, 7)).toBe(false);
  });

  it('refuses when who is signed in is unknown, even on a record without an actor', () => {
    expect(mayAct(withdraw, { id: 1 }, undefined)).toBe(false);
    expect(mayAct(withdraw, { id: 1, applicantId: null }, undefined)).toBe(false);
  });

  it('never matches a record without an actor to a signed-in staff member', () => {
    expect(mayAct(withdraw, { id: 1 }, 7)).toBe(false);
  });

  it('lets anyone take an action without an actor', () => {
    expect(mayAct(open, { id: 1 }, undefined)).toBe(true);
  });
});
