import type { OperationMeta, ResourceMeta } from '@generated/manifest/types';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { GroupApi } from './generated-api';
import type { ListState } from './list-search';
import { FIRST_ANSWER_WAIT_MS, useFirstAnswer } from './use-resource-list';

const list = { operationId: 'demoList', kind: 'list', paged: true, query: [{ name: 'pageNum' }, { name: 'courseId', required: true }] } as unknown as OperationMeta;
const resource = { key: 'demo', operations: [list] } as unknown as ResourceMeta;
const withCourse: ListState = { pageNum: 1, pageSize: 15, filters: { courseId: '7' } };

type Answer = { data: { pageList: { id: number }[]; total: number } };

/** A group API whose list call answers when the test says so. */
function deferredApi() {
  let answer: ((value: Answer) => void) | undefined;
  const call = vi.fn<(payload: Record<string, unknown>) => Promise<Answer>>(
    () =>
      new Promise<Answer>((resolve) => {
        answer = resolve;
      }),
  );
  const api = { meta: { key: 'demo', resources: [resource] }, operations: { demo: { demoList: call } } } as unknown as GroupApi;
  return { api, call, answer: (value: Answer) => answer?.(value) };
}

function Probe({ api, state }: { api: GroupApi; state: ListState }) {
  return <output>{useFirstAnswer(api, resource, state) ? '可以构建' : '等待首屏数据'}</output>;
}

const show = (api: GroupApi, state: ListState) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Probe api={api} state={state} />
    </QueryClientProvider>,
  );

afterEach(() => {
  vi.useRealTimers();
});

describe('useFirstAnswer: a screen is built once its first rows are in', () => {
  it('asks for the first page itself and waits for its answer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { api, call, answer } = deferredApi();
    await show(api, withCourse);
    await vi.waitFor(() => expect(call).toHaveBeenCalledWith({ courseId: '7', pageNum: 1, pageSize: 15 }, undefined, expect.anything()));
    await expect.element(page.getByText('等待首屏数据')).toBeVisible();
    answer({ data: { pageList: [{ id: 1 }], total: 1 } });
    await expect.element(page.getByText('可以构建')).toBeVisible();
  });

  it(`waits no longer than ${FIRST_ANSWER_WAIT_MS} ms for a slow answer`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { api } = deferredApi();
    await show(api, withCourse);
    await expect.element(page.getByText('等待首屏数据')).toBeVisible();
    vi.advanceTimersByTime(FIRST_ANSWER_WAIT_MS - 1);
    await expect.element(page.getByText('等待首屏数据')).toBeVisible();
    vi.advanceTimersByTime(1);
    await expect.element(page.getByText('可以构建')).toBeVisible();
  });

  it('does not wait when no answer is coming: a required filter is missing, so nothing is asked', async () => {
    const { api, call } = deferredApi();
    await show(api, { pageNum: 1, pageSize: 15, filters: {} });
    await expect.element(page.getByText('可以构建')).toBeVisible();
    expect(call).not.toHaveBeenCalled();
  });
});
