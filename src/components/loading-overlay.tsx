import { useSyncExternalStore } from 'react';
import { loadingOverlay } from '@/api/loading';
import { Spinner } from '@/components/ui/spinner';

/**
 * SPEC.md §7, §9: the full-screen overlay of pending calls, on a very light dark tint.
 * It blocks clicks (no double submits) and is announced to screen readers as busy.
 */
export function LoadingOverlay() {
  const visible = useSyncExternalStore(loadingOverlay.subscribe, loadingOverlay.isVisible, () => false);
  if (!visible) return null;
  return (
    <div data-testid="loading-overlay" aria-busy="true" className="fixed inset-0 z-[1000] grid cursor-wait place-items-center bg-black/10">
      <Spinner aria-label="加载中" className="size-8 text-primary" />
    </div>
  );
}
