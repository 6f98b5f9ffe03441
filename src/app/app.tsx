import { RouterProvider } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { LoadingOverlay } from '@/components/loading-overlay';
import { MockControlContext } from '@/components/mock-control-context';
import { Toaster } from '@/components/ui/toaster';
import type { MockControl } from '@/lib/mock-control';
import type { createAppRouter } from './router';

/**
 * Loaded only when the mock backend runs. The compile-time flag (not `mockControl`, known only at run
 * time) lets the bundler drop this dynamic import, so a build with mocks off has no panel chunk at all.
 */
const MockPanel = import.meta.env.VITE_API_MOCK === 'on' ? lazy(() => import('@/components/mock-panel').then((m) => ({ default: m.MockPanel }))) : undefined;

export function App({ router, mockControl }: { router: ReturnType<typeof createAppRouter>; mockControl?: MockControl }) {
  return (
    <MockControlContext value={mockControl}>
      <RouterProvider router={router} />
      <LoadingOverlay />
      <Toaster />
      {MockPanel && mockControl && (
        <Suspense>
          <MockPanel control={mockControl} />
        </Suspense>
      )}
    </MockControlContext>
  );
}
