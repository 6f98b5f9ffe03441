import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config as zodConfig } from 'zod/v4/core';
import '@/styles.css';
import { createQueryClient } from '@/api/query-client';
import { takeCarriedNotice } from '@/lib/identity';
import { rememberScenarioFromUrl, type MockControl } from '@/lib/mock-control';
import { applyThemeAtStart } from '@/lib/theme';
import { toast } from '@/lib/toast';
import { App } from './app';
import { createAppRouter } from './router';

// Zod compiles object schemas with `new Function` where it may, and probes for that once: under the
// deployed Content-Security-Policy (no 'unsafe-eval', deploy/nginx/) the probe is refused and reported
// as a violation. The same parsing without the compiled fast path, and without the probe.
zodConfig({ jitless: true });

// The back office's theme before its first frame (an inline script in the page would be refused by the CSP).
applyThemeAtStart();

// A tab that reloaded because its signed-in person changed in another tab (src/lib/identity.ts), or into
// a version deployed under it (src/lib/new-version.ts), says why.
const carried = takeCarriedNotice();
if (carried) toast.info(carried);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// /home may arrive drawn at build time (build/prerender-plugin.ts). React's first commit replaces it,
// so that commit must be the page, not the router's empty first frame: its route loads first.
const drawn = container.querySelector(':scope > [data-prerendered]') !== null && document.documentElement.hasAttribute('data-prerender-shown');
const queryClient = createQueryClient();
const router = createAppRouter({ context: { queryClient }, drawn });

async function render(mockControl?: MockControl) {
  if (drawn) await router.load().catch(() => undefined);
  createRoot(container!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <App router={router} mockControl={mockControl} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

// The embedded mock backend first, then the app: every call of every visit goes to its service
// worker and shows in the browser's network panel. The dynamic import keeps msw and faker out of any
// build with mocks off (Vite drops the branch when VITE_API_MOCK is not `on`).
if (import.meta.env.VITE_API_MOCK === 'on') {
  rememberScenarioFromUrl();
  import('../../mocks/browser')
    .then(({ startMockBackend }) => startMockBackend())
    .then(render, (error: unknown) => {
      console.error('The embedded mock backend did not start', error);
      void render();
    });
} else void render();
