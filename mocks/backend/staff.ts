/**
 * Staff accounts are the 管理员 table: anyone an administrator adds there (with a password) can sign
 * in, not only the demo accounts. Passwords are kept apart from the rows (secrets.ts), md5 as sent.
 *
 * A sign-in records who signed in as they were then (mocks/backend/session.ts `SessionStaff`): their
 * position, its 数据范围 and their department. What they may do (their menus and buttons) and see
 * (a list's data scope) follows that record until their next sign-in — the 管理员 form says so
 * (岗位变更将在该员工下次登录时生效), and the app caches the grants of a session the same way.
 */
import { loadGroup } from '@generated/manifest/index';
import { DEMO_STAFF } from '../demo-accounts';
import { prepareRelations, seedTable } from './demo-data';
import { secretOf } from './secrets';
import type { MockSession, SessionStaff } from './session';
import type { MockStore, Row } from './store';
import { formatDateTime } from './values';

export const ADMIN_KEY = 'bmsSystemAdmin';
const POSITION_KEY = 'bmsSystemPosition';

async function tableRows(store: MockStore, key: string): Promise<Row[]> {
  const meta = (await loadGroup['bms-system']?.())?.resources.find((r) => r.key === key);
  if (!meta) return [];
  await prepareRelations(meta);
  return store.rows(key, () => seedTable(meta, store.seed, Infinity, store));
}

/** The 管理员 table as stored (seeded on first use). */
export const adminRows = (store: MockStore) => tableRows(store, ADMIN_KEY);

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
const id = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined);

/** The session's record of a staff member as they are now in the table (their position's 数据范围 with it). */
async function snapshotOf(store: MockStore, row: Row): Promise<SessionStaff> {
  const positionId = id(row.positionId);
  const position = positionId === undefined ? undefined : (await tableRows(store, POSITION_KEY)).find((p) => p.id === positionId);
  const dataScope = Number(position?.dataScope);
  return {
    id: row.id,
    account: String(row.account ?? ''),
    name: text(row.name) ?? String(row.account ?? row.id),
    departmentId: id(row.departmentId),
    departmentName: text(row.departmentName),
    positionId,
    positionName: text(row.positionName),
    isSuper: row.isSuper === true,
    dataScope: Number.isInteger(dataScope) && dataScope > 0 ? dataScope : undefined,
  };
}

export type SignInResult = { staff: Row } | { refused: string; code: number };

const WRONG = { refused: '账号或密码错误', code: 10001 } as const;

/**
 * Checks an account and its md5 password against the 管理员 table; on success opens the session
 * with the staff member as they are now, and stamps their 最近登录时间.
 */
export async function signIn(store: MockStore, session: MockSession, account: string, password: string | null): Promise<SignInResult> {
  const rows = await adminRows(store);
  const row = rows.find((r) => r.account === account.trim());
  if (!row || password === null || secretOf(store, ADMIN_KEY, row.id, 'password') !== password) return WRONG;
  if (Number(row.status) === 0) return { refused: `账号「${String(row.account)}」已停用，请联系管理员`, code: 10004 };
  row.lastLoginTime = formatDateTime(new Date());
  store.touch(ADMIN_KEY);
  session.setSignedOut(false);
  session.setAccount(String(row.account));
  session.setStaff(await snapshotOf(store, row));
  return { staff: { ...row } };
}

/** Ends the session (sign-out). */
export function signOut(session: MockSession): void {
  session.setSignedOut(true);
  session.setAccount(undefined);
  session.setStaff(undefined);
}

/**
 * Who is signed in, as at their sign-in; before any sign-in (tests, a fresh mock) the mocks act as
 * the first demo account, the super administrator, as they always have.
 */
export async function signedInStaff(store: MockStore, session: MockSession | undefined): Promise<SessionStaff> {
  const recorded = session?.staff();
  if (recorded) return recorded;
  const rows = await adminRows(store);
  const account = session?.account();
  const row = (account === undefined ? undefined : rows.find((r) => r.account === account)) ?? rows.find((r) => r.id === 1);
  return row ? snapshotOf(store, row) : { id: 1, account: 'admin', name: '系统管理员', isSuper: true, departmentId: 1, departmentName: '总部' };
}

/**
 * The same, without reading the tables (for answers that only name or stamp who acted): the session's
 * record, else the demo account of the session's account, else the first demo account.
 */
export function actingStaff(session: MockSession | undefined): Pick<SessionStaff, 'id' | 'name' | 'departmentId'> {
  const recorded = session?.staff();
  if (recorded) return recorded;
  const demo = (DEMO_STAFF.find((s) => s.account === session?.account()) ?? DEMO_STAFF[0])?.user;
  return demo ? { id: demo.id, name: demo.name, departmentId: demo.departmentId } : { id: 1, name: '系统管理员', departmentId: 1 };
}

/** The staff member switched department (the header's switcher): the session follows. */
export async function switchDepartment(store: MockStore, session: MockSession, department: { id: number; name: string }): Promise<SessionStaff> {
  const staff = { ...(await signedInStaff(store, session)), departmentId: department.id, departmentName: department.name };
  session.setStaff(staff);
  return staff;
}

/** The staff member's own row (their account as stored), for answers that return it. */
export async function staffRow(store: MockStore, staff: SessionStaff): Promise<Row | undefined> {
  return (await adminRows(store)).find((r) => r.id === staff.id);
}
