import { describe, expect, it } from 'vitest';
import { departmentOptions } from './departments';

describe('departmentOptions', () => {
  it('orders parents before their children, by sort, with depth', () => {
    const options = departmentOptions([
      { id: 3, name: '招生二部', parentId: 1, sort: 2 },
      { id: 1, name: '总部', parentId: 0, sort: 1 },
      { id: 2, name: '招生一部', parentId: 1, sort: 1 },
      { id: 4, name: '财务部', parentId: 0, sort: 2 },
    ]);
    expect(options).toEqual([
      { id: 1, name: '总部', depth: 0 },
      { id: 2, name: '招生一部', depth: 1 },
      { id: 3, name: '招生二部', depth: 1 },
      { id: 4, name: '财务部', depth: 0 },
    ]);
  });

  it('keeps departments whose parent is not in the list, and survives a self-reference', () => {
    const options = departmentOptions([
      { id: 5, name: '分校', parentId: 99, sort: 1 },
      { id: 6, name: '自指', parentId: 6, sort: 2 },
    ]);
    expect(options.map((o) => o.name)).toEqual(['分校', '自指']);
  });
});
