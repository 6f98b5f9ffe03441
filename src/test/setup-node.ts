import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './msw-server';

// Unhandled requests fail the test: a call the test did not expect is a bug, not noise.
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
