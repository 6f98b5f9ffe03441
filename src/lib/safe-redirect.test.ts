import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it.each([
    ['/admin/system/admin?pageNum=2', '/admin/system/admin?pageNum=2'],
    ['/admin', '/admin'],
    ['//evil.example/admin', '/admin'],
    ['/\\evil.example', '/admin'],
    ['https://evil.example/admin', '/admin'],
    ['javascript:alert(1)', '/admin'],
    ['/home', '/admin'],
    ['/administrator', '/admin'],
    [undefined, '/admin'],
  ])('%s → %s', (target, expected) => {
    expect(safeRedirect(target, '/admin', '/admin')).toBe(expected);
  });
});
