import { RouterProvider } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { LoadingOverlay } from '@/components/loading-overlay';
import { Toaster } from '@/components/ui/toaster';
import { whenIdle } from '@/lib/idle';
import type { MockControl } from '@/lib/mock-control';
import type { createAppRouter } from './router';
import { useFirstRendered } from './use-first-rendered';

/**
 * Loaded only when the mock backend runs. The compile-time flag (not `mockControl`, known only at run
 * time) lets the bundler drop this dynamic import, so a build with mocks off has no panel chunk at all.
 */
const MockPanel = import.meta.env.VITE_API_MOCK === 'on' ? lazy(() => import('@/components/mock-panel').then((m) => ({ default: m.MockPanel }))) : undefined;

export function App({ router, mockControl }: { router: ReturnType<typeof createAppRouter>; mockControl?: MockControl }) {
  // Code wanted later (the toaster) loads once the first page is on screen, not in its way.
  const firstRendered = useFirstRendered(router);
  // The testers' panel is not what a cold load waits for: it loads once the first page is on screen.
  const [panelDue, setPanelDue] = useState(false);
  useEffect(() => (import.meta.env.VITE_API_MOCK === 'on' && mockControl && firstRendered ? whenIdle(() => setPanelDue(true)) : undefined), [mockControl, firstRendered]);
  return (
    <>
      <RouterProvider router={router} />
      <LoadingOverlay />
      <Toaster preload={firstRendered} />
      {MockPanel && mockControl && panelDue && (
        <Suspense>
          <MockPanel control={mockControl} />
        </Suspense>
      )}
    </>
  );
}
