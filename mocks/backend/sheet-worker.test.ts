import { group } from '@generated/manifest/bms-system';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SheetJob, WorkerMessage } from './sheet-parse';

/**
 * The browser worker's script run under Node against a stand-in for its global scope. Its
 * postMessage serialises like a worker's (structuredClone with the same options), so a message
 * that a real worker could not post (an invalid transfer list) fails here as it would there.
 */
function workerScope() {
  const posted: WorkerMessage[] = [];
  let onMessage: ((event: MessageEvent<SheetJob>) => void) | undefined;
  const scope = {
    postMessage: (message: WorkerMessage, options?: StructuredSerializeOptions) => void posted.push(structuredClone(message, options)),
    addEventListener: (type: string, listener: (event: MessageEvent<SheetJob>) => void) => {
      if (type === 'message') onMessage = listener;
    },
  };
  const send = (job: SheetJob) => onMessage?.(new MessageEvent('message', { data: job }));
  return { scope, posted, send };
}

const save = group.resources.find((r) => r.key === 'bmsSystemAdmin')!.operations.find((o) => o.kind === 'save')!;
const fields = save.body.filter((f) => f.name !== 'id');
const titles = fields.map((f) => f.title).join(',');
const csv = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('sheet-worker: the browser worker posts progress, then its one answer', () => {
  it('answers a job with the checked rows, having reported its progress', async () => {
    const { scope, posted, send } = workerScope();
    vi.stubGlobal('self', scope);
    await import('./sheet-worker');
    send({ bytes: csv(`${titles}\r\nzhang.san,张三,139000000,,\r\n`), name: '名单.csv', spec: { group: 'bms-system', schema: 'BmsSystemAdminSaveBody', fields } });
    await vi.waitFor(() => expect(posted.at(-1)?.kind).toBe('answer'));
    expect(posted).toEqual([
      { kind: 'progress', done: 0, total: 1 },
      { kind: 'progress', done: 1, total: 1 },
      { kind: 'answer', answer: { ok: true, results: [{ row: 2, reason: '手机号格式不正确' }] } },
    ]);
  });

  it('answers a refused file with its zh-CN message', async () => {
    const { scope, posted, send } = workerScope();
    vi.stubGlobal('self', scope);
    await import('./sheet-worker');
    send({ bytes: csv('账号\r\n'), name: '名单.xlsx', spec: { group: 'bms-system', schema: 'BmsSystemAdminSaveBody', fields } });
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted).toEqual([{ kind: 'answer', answer: { ok: false, message: '文件内容不是有效的 Excel 表格，请使用下载的模板填写' } }]);
  });
});
