import type { DerivedAnswer } from './index';

export const operationsAnswers: Record<string, DerivedAnswer> = {};
