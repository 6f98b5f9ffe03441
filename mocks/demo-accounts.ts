import { groups } from '@generated/manifest/index';
import md5 from 'md5';
import { DEPARTMENTS } from './backend/vocabulary';

/** An admissions consultant's position: the promote area's list, save and export buttons, nothing else. */
const PROMOTE_KEYS = groups
  .filter((group) => group.key === 'ums-promote')
  .flatMap((group) => group.resources.flatMap((resource) => resource.permissions))
  .filter((key) => /:(list|save|export)$/.test(key));

/** Every key of every operation: what "my menus" answers a super administrator. */
export const ALL_PERMISSION_KEYS = [...new Set(groups.flatMap((g) => g.resources.flatMap((r) => r.permissions)))].filter(
  (key) => key !== 'public' && key !== 'self',
);

export interface DemoStaff {
  account: string;
  password: string;
  /** Permission keys of the position (a super administrator's are all of them). */
  permissions: readonly string[];
  user: {
    id: number;
    account: string;
    name: string;
    phone: string;
    departmentId: number;
    departmentName: string;
    positionId: number;
    positionName: string;
    status: 0 | 1;
    isSuper: boolean;
    createTime: string;
  };
}

/** Demo sign-ins of the embedded mock backend (also listed in README.md). */
export const DEMO_STAFF: readonly DemoStaff[] = [
  {
    account: 'admin',
    password: '123456',
    permissions: ALL_PERMISSION_KEYS,
    user: {
      id: 1,
      account: 'admin',
      name: '系统管理员',
      phone: '13800000001',
      departmentId: 1,
      departmentName: '总部',
      positionId: 1,
      positionName: '超级管理员',
      status: 1,
      isSuper: true,
      createTime: '2024-03-01 09:00:00',
    },
  },
  {
    account: 'zhaosheng',
    password: '123456',
    permissions: PROMOTE_KEYS,
    user: {
      id: 2,
      account: 'zhaosheng',
      name: '李招生',
      phone: '13800000002',
      departmentId: 2,
      departmentName: '招生一部',
      positionId: 2,
      positionName: '招生顾问',
      status: 1,
      isSuper: false,
      createTime: '2024-03-01 09:00:00',
    },
  },
];

/**
 * The fixed department tree: the 部门 table's rows and the department switcher both come from it
 * (mocks/backend/demo-data.ts), so a department id names the same department everywhere.
 */
export const DEMO_DEPARTMENTS = DEPARTMENTS;

export const DEMO_VISITORS = [
  { phone: '13900000000', password: '123456', user: { id: 1001, name: '王同学', phone: '13900000000' } },
] as const;

export const passwordMatches = (plain: string, hashed: string | null) => md5(plain) === hashed;
