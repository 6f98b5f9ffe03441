import { describe, expect, it } from 'vitest';
import { maskIdCard } from './id-card-mask';

describe('maskIdCard', () => {
  it('keeps the region and the last four of a resident ID number, hiding birth date and sequence', () => {
    expect(maskIdCard('110101199003071234')).toBe('110101********1234');
    expect(maskIdCard('11010519491231002X')).toBe('110105********002X');
    expect(maskIdCard(' 110101199003071234 ')).toBe('110101********1234');
    // A 15-digit first-generation number.
    expect(maskIdCard('110101900307123')).toBe('110101*****7123');
  });

  it('never shows a short or odd value whole', () => {
    expect(maskIdCard('12345678')).toBe('123*5678');
    expect(maskIdCard('1234')).toBe('****');
    expect(maskIdCard('')).toBe('');
  });
});
