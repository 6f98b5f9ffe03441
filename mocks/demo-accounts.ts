import md5 from 'md5';
import { DEPARTMENTS } from './backend/vocabulary';

/**
 * A demo staff member. What they may do is their position's grants (岗位权限, stored by the mock
 * backend: mocks/backend/derived/permissions-grants.ts), or everything for a super administrator.
 */
export interface DemoStaff {
  account: string;
  password: string;
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
  {
    // A second consultant of the same team: who draws what another gave up (journey 1 of issue 41).
    account: 'zhaosheng2',
    password: '123456',
    user: {
      id: 4,
      account: 'zhaosheng2',
      name: '陈顾问',
      phone: '13800000004',
      departmentId: 2,
      departmentName: '招生一部',
      positionId: 2,
      positionName: '招生顾问',
      status: 1,
      isSuper: false,
      createTime: '2024-03-01 09:00:00',
    },
  },
  {
    account: 'jiaowu',
    password: '123456',
    user: {
      id: 3,
      account: 'jiaowu',
      name: '王教务',
      phone: '13800000003',
      departmentId: 4,
      departmentName: '继续教育部',
      positionId: 5,
      positionName: '教务专员',
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

export const DEMO_VISITORS = [{ phone: '13900000000', password: '123456', user: { id: 1001, name: '王同学', phone: '13900000000' } }] as const;

export const passwordMatches = (plain: string, hashed: string | null) => md5(plain) === hashed;
