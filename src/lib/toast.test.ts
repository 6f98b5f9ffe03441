import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast, toastQueue, type ToastSink } from './toast';

const sink = (): ToastSink & { shown: string[] } => {
  const shown: string[] = [];
  return {
    shown,
    success: (message) => shown.push(`success:${message}`),
    error: (message) => shown.push(`error:${message}`),
    info: (message) => shown.push(`info:${message}`),
    dismiss: vi.fn<() => void>(),
  };
};

let disconnect = () => {};
// Toasts raised by modules tested before this file (one module graph per worker) are shown elsewhere first.
beforeEach(() => toastQueue.connect(sink())());
afterEach(() => {
  disconnect();
  toast.dismiss();
});

describe('toast queue', () => {
  it('keeps toasts raised before the toaster loads and shows them, in order, when it connects', () => {
    toast.error('网络异常');
    toast.success('保存成功');
    expect(toastQueue.pending()).toBe(2);
    const target = sink();
    disconnect = toastQueue.connect(target);
    expect(target.shown).toEqual(['error:网络异常', 'success:保存成功']);
    expect(toastQueue.pending()).toBe(0);
  });

  it('passes toasts straight through once connected, and queues again after a disconnect', () => {
    const target = sink();
    disconnect = toastQueue.connect(target);
    toast.success('复制成功!');
    expect(target.shown).toEqual(['success:复制成功!']);
    disconnect();
    toast.error('稍后');
    expect(target.shown).toHaveLength(1);
    expect(toastQueue.pending()).toBe(1);
  });

  it('tells listeners when a toast starts waiting, so the toaster loads at once', () => {
    const listener = vi.fn<() => void>();
    const unsubscribe = toastQueue.subscribe(listener);
    toast.error('出错了');
    unsubscribe();
    toast.error('又出错了');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('dismiss drops what waits', () => {
    toast.error('过时的消息');
    toast.dismiss();
    expect(toastQueue.pending()).toBe(0);
  });

  it('gives a text one id, so the same failure twice replaces its toast instead of stacking a copy', () => {
    const ids: string[] = [];
    disconnect = toastQueue.connect({ success: (_, { id }) => ids.push(id), error: (_, { id }) => ids.push(id), info: (_, { id }) => ids.push(id), dismiss: () => {} });
    toast.error('网络连接失败，请检查网络后重试');
    toast.error('网络连接失败，请检查网络后重试');
    toast.error('保存失败');
    toast.success('保存失败');
    expect(ids[0]).toBe(ids[1]);
    expect(new Set(ids).size).toBe(3);
  });
});
