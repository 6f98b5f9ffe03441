import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasValidIdCardChecksum, idCardCheckCharacter, isValidIdCard, parseIdCard } from './id-card';

const NOW = new Date(2025, 5, 1, 12, 0, 0);
const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * An oracle independent of the module's weight table: ISO 7064 MOD 11-2 says
 * Σ aᵢ·2^(17−i) over all 18 characters (X = 10) is ≡ 1 (mod 11).
 */
function checkFor(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * (2 ** (17 - i) % 11);
  const value = (12 - (sum % 11)) % 11;
  return value === 10 ? 'X' : String(value);
}

const digits = (length: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((d) => d.join(''));

const validIdCard = fc
  .record({
    region: digits(6),
    birth: fc.date({ min: new Date(1900, 0, 1), max: NOW, noInvalidDate: true }),
    sequence: digits(2),
    male: fc.boolean(),
    genderDigit: fc.integer({ min: 0, max: 4 }),
  })
  .map(({ region, birth, sequence, male, genderDigit }) => {
    const day = `${pad(birth.getFullYear(), 4)}${pad(birth.getMonth() + 1, 2)}${pad(birth.getDate(), 2)}`;
    const first17 = `${region}${day}${sequence}${genderDigit * 2 + (male ? 1 : 0)}`;
    return {
      number: first17 + checkFor(first17),
      birthDate: `${pad(birth.getFullYear(), 4)}-${pad(birth.getMonth() + 1, 2)}-${pad(birth.getDate(), 2)}`,
      gender: male ? 'male' : 'female',
    };
  });

/** Builds a number with a correct checksum around any 8 birth characters. */
const withBirth = (birth: string) => {
  const first17 = `110105${birth}001`;
  return first17 + checkFor(first17);
};

describe('ID card checksum', () => {
  it.each(['11010519491231002X', '440524188001010014', '11010519491231002x'])('accepts the published example %s', (n) => {
    expect(hasValidIdCardChecksum(n)).toBe(true);
    expect(isValidIdCard(n, NOW)).toBe(true);
  });

  it('computes the check character for the published examples', () => {
    expect(idCardCheckCharacter('11010519491231002')).toBe('X');
    expect(idCardCheckCharacter('44052418800101001')).toBe('4');
    expect(idCardCheckCharacter('1101051949123100')).toBeNull();
  });

  it.each(['', '11010519491231002', '1101051949123100200', '11010519491231002Y', '1101051949123X002X', ' 11010519491231002X'])('rejects the malformed %j', (n) => {
    expect(hasValidIdCardChecksum(n)).toBe(false);
    expect(parseIdCard(n, NOW)).toBeNull();
  });

  it('accepts every generated valid number, in either case of x', () => {
    fc.assert(
      fc.property(validIdCard, ({ number }) => {
        expect(hasValidIdCardChecksum(number)).toBe(true);
        expect(isValidIdCard(number, NOW)).toBe(true);
        expect(isValidIdCard(number.toLowerCase(), NOW)).toBe(true);
      }),
    );
  });

  // Every weight is non-zero mod 11 and 11 is prime, so changing any one character by a non-zero
  // amount changes the weighted sum mod 11: no single-character typo can keep the checksum.
  it('rejects every single-character corruption', () => {
    fc.assert(
      fc.property(validIdCard, fc.integer({ min: 0, max: 17 }), fc.integer({ min: 1, max: 10 }), ({ number }, index, shift) => {
        const alphabet = index === 17 ? '0123456789X' : '0123456789';
        const original = alphabet.indexOf(number[index] ?? '');
        const replacement = alphabet[(original + shift) % alphabet.length] ?? '';
        fc.pre(replacement !== number[index]);
        const corrupted = number.slice(0, index) + replacement + number.slice(index + 1);
        expect(hasValidIdCardChecksum(corrupted)).toBe(false);
        expect(isValidIdCard(corrupted, NOW)).toBe(false);
      }),
    );
  });
});

describe('ID card details for forms', () => {
  it('exposes the birth date and the gender (17th digit odd = male)', () => {
    fc.assert(
      fc.property(validIdCard, ({ number, birthDate, gender }) => {
        expect(parseIdCard(number.toLowerCase(), NOW)).toEqual({ number, birthDate, gender });
      }),
    );
  });

  it('reads the published examples', () => {
    expect(parseIdCard('11010519491231002x', NOW)).toEqual({ number: '11010519491231002X', birthDate: '1949-12-31', gender: 'female' });
    expect(parseIdCard('440524188001010014', NOW)).toEqual({ number: '440524188001010014', birthDate: '1880-01-01', gender: 'male' });
  });

  it.each(['20230229', '19001301', '19990000', '19990431', '19000229', '20250602', '99991231'])(
    'rejects the impossible or future birth date %s despite a correct checksum',
    (birth) => {
      const number = withBirth(birth);
      expect(hasValidIdCardChecksum(number)).toBe(true);
      expect(parseIdCard(number, NOW)).toBeNull();
    },
  );

  it.each(['20240229', '20000229', '20250601'])('accepts the real, not future birth date %s', (birth) => {
    expect(parseIdCard(withBirth(birth), NOW)?.birthDate).toBe(`${birth.slice(0, 4)}-${birth.slice(4, 6)}-${birth.slice(6)}`);
  });
});
