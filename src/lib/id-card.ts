/**
 * Mainland resident ID numbers (GB 11643-1999): 6-digit region, 8-digit birth date (yyyyMMdd),
 * 3-digit sequence whose last digit is odd for men, and an ISO 7064 MOD 11-2 check character.
 */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
/** Indexed by the weighted sum mod 11. */
const CHECK_CHARACTERS = '10X98765432';
const SHAPE = /^\d{17}[\dX]$/;

export type Gender = 'male' | 'female';

export interface IdCardInfo {
  /** Upper-case form, the one to store and send. */
  number: string;
  /** yyyy-MM-dd */
  birthDate: string;
  gender: Gender;
}

/** The check character for the first 17 digits, or null when they are not 17 digits. */
export function idCardCheckCharacter(first17: string): string | null {
  if (!/^\d{17}$/.test(first17)) return null;
  let sum = 0;
  WEIGHTS.forEach((weight, index) => {
    sum += weight * Number(first17[index]);
  });
  return CHECK_CHARACTERS[sum % 11] ?? null;
}

/** Shape and checksum only; a lower-case x counts as X (people type it that way). */
export function hasValidIdCardChecksum(value: string): boolean {
  const upper = value.toUpperCase();
  if (!SHAPE.test(upper)) return false;
  return idCardCheckCharacter(upper.slice(0, 17)) === upper.slice(17);
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** yyyyMMdd of `now` in local time, comparable as a string with the number's birth digits. */
function localDayKey(now: Date): string {
  return `${pad(now.getFullYear(), 4)}${pad(now.getMonth() + 1, 2)}${pad(now.getDate(), 2)}`;
}

/**
 * Everything a form needs from a number: null unless the checksum holds and the birth date is a
 * real calendar day that is not after today (`now` is injectable so tests need no fake clock).
 * Arithmetic rather than `Date` for the calendar check, so years below 100 are not remapped.
 */
export function parseIdCard(value: string, now: Date = new Date()): IdCardInfo | null {
  if (!hasValidIdCardChecksum(value)) return null;
  const number = value.toUpperCase();
  const birth = number.slice(6, 14);
  const year = Number(birth.slice(0, 4));
  const month = Number(birth.slice(4, 6));
  const day = Number(birth.slice(6, 8));
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (birth > localDayKey(now)) return null;
  return {
    number,
    birthDate: `${birth.slice(0, 4)}-${birth.slice(4, 6)}-${birth.slice(6, 8)}`,
    gender: Number(number[16]) % 2 === 1 ? 'male' : 'female',
  };
}

/** For form schemas: checksum plus a real, past birth date. */
export function isValidIdCard(value: string, now: Date = new Date()): boolean {
  return parseIdCard(value, now) !== null;
}
