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
 */
export function reseedableMersenne(initialSeed = 0): Randomizer {
  const mt = new Int32Array(N);
  // Every index below is inside the array: the typed array's reads are numbers, not `number | undefined`.
  const at = (i: number) => mt[i] as number;
  let index = 0;

  const initGenrand = (seed: number) => {
    mt[0] = seed;
    for (let i = 1; i < N; i++) {
      const prev = at(i - 1) ^ (at(i - 1) >>> 30);
      mt[i] = Math.imul(1812433253, prev) + i;
    }
  };

  const initByArray = (key: readonly number[]) => {
    initGenrand(19650218);
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

  const twist = () => {
    for (let k = 0; k < N; k++) {
      const y = (at(k) & UPPER) + (at((k + 1) % N) & LOWER);
      mt[k] = at((k + M) % N) ^ (y >>> 1) ^ (-(y & 1) & MATRIX_A);
    }
  };

  const nextU32 = () => {
    let y = at(index);
    y ^= at(index) >>> 11;
    y ^= (y << 7) & 0x9d2c5680;
    y ^= (y << 15) & 0xefc60000;
    y ^= y >>> 18;
    index += 1;
    if (index >= N) {
      twist();
      index = 0;
    }
    return y >>> 0;
  };

  const seed = (value: number | number[]) => {
    if (typeof value === 'number') initGenrand(value);
    else initByArray(value);
    twist();
    index = 0;
  };
  seed(initialSeed);

  return {
    next: () => ((nextU32() >>> 5) * 67108864 + (nextU32() >>> 6)) * (1 / 9007199254740992),
    seed,
  };
}
