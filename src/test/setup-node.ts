import { afterAll, afterEach, beforeAll } from 'vitest';
import { setIdentity } from '@/lib/identity';
import { server } from './msw-server';

// Unhandled requests fail the test: a call the test did not expect is a bug, not noise.
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
// The unit project runs a worker's files in one module graph (vitest.config.ts), as one page load: a file
// that leaves someone shown signed in must not make the next file's calls find the tab stale.
afterAll(() => {
  setIdentity('admin', null);
  setIdentity('site', null);
});
