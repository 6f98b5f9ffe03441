import type { GroupMeta, OperationMeta } from '@generated/manifest/types';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { groupManifest, linkTrees } from '../../../scripts/manifest';
import type { GroupApi } from './generated-api';
import { ResourceFormDialog } from './resource-form-dialog';

/**
 * The promise of the meaning in the specs: a reference field added to a spec (x-ref, nothing else)
 * becomes a picker of its target, with no UI code. The real generator (scripts/manifest.ts) runs
 * here in the browser on copies of the specs: its file reads are served from the spec texts Vite
 * bundles, so the copy can be changed without touching openapi/.
 */
const { files, normalize } = vi.hoisted(() => ({
  files: new Map<string, string>(),
  /** `a/b/../c` → `a/c`: how the generator's `join` and `dirname` reach `../_shared.yaml`. */
  normalize(path: string) {
    const out: string[] = [];
    for (const part of path.split('/')) {
      if (part === '..') out.pop();
      else if (part !== '.' && part !== '') out.push(part);
    }
    return out.join('/');
  },
}));
// Vite gives the browser a stand-in for Node's modules and reads their functions off its default export.
vi.mock('node:fs', () => {
  const fs = {
    readFileSync: (path: string) => {
      const text = files.get(path.replace(/^\.\//, ''));
      if (text === undefined) throw new Error(`ENOENT: ${path}`);
      return text;
    },
    readdirSync: () => [],
  };
  return { ...fs, default: fs };
});
vi.mock('node:path', () => {
  const path = { join: (...parts: string[]) => normalize(parts.join('/')), dirname: (file: string) => file.split('/').slice(0, -1).join('/') || '.' };
  return { ...path, default: path };
});

const SPECS = import.meta.glob<string>('/openapi/**/*.yaml', { query: '?raw', import: 'default', eager: true });
for (const [path, text] of Object.entries(SPECS)) files.set(path.slice(1), text);

/** Two reference fields added to the asset form of a copy of bms/asset.yaml: a person and a department. */
function addReferences(): void {
  const file = 'openapi/bms/asset.yaml';
  const yaml = files.get(file) ?? '';
  const anchor = '    AssetContentSaveForm:\n      type: object\n      title: 资产表单\n';
  const at = yaml.indexOf('        id:\n', yaml.indexOf(anchor));
  expect(at).toBeGreaterThan(0);
  const added = [
    '        keeperId:',
    '          type: integer',
    '          format: int64',
    '          minimum: 1',
    '          title: 保管人',
    '          x-ref: {resource: bmsSystemAdmin, label: name}',
    '        storeDepartmentId:',
    '          type: integer',
    '          format: int64',
    '          minimum: 1',
    '          title: 存放部门',
    '          x-ref: {resource: bmsSystemDepartment, label: name}',
    '',
  ].join('\n');
  files.set(file, yaml.slice(0, at) + added + yaml.slice(at));
}

const saveOf = (groups: GroupMeta[]) => groups[0]?.resources.find((r) => r.key === 'bmsAssetAssetContent')?.operations.find((o) => o.kind === 'save');
const generate = () =>
  linkTrees([
    groupManifest({ key: 'bms-asset', ident: 'bmsAsset', file: 'openapi/bms/asset.yaml' }),
    groupManifest({ key: 'bms-system', ident: 'bmsSystem', file: 'openapi/bms/system.yaml' }),
  ]);

describe('a reference field added to a spec', () => {
  it('is generated with its target and renders in the create form as a picker of that target, with no UI code', async () => {
    expect(saveOf(generate())?.body.some((f) => f.name === 'keeperId')).toBe(false);
    addReferences();
    const [asset, system] = generate() as [GroupMeta, GroupMeta];
    const save = saveOf([asset]) as OperationMeta;
    expect(save.body.find((f) => f.name === 'keeperId')?.ref).toEqual({ resource: 'bmsSystemAdmin', label: 'name' });
    // The department is tree-shaped: the generator links its tree endpoint into the reference.
    expect(save.body.find((f) => f.name === 'storeDepartmentId')?.ref).toEqual({ resource: 'bmsSystemDepartment', label: 'name', tree: 'tree' });

    // The targets answer from stubs of their generated operations (their group is found by the manifest's index).
    const admins = vi.fn<(payload: Record<string, unknown>) => Promise<unknown>>(async (payload) => ({
      code: 0,
      data: { pageList: [{ id: 5, name: '王保管' }].filter((a) => !payload.name || a.name.includes(String(payload.name))), total: 1 },
    }));
    const departments = vi.fn<() => Promise<unknown>>(async () => ({
      code: 0,
      data: [
        { id: 1, name: '总部', parentId: 0 },
        { id: 3, name: '资产管理部', parentId: 1 },
      ],
    }));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const operationId = (resourceKey: string, kind: string, action = kind) =>
      system.resources.find((r) => r.key === resourceKey)?.operations.find((o) => o.kind === kind && o.action === action)?.operationId ?? '';
    const systemApi: GroupApi = {
      meta: system,
      operations: {
        bmsSystemAdmin: { [operationId('bmsSystemAdmin', 'list')]: admins },
        bmsSystemDepartment: { [operationId('bmsSystemDepartment', 'action', 'tree')]: departments },
      },
    };
    queryClient.setQueryData(['group-api', 'bms-system'], systemApi);
    const assetApi: GroupApi = { meta: asset, operations: {} };

    await render(
      <QueryClientProvider client={queryClient}>
        <ResourceFormDialog api={assetApi} save={save} resourceName="资产" record={undefined} onClose={() => {}} onSaved={() => {}} />
      </QueryClientProvider>,
    );
    const dialog = page.getByRole('dialog', { name: '新增资产' });
    const keeper = dialog.getByRole('combobox', { name: '保管人' });
    await expect.element(keeper).toHaveTextContent('请选择保管人');
    // Not a box to type an id in.
    expect(dialog.getByRole('textbox', { name: '保管人' }).elements()).toHaveLength(0);
    expect(dialog.getByRole('spinbutton', { name: '保管人' }).elements()).toHaveLength(0);
    await userEvent.click(keeper);
    await userEvent.click(page.getByRole('option', { name: '王保管' }));
    await expect.element(keeper).toHaveTextContent('王保管');

    const store = dialog.getByRole('combobox', { name: '存放部门' });
    await userEvent.click(store);
    await userEvent.click(page.getByRole('tree', { name: '存放部门' }).getByRole('treeitem', { name: '资产管理部' }));
    await expect.element(store).toHaveTextContent('资产管理部');
    expect(departments).toHaveBeenCalledTimes(1);
  });
});
