import type { DerivedAnswer } from './index';

export const permissionAnswers: Record<string, DerivedAnswer> = {};
