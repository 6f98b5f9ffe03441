import type { RequestHandler } from 'msw';
import { generatedMocks } from '@generated/mocks';
import { authHandlers } from './auth-handlers';

/** Every handler of the mock backend: stateful ones first (first match wins), then Orval's generated answers. */
export function mockHandlers(): RequestHandler[] {
  return [...authHandlers, ...Object.values(generatedMocks).flatMap((group) => group())];
}
