import type { Department } from '@generated/bms-system/client/model/department';

export interface DepartmentOption {
  id: number;
  name: string;
  /** 0 for a top-level department; the picker indents by it. */
  depth: number;
}

/**
 * The department tree endpoint answers a flat list sorted by `sort`; the picker shows it as an
 * indented tree (parents before their children). Entries whose parent is missing become roots.
 */
export function departmentOptions(departments: readonly Pick<Department, 'id' | 'name' | 'parentId' | 'sort'>[]): DepartmentOption[] {
  const ids = new Set(departments.map((d) => d.id));
  const children = new Map<number, (typeof departments)[number][]>();
  for (const department of departments) {
    const parent = ids.has(department.parentId) && department.parentId !== department.id ? department.parentId : 0;
    children.set(parent, [...(children.get(parent) ?? []), department]);
  }
  const options: DepartmentOption[] = [];
  const seen = new Set<number>();
  const walk = (parent: number, depth: number) => {
    for (const department of (children.get(parent) ?? []).toSorted((a, b) => a.sort - b.sort)) {
      if (seen.has(department.id)) continue;
      seen.add(department.id);
      options.push({ id: department.id, name: department.name, depth });
      walk(department.id, depth + 1);
    }
  };
  walk(0, 0);
  return options;
}
