import type { OperationMeta, ResourceMeta } from '@generated/manifest/types';
import { QueryClient, QueryClientProvider, useIsFetching } from '@tanstack/react-query';
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
  const built = useFirstAnswer(api, resource, state);
  // Rendered with the hook's answer: once this reads 请求中, the hook has seen the query asking.
  const asking = useIsFetching() > 0;
  return (
    <>
      <output>{built ? '可以构建' : '等待首屏数据'}</output>
      <p>{asking ? '请求中' : '空闲'}</p>
    </>
  );
}

const show = (api: GroupApi, state: ListState, client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) =>
  render(
    <QueryClientProvider client={client}>
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

  it('stays built when a failed first page is asked again: the screen asks on mount, and that must not take it down', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let fail: ((error: Error) => void) | undefined;
    const call = vi.fn<() => Promise<Answer>>(
      () =>
        new Promise<Answer>((_, reject) => {
          fail = reject;
        }),
    );
    const api = { meta: { key: 'demo', resources: [resource] }, operations: { demo: { demoList: call } } } as unknown as GroupApi;
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await show(api, withCourse, client);
    await vi.waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    fail?.(new Error('502'));
    await expect.element(page.getByText('可以构建')).toBeVisible();
    await expect.element(page.getByText('空闲')).toBeVisible();
    // Asked again with no data yet: the query is pending once more, and no timer will say "late".
    void client.refetchQueries();
    await vi.waitFor(() => expect(call).toHaveBeenCalledTimes(2));
    expect(client.getQueryCache().getAll()[0]?.state.status).toBe('pending');
    await expect.element(page.getByText('请求中')).toBeVisible();
    expect(page.getByText('等待首屏数据').elements()).toHaveLength(0);
    await expect.element(page.getByText('可以构建')).toBeVisible();
  });
});
