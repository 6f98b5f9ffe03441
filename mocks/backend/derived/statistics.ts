import type { DerivedAnswer } from './index';

export const statisticsAnswers: Record<string, DerivedAnswer> = {};
