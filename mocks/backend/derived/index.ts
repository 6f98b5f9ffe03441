import type { DerivedAnswer } from './types';
import { approvalAnswers } from './approvals';
import { fileAnswers } from './files';
import { listAnswers } from './lists';
import { operationsAnswers } from './operations';
import { permissionAnswers } from './permissions';
import { statisticsAnswers } from './statistics';
import { todoAnswers } from './todo';

export type { DerivedAnswer, DerivedContext } from './types';

/** By operationId; each module owns one domain, so no two of them answer the same operation. */
export const derivedAnswers: Readonly<Record<string, DerivedAnswer>> = {
  ...statisticsAnswers,
  ...permissionAnswers,
  ...approvalAnswers,
  ...fileAnswers,
  ...operationsAnswers,
  ...todoAnswers,
  ...listAnswers,
};
