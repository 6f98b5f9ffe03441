import md5 from 'md5';

/** Demo sign-ins of the embedded mock backend (also listed in README.md). */
export const DEMO_STAFF = [
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
      status: 1 as const,
      isSuper: true,
      createTime: '2024-03-01T09:00:00Z',
    },
  },
] as const;

export const DEMO_VISITORS = [
  { phone: '13900000000', password: '123456', user: { id: 1001, name: '王同学', phone: '13900000000' } },
] as const;

export const passwordMatches = (plain: string, hashed: string | null) => md5(plain) === hashed;
