import { describe, expect, it } from 'vitest';
import { coverage, missingScreens, type Catalogue } from './spec-coverage';

const catalogue: Catalogue = {
  groups: [
    { prefix: '/api/bms/system', resources: { admin: ['signIn', 'list'], menu: [] } },
    { prefix: '/api/cms', resources: { army: ['project'], web: ['siteMenu'] } },
  ],
};

describe('spec coverage', () => {
  it('counts resources as path segments under their prefix and actions as later segments', () => {
    const result = coverage(catalogue, ['/api/bms/system/admin/signIn', '/api/bms/system/admin/list', '/api/cms/army/project/list', '/api/cms/web/siteMenu/listForClient']);
    expect(result.resources).toEqual({ covered: 3, total: 4, missing: ['/api/bms/system/menu'] });
    expect(result.actions).toEqual({ covered: 4, total: 4, missing: [] });
  });

  it('does not count an action that only appears before the resource or under another prefix', () => {
    const result = coverage(catalogue, ['/api/bms/project/army/x', '/api/bms/system/list/admin']);
    expect(result.resources.missing).toEqual(['/api/bms/system/menu', '/api/cms/army', '/api/cms/web']);
    expect(result.actions.missing).toContain('/api/bms/system/admin → list');
    expect(result.actions.missing).toContain('/api/cms/army → project');
  });
});

describe('screen coverage', () => {
  it('a resource has a screen through its list, or through its refinement file’s own screen', () => {
    expect(
      missingScreens([
        { key: 'withList', kinds: ['list', 'save'] },
        { key: 'sync', kinds: ['action'], refinement: 'export const refine: Refinement = { screen: SyncScreen };' },
        { key: 'columnsOnly', kinds: ['action'], refinement: 'export const refine: Refinement = { columns: { hide: [] } };' },
        { key: 'nothing', kinds: ['action'] },
      ]),
    ).toEqual(['columnsOnly', 'nothing']);
  });
});
