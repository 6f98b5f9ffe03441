import type { FieldSemantic } from '@generated/manifest/types';

/**
 * What a number semantic allows (openapi/README.md, "Meaning"): the mock backend generates inside
 * these ranges and the demo-data audit (scripts/demo-data-audit.ts) counts values outside them.
 * The generator keeps to narrower, realistic bands (values.ts); these are the hard limits.
 */
export const SEMANTIC_RANGES: Partial<Record<FieldSemantic, { min: number; max: number }>> = {
  count: { min: 0, max: 1_000_000 },
  percent: { min: 0, max: 100 },
  rate: { min: 0, max: 100 },
  money: { min: 0, max: 10_000_000 },
  sort: { min: 0, max: 999 },
  duration: { min: 0, max: 1_000_000 },
  year: { min: 1900, max: 2100 },
  age: { min: 0, max: 150 },
  score: { min: 0, max: 1000 },
};

/** The largest magnitude a number may have unless it is an id, a phone, a time, a code or a money total. */
export const ORDINARY_MAGNITUDE = 10_000_000;
