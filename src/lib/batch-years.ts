/** SPEC.md §9: batches run from 2010 (or from the current year) through the current year plus 2. */
export const FIRST_BATCH_YEAR = 2010;
const YEARS_AHEAD = 2;

/** Two intakes a year: 09 (autumn) is listed before 03 (spring) because lists are newest first. */
const TERMS = [
  { term: '09', season: '秋季' },
  { term: '03', season: '春季' },
] as const;

export interface BatchOption {
  /** yyyy + term, e.g. '202509': the value the backend stores. */
  value: string;
  /** e.g. '2025年秋季' */
  label: string;
}

interface BatchYearsOptions {
  /** Injectable clock; the current year is read in local time. */
  now?: Date;
  /** Start at the current year instead of 2010 (forms that only plan ahead). */
  fromCurrentYear?: boolean;
}

/** Batch options, newest first: 202709, 202703, 202609, … 201003. */
export function batchYears({ now = new Date(), fromCurrentYear = false }: BatchYearsOptions = {}): BatchOption[] {
  const currentYear = now.getFullYear();
  const first = fromCurrentYear ? currentYear : FIRST_BATCH_YEAR;
  const options: BatchOption[] = [];
  for (let year = currentYear + YEARS_AHEAD; year >= first; year--) {
    for (const { term, season } of TERMS) options.push({ value: `${year}${term}`, label: `${year}年${season}` });
  }
  return options;
}

/** The intake under way on a date: from March the spring one (yyyy03), from September the autumn one (yyyy09). */
export function currentBatch(now: Date = new Date()): string {
  const year = now.getFullYear();
  const month = now.getMonth() + 1;
  if (month >= 9) return `${year}09`;
  if (month >= 3) return `${year}03`;
  return `${year - 1}09`;
}
