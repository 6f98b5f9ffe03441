import { useEffect, useState, type ComponentType } from 'react';
import { whenIdle } from '@/lib/idle';
import { toastQueue } from '@/lib/toast';

// The module loader keeps the loaded module; a failed load is tried again by the next call.
const loadToaster = (): Promise<ComponentType> => import('./sonner').then((module) => module.ConnectedToaster);

/**
 * Mounts sonner's toaster when the first toast is raised, or when the browser is idle once `preload`
 * is true (the first page is on screen), whichever comes first: no page waits for the toast library,
 * nor shares the network with it, before it is usable. Until then toasts wait in src/lib/toast.ts.
 * Loading it when idle matters: a toast that says the network failed must not depend on fetching code
 * over that network.
 */
export function Toaster({ preload = true }: { preload?: boolean }) {
  const [loaded, setLoaded] = useState<{ Component: ComponentType }>();
  useEffect(() => {
    let live = true;
    const load = () =>
      void loadToaster().then(
        (Component) => live && setLoaded({ Component }),
        // Offline: the toasts keep waiting, and the next one (or the next idle time) tries again.
        () => undefined,
      );
    const cancelIdle = preload ? whenIdle(load) : undefined;
    const unsubscribe = toastQueue.subscribe(load);
    if (toastQueue.pending() > 0) load();
    return () => {
      live = false;
      cancelIdle?.();
      unsubscribe();
    };
  }, [preload]);
  return loaded ? <loaded.Component /> : null;
}
