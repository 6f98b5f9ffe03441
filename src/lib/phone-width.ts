/**
 * Below Tailwind's `sm` (40rem): forms stack one field per line, and a list screen starts below the fold.
 * There, a screen is built in slices behind its outline rather than in one long task: a phone's CPU takes
 * 4-5× as long over that task (~150 ms here, ~600 ms on a mid-range phone, the page frozen meanwhile),
 * while on a wider screen one synchronous build puts the first rows up soonest.
 */
export const PHONE_WIDTH = '(width < 40rem)';

export function isPhoneWidth(): boolean {
  return typeof matchMedia === 'function' && matchMedia(PHONE_WIDTH).matches;
}
