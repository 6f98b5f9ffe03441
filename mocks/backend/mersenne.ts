import type { Randomizer } from '@faker-js/faker';

const N = 624;
const M = 397;
const MATRIX_A = 0x9908b0df;
const UPPER = 0x80000000;
const LOWER = 0x7fffffff;

/**
 * faker's default randomizer (MT19937, 53-bit floats), bit for bit, on one reused state array.
 *
 * The mock backend reseeds once per field of every row it makes (values.ts: a field is the same whether
 * its table, its first rows or that field alone is generated). faker's seeding builds a fresh 624-slot
 * array through `Array.from` each time, and that was ~60 % of the time to seed a table (1.8 of 3.0 s for
 * the statistics sources). An Int32Array keeps every value as the 32 bits faker's arithmetic reads from
 * its own slots (each use goes through `^`, `&` or `>>>`), so the numbers, and the demo data, are the same.
 *
 * A field draws a handful of numbers, yet a full seeding fills and twists all 624 slots. Both are done
 * lazily here, in the order the full pass would run them: slot k of a round is twisted when it is first
 * read, and a number seed's slots are filled only as far as twisting needs (k + 397). Twisting slot k
 * reads slots k + 1 and k + 397 before they are twisted and slot k − 227 after, exactly as the in-order
 * loop does, so every draw is unchanged (mersenne.test.ts draws against faker's own generator).
 */
export function reseedableMersenne(initialSeed = 0): Randomizer {
  const mt = new Int32Array(N);
  // Every index below is inside the array: the typed array's reads are numbers, not `number | undefined`.
  const at = (i: number) => mt[i] as number;
  let index = 0;
  /** Slots of the current seed filled so far (a number seed fills them on demand). */
  let filled = N;

  const fillTo = (last: number) => {
    for (; filled <= last; filled++) {
      const prev = at(filled - 1) ^ (at(filled - 1) >>> 30);
      mt[filled] = Math.imul(1812433253, prev) + filled;
    }
  };

  const initGenrand = (seed: number) => {
    mt[0] = seed;
    filled = 1;
  };

  const initByArray = (key: readonly number[]) => {
    initGenrand(19650218);
    fillTo(N - 1);
    let i = 1;
    let j = 0;
    for (let k = Math.max(N, key.length); k !== 0; k--) {
      const prev = at(i - 1) ^ (at(i - 1) >>> 30);
      mt[i] = Math.trunc((at(i) ^ Math.imul(prev, 1664525)) + (key[j] as number) + j);
      i++;
      j++;
      if (i >= N) {
        mt[0] = at(N - 1);
        i = 1;
      }
      if (j >= key.length) j = 0;
    }
    for (let k = N - 1; k !== 0; k--) {
      const prev = at(i - 1) ^ (at(i - 1) >>> 30);
      mt[i] = Math.trunc((at(i) ^ Math.imul(prev, 1566083941)) - i);
      i++;
      if (i >= N) {
        mt[0] = at(N - 1);
        i = 1;
      }
    }
    mt[0] = UPPER;
  };

  /** One step of the in-order twist pass; slots k + 1 and k + M (untwisted) must be filled. */
  const twistSlot = (k: number) => {
    fillTo(Math.min(N - 1, k + M));
    const y = (at(k) & UPPER) + (at((k + 1) % N) & LOWER);
    mt[k] = at((k + M) % N) ^ (y >>> 1) ^ (-(y & 1) & MATRIX_A);
  };

  const nextU32 = () => {
    // Slots are read in order, once per round: each read is its slot's first, so it twists it.
    twistSlot(index);
    let y = at(index);
    y ^= at(index) >>> 11;
    y ^= (y << 7) & 0x9d2c5680;
    y ^= (y << 15) & 0xefc60000;
    y ^= y >>> 18;
    index += 1;
    if (index >= N) {
      index = 0;
    }
    return y >>> 0;
  };

  const seed = (value: number | number[]) => {
    if (typeof value === 'number') initGenrand(value);
    else initByArray(value);
    index = 0;
  };
  seed(initialSeed);

  return {
    next: () => ((nextU32() >>> 5) * 67108864 + (nextU32() >>> 6)) * (1 / 9007199254740992),
    seed,
  };
}
