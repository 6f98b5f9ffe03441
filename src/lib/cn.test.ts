import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
// The full default config is imported here only, as the reference the reduced one must match.
import * as fc from 'fast-check';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from './cn';

/*
 * Proof that the reduced config (tw-merge-config.ts) merges every class the source can produce the
 * way tailwind-merge's default config does.
 *
 * Why pairs suffice: merging walks the classes from last to first and drops a class when a kept
 * later class has the same class group, or one that conflicts with it, under the same variants.
 * Whether a later class b drops an earlier class a depends on (a, b) alone, and
 * `merge(\`${a} ${b}\`)` shows it (`b` alone, or both). So if both configs agree on every ordered
 * pair of tokens, they agree on any class list made of those tokens. Classes under different sets
 * of variants never drop each other (the engine, shared by both, keys groups by the variants), so
 * the pairs are taken among the variant-free base classes, and among tokens with the same variants
 * in any order (order-sensitive variants such as `*:` and `before:` make the order matter).
 */

const SRC = fileURLToPath(new URL('..', import.meta.url));

const sourceFiles = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .map((file) => file.replaceAll('\\', '/'))
  // The config lists class names of its own: it is what is being checked, not a user of classes.
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && file !== 'lib/tw-merge-config.ts')
  .map((file) => ({ file, code: readFileSync(join(SRC, file), 'utf8') }));

// Comments are matched so that they can be skipped: `rounded-t-lg` in a comment is no class.
const STRING_OR_COMMENT = /\/\/[^\n]*|\/\*[\s\S]*?\*\/|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`/g;
// ASCII, no quote or brace at the start: what a Tailwind class (variants, arbitrary values included) looks like.
const CLASS_TOKEN = /^[!-]?[a-z0-9@*&[(][\x21-\x7e]*$/;

/** String literals and the static parts of template literals; `${…}` expressions are searched too. */
function* stringLiterals(code: string): Generator<string> {
  for (const [match] of code.matchAll(STRING_OR_COMMENT)) {
    if (match.startsWith('/')) continue;
    const body = match.slice(1, -1);
    if (!match.startsWith('`')) {
      yield body;
      continue;
    }
    // A word glued to an interpolation (`w-${size}`) is not a whole class: dropped.
    yield* body.split(/\S*\$\{[^}]*\}\S*/);
    for (const [, expression = ''] of body.matchAll(/\$\{([^}]*)\}/g)) yield* stringLiterals(expression);
  }
}

const tokensOf = (classList: string) => classList.split(/\s+/).filter(Boolean);
/** Tailwind knows the class when the full merge dedupes it; `foo foo` stays as it is. */
const fullKnows = (token: string) => twMerge(`${token} ${token}`) === token;

/** Class lists: literals made of class-like words, at least one of which Tailwind knows. */
const classLists = new Map<string, string[]>();
/** Every class-like word of every literal, class list or not. */
const classLikeWords = new Set<string>();
for (const { file, code } of sourceFiles) {
  const lists: string[] = [];
  for (const literal of stringLiterals(code)) {
    const tokens = tokensOf(literal);
    if (tokens.length === 0 || !tokens.every((token) => CLASS_TOKEN.test(token))) continue;
    for (const token of tokens) classLikeWords.add(token);
    if (tokens.some(fullKnows)) lists.push(tokens.join(' '));
  }
  if (lists.length > 0) classLists.set(file, lists);
}
const allLists = [...new Set([...classLists.values()].flat())];
const tokens = [...new Set(allLists.flatMap(tokensOf))];

/** Splits `md:hover:px-2` into its variants and base class, at top level only (`[&_svg:not(…)]:…`). */
function splitVariants(token: string): { variants: string[]; base: string } {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < token.length; i++) {
    const char = token[i];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) {
      parts.push(token.slice(start, i));
      start = i + 1;
    }
  }
  return { variants: parts, base: token.slice(start) };
}

const buckets = new Map<string, Set<string>>([['', new Set()]]);
for (const token of tokens) {
  const { variants, base } = splitVariants(token);
  buckets.get('')?.add(base);
  if (variants.length === 0) continue;
  const key = variants.toSorted().join(':');
  const bucket = buckets.get(key) ?? new Set();
  bucket.add(token);
  buckets.set(key, bucket);
}

interface Mismatch {
  input: string;
  reduced: string;
  full: string;
}

function compare(inputs: Iterable<[string, string]>): { count: number; mismatches: Mismatch[] } {
  let count = 0;
  const mismatches: Mismatch[] = [];
  for (const [a, b] of inputs) {
    count++;
    const reduced = cn(a, b);
    const full = twMerge(a, b);
    if (reduced !== full && mismatches.length < 25) mismatches.push({ input: `${a} ${b}`, reduced, full });
  }
  return { count, mismatches };
}

const pairCount = [...buckets.values()].reduce((sum, bucket) => sum + bucket.size ** 2, 0);
const bucketLists = [...buckets.values()].map((bucket) => [...bucket]);

/** The ordered pair at `index` of all pairs within a bucket (bucket after bucket, row after row). */
function pairAt(index: number): [string, string] {
  let rest = index;
  for (const bucket of bucketLists) {
    const size = bucket.length ** 2;
    if (rest < size) return [bucket[Math.floor(rest / bucket.length)] as string, bucket[rest % bucket.length] as string];
    rest -= size;
  }
  throw new Error(`no pair ${index}`);
}

/** Uniform over every ordered pair, so large buckets get their share; fast-check reports a failing pair and its seed. */
const SAMPLE = 4000;

/**
 * CI also runs the whole sweep once, untimed (`CN_EXHAUSTIVE=1`, .ci/run): a class group missing from
 * the reduced config can hide from a sample; the suite itself samples, so it never races a clock.
 */
const EXHAUSTIVE = process.env.CN_EXHAUSTIVE === '1';

// A mismatch means a class group the source uses is missing from tw-merge-config.ts, or set up differently.
describe('cn: the reduced tailwind-merge config (tw-merge-config.ts)', () => {
  it(`finds the source's classes (${tokens.length} tokens in ${allLists.length} class lists, ${buckets.size - 1} variant sets)`, () => {
    expect(tokens.length).toBeGreaterThan(500);
    expect(buckets.get('')?.size).toBeGreaterThan(400);
    // Primitive bases and callers' overrides, as written in the source.
    expect(tokens).toEqual(
      expect.arrayContaining([
        'top-[50%]',
        'translate-x-[-50%]',
        'sm:max-w-lg',
        "[&_svg:not([class*='size-'])]:size-4",
        'has-[>svg]:px-3',
        'data-[variant=destructive]:*:[svg]:!text-destructive',
        'h-dvh',
        'left-auto',
        'h-7',
        'px-1',
      ]),
    );
    expect(classLists.get('components/ui/button.tsx')).toContain('h-9 px-4 py-2 has-[>svg]:px-3');
    expect(classLists.get('admin/resource/row-actions.tsx')).toContain('h-7 px-1');
  });

  // A sample, not all ~300,000 pairs: the full sweep took 20 s on a loaded 2-core machine. Every run
  // draws another sample, so over runs the whole space is covered; a mismatch names its pair.
  it.runIf(EXHAUSTIVE)(`merges every ordered pair of the source tokens like the full twMerge (${pairCount})`, () => {
    expect(compare(Array.from({ length: pairCount }, (_, index) => pairAt(index))).mismatches).toEqual([]);
  });

  it.runIf(EXHAUSTIVE)('merges every primitive class list with every class list of the source like the full twMerge', () => {
    expect(compare(primitives.flatMap((primitive) => allLists.map((list): [string, string] => [primitive, list]))).mismatches).toEqual([]);
  });

  it.skipIf(EXHAUSTIVE)(`merges ordered pairs of the source tokens like the full twMerge (${SAMPLE} sampled of ${pairCount})`, () => {
    expect(pairCount).toBeGreaterThan(200_000);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: pairCount - 1 }), (index) => {
        const { mismatches } = compare([pairAt(index)]);
        expect(mismatches).toEqual([]);
      }),
      { numRuns: SAMPLE },
    );
  });

  const primitives = [...classLists].filter(([file]) => file.startsWith('components/ui/')).flatMap(([, lists]) => lists);
  it.skipIf(EXHAUSTIVE)(
    `merges primitive class lists with class lists of the source like the full twMerge (${SAMPLE} sampled of ${primitives.length} × ${allLists.length})`,
    () => {
      expect(primitives.length).toBeGreaterThan(50);
      fc.assert(
        fc.property(fc.constantFrom(...primitives), fc.constantFrom(...allLists), (primitive, override) => {
          const { mismatches } = compare([[primitive, override]]);
          expect(mismatches).toEqual([]);
        }),
        { numRuns: SAMPLE },
      );
    },
  );

  it(`leaves alone what Tailwind does not know (${classLikeWords.size} class-like words)`, () => {
    const { mismatches } = compare([...classLikeWords].map((word): [string, string] => [word, word]));
    expect(mismatches).toEqual([]);
    expect(cn('my-widget animate-in fade-in-0 px-4', 'data-[state=open]:zoom-in-95 px-2')).toBe('my-widget animate-in fade-in-0 data-[state=open]:zoom-in-95 px-2');
    expect(cn('group', 'group')).toBe('group group');
  });

  it('lets a caller override a primitive', () => {
    expect(cn('h-9 px-4', 'h-7 px-1')).toBe('h-7 px-1');
    expect(cn('p-6', 'p-0')).toBe('p-0');
    expect(cn('px-4 py-2', 'p-0')).toBe('p-0');
    expect(cn('top-[50%]', 'top-0')).toBe('top-0');
    expect(cn('translate-x-[-50%] translate-y-[-50%]', 'translate-x-0 translate-y-0')).toBe('translate-x-0 translate-y-0');
    expect(cn('w-full max-w-lg sm:max-w-lg', 'sm:max-w-xl')).toBe('w-full max-w-lg sm:max-w-xl');
    expect(cn('bg-primary hover:bg-primary/90', 'bg-destructive')).toBe('hover:bg-primary/90 bg-destructive');
    // Same prefix, different groups: a size and a colour both stay; two sizes do not.
    expect(cn('text-sm text-white', 'text-[28px] text-lg')).toBe('text-white text-lg');
    expect(cn('border border-input', 'border-0')).toBe('border-input border-0');
    expect(cn('rounded-lg', false, null, undefined, ['rounded-none'])).toBe('rounded-none');
  });

  it('is the only way the app reaches tailwind-merge, so the default config stays out of the bundle', () => {
    const importer = /(?:import|export)\s+((?:type\s+)?(?:\{[^}]*\}|\*\s+as\s+\w+|\w+))\s+from\s+['"]tailwind-merge[^'"]*['"]/g;
    const imports = sourceFiles.concat({ file: 'lib/tw-merge-config.ts', code: readFileSync(join(SRC, 'lib/tw-merge-config.ts'), 'utf8') }).flatMap(({ file, code }) => {
      const found = [...code.matchAll(importer)].map((match) => `${file}: ${match[1]?.replace(/\s+/g, ' ')}`);
      // Any other way in (`import('tailwind-merge')`, a sub-path) shows up as an unparsed mention.
      const mentions = code.match(/['"]tailwind-merge/g)?.length ?? 0;
      return mentions === found.length ? found : [...found, `${file}: ${mentions - found.length} other mention(s)`];
    });
    expect(imports.toSorted()).toEqual(['lib/cn.ts: { createTailwindMerge }', 'lib/tw-merge-config.ts: type { Config }']);
  });
});
