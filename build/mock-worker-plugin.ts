import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { MOCK_WORKER_CLAIM } from '../src/lib/mock-control.ts';

const WORKER_FILE = 'mockServiceWorker.js';

/**
 * Appended, not patched in: MSW's own listeners stay byte for byte as shipped (its integrity check
 * compares a constant, not the file). MSW reloads any page its worker does not control; a page
 * opened while the worker was activating, or after a hard reload, can instead ask to be claimed.
 */
const CLAIM_HANDLER = `
// eduweb: claim uncontrolled pages on request (build/mock-worker-plugin.ts)
addEventListener('message', (event) => {
  if (event.data === ${JSON.stringify(MOCK_WORKER_CLAIM)}) event.waitUntil(self.clients.claim())
})
`;

function workerSource(): string {
  const require = createRequire(import.meta.url);
  return readFileSync(require.resolve(`msw/${WORKER_FILE}`), 'utf8') + CLAIM_HANDLER;
}

/**
 * Serves MSW's service worker from the installed package instead of a copy in public/: the copy can
 * never drift from the msw version, and a build with mocks off ships no msw code at all.
 */
export function mockWorkerPlugin(): Plugin {
  let mocksOn = false;
  return {
    name: 'edu:mock-worker',
    configResolved(config) {
      mocksOn = config.env.VITE_API_MOCK === 'on';
    },
    configureServer(server) {
      server.middlewares.use(`/${WORKER_FILE}`, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(workerSource());
      });
    },
    generateBundle() {
      if (mocksOn) this.emitFile({ type: 'asset', fileName: WORKER_FILE, source: workerSource() });
    },
  };
}
