import type { OperationMeta } from '@generated/manifest/types';
import { HttpResponse } from 'msw';
import { coerceParams } from '../coerce';
import { REFUSAL_CODES } from '../contract';
import { actingStaff } from '../staff';
import type { DerivedContext } from './types';

export const ok = (data?: unknown, msg = '操作成功') => HttpResponse.json({ code: 0, msg, ...(data === undefined ? {} : { data }) });
export const refuse = (msg: string, code: number = REFUSAL_CODES.invalid) => HttpResponse.json({ code, msg });
export { REFUSAL_CODES };

/** The query and form values of a request, typed as the spec declares them (the contract checked them already). */
export async function readParams(request: Request, operation: OperationMeta): Promise<Record<string, unknown>> {
  const query = coerceParams(new URL(request.url).searchParams, operation.query);
  if (operation.bodyType !== 'form') return query;
  return { ...query, ...coerceParams(new URLSearchParams(await request.text()), operation.body) };
}

/** The signed-in staff member's name, as a backend records who did something (the first demo account before any sign-in). */
export function operatorName(ctx: DerivedContext): string {
  return actingStaff(ctx.session).name;
}
