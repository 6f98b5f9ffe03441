import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cancelImports, IMPORT_CANCEL_EVENT, IMPORT_PROGRESS_EVENT, onImportCancel, onImportProgress, reportImportProgress } from './import-progress';

describe('import progress between the mock backend and the upload dialog of one tab', () => {
  let page: EventTarget;
  beforeEach(() => {
    page = new EventTarget();
    vi.stubGlobal('window', page);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('travels as its own namespaced window events, so other scripts’ events are not taken for it', () => {
    const seen: string[] = [];
    for (const type of ['eduweb:import-progress', 'eduweb:import-cancel', '']) page.addEventListener(type, (event) => seen.push(event.type));
    reportImportProgress({ phase: 'rows', done: 1, total: 2 });
    cancelImports();
    expect(seen).toEqual(['eduweb:import-progress', 'eduweb:import-cancel']);
    expect([IMPORT_PROGRESS_EVENT, IMPORT_CANCEL_EVENT]).toEqual(['eduweb:import-progress', 'eduweb:import-cancel']);
  });

  it('hands the dialog each progress report until it stops listening, and the backend each cancel', () => {
    const progress: unknown[] = [];
    let cancels = 0;
    const stopProgress = onImportProgress((p) => progress.push(p));
    const stopCancel = onImportCancel(() => cancels++);
    reportImportProgress({ phase: 'read', done: 0, total: 0 });
    cancelImports();
    stopProgress();
    stopCancel();
    reportImportProgress({ phase: 'rows', done: 5, total: 9 });
    cancelImports();
    expect(progress).toEqual([{ phase: 'read', done: 0, total: 0 }]);
    expect(cancels).toBe(1);
  });

  it('does nothing without a window (Node, the prerender)', () => {
    vi.unstubAllGlobals();
    const stop = onImportProgress(() => {
      throw new Error('never called');
    });
    expect(() => reportImportProgress({ phase: 'read', done: 0, total: 0 })).not.toThrow();
    expect(() => cancelImports()).not.toThrow();
    stop();
  });
});
