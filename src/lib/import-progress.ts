/**
 * How the embedded mock backend and the upload dialog of the same tab talk about an import in
 * progress, without src/ importing mocks/: the mock reports progress and listens for 取消; the
 * dialog listens for progress and asks to cancel. In the browser the MSW handlers run on the page's
 * main thread, so plain window events reach exactly this tab (a BroadcastChannel would also reach
 * the app's other tabs and cancel their imports). Under Node there is no window: both are no-ops.
 * The app uses it only when mocks are on (`import.meta.env.VITE_API_MOCK`), so a production build
 * drops it; a real backend would report progress its own way.
 */
export const IMPORT_PROGRESS_EVENT = 'eduweb:import-progress';
export const IMPORT_CANCEL_EVENT = 'eduweb:import-cancel';

export interface ImportProgress {
  /** `read`: the file is being parsed (no count yet); `rows`: rows checked so far of `total`. */
  phase: 'read' | 'rows';
  done: number;
  total: number;
}

const target = (): EventTarget | undefined => (typeof window === 'undefined' ? undefined : window);

function listen<T>(type: string, listener: (detail: T) => void): () => void {
  const events = target();
  if (!events) return () => {};
  const handle = (event: Event) => listener((event as CustomEvent<T>).detail);
  events.addEventListener(type, handle);
  return () => events.removeEventListener(type, handle);
}

export function reportImportProgress(progress: ImportProgress): void {
  target()?.dispatchEvent(new CustomEvent(IMPORT_PROGRESS_EVENT, { detail: progress }));
}

export function onImportProgress(listener: (progress: ImportProgress) => void): () => void {
  return listen(IMPORT_PROGRESS_EVENT, listener);
}

/** Asks every import this tab's mock backend is processing to stop (the dialog has one at a time). */
export function cancelImports(): void {
  target()?.dispatchEvent(new CustomEvent(IMPORT_CANCEL_EVENT));
}

export function onImportCancel(listener: () => void): () => void {
  return listen(IMPORT_CANCEL_EVENT, listener);
}
