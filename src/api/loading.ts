/**
 * Counts calls that want the full-screen loading overlay. A counter, not a flag, so overlapping
 * calls keep it open until the last one settles and it can never stay open after all have.
 * Framework-free: the overlay component subscribes with useSyncExternalStore.
 */
type Listener = () => void;

let pending = 0;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

export const loadingOverlay = {
  /** Marks one call as started; returns the function that ends it (idempotent). */
  begin(): () => void {
    pending += 1;
    emit();
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      pending -= 1;
      emit();
    };
  },
  isVisible(): boolean {
    return pending > 0;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
