import type { FieldMeta, OperationMeta } from '@generated/manifest/types';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { BulkActions } from './toolbar';

const fields: FieldMeta[] = [{ name: 'auditStatus', title: '审核状态', type: 'integer', enum: [0, 1, 2, 3], enumLabels: ['待审核', '已通过', '已驳回', '已撤回'] }];
const bulkAudit = {
  operationId: 'batchAudit',
  action: 'batchAudit',
  kind: 'action',
  method: 'PUT',
  path: '',
  summary: '批量审核',
  permission: 'x',
  query: [],
  body: [{ name: 'ids', title: 'ID', type: 'array', itemType: 'integer' }],
  bodyType: 'form',
  response: 'json',
  states: { field: 'auditStatus', from: [0], toByParam: { param: 'result', values: { '1': 1, '2': 2 } } },
} as OperationMeta;
const bulkSend = { ...bulkAudit, operationId: 'batchSend', action: 'batchSend', summary: '批量发送', states: 'any' } as OperationMeta;

async function renderWith(rows: Record<string, unknown>[]) {
  const onRun = vi.fn<(operation: OperationMeta) => void>();
  await render(<BulkActions actions={[bulkAudit, bulkSend]} rows={rows.map((r, i) => ({ id: i + 1, ...r }))} fields={fields} onRun={onRun} />);
  return onRun;
}

const auditButton = () => page.getByRole('button', { name: '批量审核' });

describe('BulkActions by record state (x-states)', () => {
  it('runs when every selected record applies', async () => {
    const onRun = await renderWith([{ auditStatus: 0 }, { auditStatus: '0' }]);
    await expect.element(auditButton()).toBeEnabled();
    await userEvent.click(auditButton());
    expect(onRun).toHaveBeenCalledWith(bulkAudit);
  });

  it('is off, saying why by the states labels, when some selected records do not apply', async () => {
    await renderWith([{ auditStatus: 0 }, { auditStatus: 2 }, {}]);
    await expect.element(auditButton()).toBeDisabled();
    await expect.element(auditButton()).toHaveAccessibleDescription('所选记录中有 2 条不是「待审核」状态');
    // An action for any state is unaffected.
    await expect.element(page.getByRole('button', { name: '批量发送' })).toBeEnabled();
  });

  it('is off until records are selected', async () => {
    await renderWith([]);
    await expect.element(auditButton()).toBeDisabled();
    await expect.element(page.getByRole('button', { name: '批量发送' })).toBeDisabled();
  });
});
