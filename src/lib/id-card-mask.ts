/**
 * An ID-card number as lists and exports show it: the region (first 6) and the last 4 characters,
 * the birth date and sequence hidden — 110101********1234 (the usual masking of GB 11643 numbers;
 * a shorter or malformed value keeps at most its first 3 and last 4). The full number is shown only
 * on demand, to whoever may see it (src/admin/resource/id-card-value.tsx).
 */
export function maskIdCard(value: string): string {
  const text = value.trim();
  if (text.length >= 15) return `${text.slice(0, 6)}${'*'.repeat(text.length - 10)}${text.slice(-4)}`;
  if (text.length <= 4) return '*'.repeat(text.length);
  const kept = Math.min(3, text.length - 5);
  return `${text.slice(0, Math.max(0, kept))}${'*'.repeat(text.length - Math.max(0, kept) - 4)}${text.slice(-4)}`;
}
