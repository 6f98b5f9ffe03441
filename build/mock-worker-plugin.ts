import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const WORKER_FILE = 'mockServiceWorker.js';

function workerSource(): string {
  const require = createRequire(import.meta.url);
  return readFileSync(require.resolve(`msw/${WORKER_FILE}`), 'utf8');
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
