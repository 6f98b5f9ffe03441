import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { adminStore } from '@/admin/admin-store';
import { ResourceScreen } from '@/admin/resource/resource-screen';
import { resourceHref } from '@/admin/resources';
import { groupManifest } from './manifest';

/**
 * The promise of the design: a backend resource added to one YAML file gets its screen with no UI
 * code. The screen factory renders whatever the manifest says, so adding a resource to a fixture
 * spec and regenerating must produce a complete manifest entry: columns, filters, form, actions.
 */
const root = mkdtempSync(join(tmpdir(), 'spec-fixture-'));
cpSync('openapi', root, { recursive: true });
afterAll(() => rmSync(root, { recursive: true, force: true }));

const ADDITION = `
  /api/bms/asset/parkingSpace/list:
    get:
      tags: [bmsAssetParkingSpace]
      operationId: bmsAssetParkingSpaceList
      summary: 车位列表
      x-permission: asset:parkingSpace:list
      parameters:
        - $ref: '../_shared.yaml#/components/parameters/PageNum'
        - $ref: '../_shared.yaml#/components/parameters/PageSize'
        - name: zone
          in: query
          schema: { type: string, title: 区域 }
      responses:
        '200':
          description: 分页列表
          content:
            application/json:
              schema:
                allOf:
                  - $ref: '../_shared.yaml#/components/schemas/Envelope'
                  - type: object
                    properties:
                      data:
                        type: object
                        required: [pageList, total]
                        properties:
                          pageList:
                            type: array
                            items: { $ref: '#/components/schemas/ParkingSpace' }
                          total: { $ref: '../_shared.yaml#/components/schemas/Total' }
  /api/bms/asset/parkingSpace/save:
    post:
      tags: [bmsAssetParkingSpace]
      operationId: bmsAssetParkingSpaceSave
      summary: 新增或编辑车位
      x-permission: asset:parkingSpace:save
      requestBody:
        content:
          application/x-www-form-urlencoded:
            schema: { $ref: '#/components/schemas/ParkingSpace' }
      responses:
        '200': { $ref: '../_shared.yaml#/components/responses/Ok' }
`;

const SCHEMA = `
    ParkingSpace:
      type: object
      title: 车位
      required: [code, zone]
      properties:
        id: { $ref: '../_shared.yaml#/components/schemas/Id' }
        code: { type: string, title: 车位编号, maxLength: 16 }
        zone: { type: string, title: 区域 }
        status: { $ref: '../_shared.yaml#/components/schemas/AbleStatus' }
`;

function addResource(): void {
  const file = join(root, 'bms', 'asset.yaml');
  let yaml = readFileSync(file, 'utf8');
  yaml = yaml.replace('tags:\n', 'tags:\n  - name: bmsAssetParkingSpace\n    description: 车位\n    x-display-name: 车位管理\n');
  yaml = yaml.replace('paths:\n', `paths:${ADDITION}`);
  yaml = yaml.replace(/(\n {2}schemas:\n)/, `$1${SCHEMA.slice(1)}`);
  writeFileSync(file, yaml);
}

describe('adding a resource to a spec', () => {
  it('gives it a full manifest entry: the screen factory needs nothing else', { timeout: 20_000 }, () => {
    const asset = { key: 'bms-asset', ident: 'bmsAsset', file: join(root, 'bms', 'asset.yaml') };
    expect(groupManifest(asset).resources.some((r) => r.key === 'bmsAssetParkingSpace')).toBe(false);
    addResource();
    const resource = groupManifest(asset).resources.find((r) => r.key === 'bmsAssetParkingSpace');
    expect(resource).toMatchObject({ name: '车位管理', basePath: '/api/bms/asset/parkingSpace' });
    // Its screen's address follows from the spec, as for every other resource.
    expect(resourceHref(resource!)).toBe('/admin/bms/asset/parkingSpace');
    const list = resource?.operations.find((o) => o.kind === 'list');
    expect(list?.paged).toBe(true);
    expect(list?.dataFields?.map((f) => f.title)).toEqual(['ID', '车位编号', '区域', '状态']);
    expect(list?.dataFields?.find((f) => f.name === 'status')?.enumLabels).toEqual(['禁用', '启用']);
    expect(list?.query.map((f) => f.name)).toEqual(['pageNum', 'pageSize', 'zone']);
    const save = resource?.operations.find((o) => o.kind === 'save');
    expect(save?.body.filter((f) => f.required).map((f) => f.title)).toEqual(['车位编号', '区域']);
    expect(save?.permission).toBe('asset:parkingSpace:save');

    // And the generic screen renders it: title columns, its filter and its buttons, no UI code written.
    adminStore.setUserInfo({
      id: 1,
      account: 'admin',
      name: '系统管理员',
      phone: '13800000001',
      departmentId: 1,
      departmentName: '总部',
      status: 1,
      isSuper: true,
      createTime: '2026-01-01T00:00:00Z',
    });
    const meta = groupManifest(asset);
    const html = renderToString(
      createElement(
        QueryClientProvider,
        { client: new QueryClient() },
        createElement(ResourceScreen, {
          api: { meta, operations: {} },
          resource: resource!,
          state: { pageNum: 1, pageSize: 15, filters: {} },
          onStateChange: () => {},
        }),
      ),
    );
    for (const text of ['车位编号', '区域', '状态', '新增', '车位管理列表']) expect(html).toContain(text);
    adminStore.setUserInfo(null);
  });
});
