import { clsx } from 'clsx';
import type { ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

// tailwind-merge lets callers override a primitive's default classes via `className`
// without the order of conflicting utilities in the stylesheet deciding the winner.
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
