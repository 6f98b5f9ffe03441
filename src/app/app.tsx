import { RouterProvider } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { LoadingOverlay } from '@/components/loading-overlay';
import { Toaster } from '@/components/ui/toaster';
import { whenIdle } from '@/lib/idle';
import type { MockControl } from '@/lib/mock-control';
import { createAppRouter } from './router';

/** Loaded only when the mock backend runs: no panel code in a build with mocks off. */
const MockPanel = lazy(() => import('@/components/mock-panel').then((m) => ({ default: m.MockPanel })));

export function App({ mockControl }: { mockControl?: MockControl }) {
  const [router] = useState(createAppRouter);
  // Code wanted later (the toaster) loads once the first page is on screen, not in its way.
  const [firstRendered, setFirstRendered] = useState(() => router.state.status === 'idle' && router.state.resolvedLocation !== undefined);
  useEffect(() => router.subscribe('onRendered', () => setFirstRendered(true)), [router]);
  // The testers' panel is not what a cold load waits for: it loads once the first page is on screen.
  const [panelDue, setPanelDue] = useState(false);
  useEffect(() => (mockControl && firstRendered ? whenIdle(() => setPanelDue(true)) : undefined), [mockControl, firstRendered]);
  return (
    <>
      <RouterProvider router={router} />
      <LoadingOverlay />
      <Toaster preload={firstRendered} />
      {mockControl && panelDue && (
        <Suspense>
          <MockPanel control={mockControl} />
        </Suspense>
      )}
    </>
  );
}
