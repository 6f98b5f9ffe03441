import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { whenIdle } from '@/lib/idle';
import { toastQueue } from '@/lib/toast';

let loading: Promise<ComponentType> | undefined;
function loadToaster(): Promise<ComponentType> {
  loading ??= import('./sonner').then(
    (module) => module.ConnectedToaster,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Mounts sonner's toaster when the first toast is raised or once the browser is idle after load,
 * whichever comes first, so no page waits for the toast library before it is usable. Until then
 * toasts wait in src/lib/toast.ts. Loading when idle matters: a toast that says the network failed
 * must not depend on fetching code over that network.
 */
export function Toaster() {
  const [Loaded, setLoaded] = useState<{ Toaster: ComponentType }>();
  const [idle, setIdle] = useState(false);
  const pending = useSyncExternalStore(toastQueue.subscribe, toastQueue.pending, () => 0);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  const wanted = idle || pending > 0;
  useEffect(() => {
    if (!wanted || Loaded) return;
    let live = true;
    loadToaster().then(
      (Toaster) => live && setLoaded({ Toaster }),
      // Offline: the toasts keep waiting, and the next one tries again.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, pending, Loaded]);
  return Loaded ? <Loaded.Toaster /> : null;
}
