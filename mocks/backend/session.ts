/**
 * The mock's staff session: open until someone signs out, closed again by a sign-in. While closed,
 * back-office calls answer code 100000004, like the real backend after a sign-out elsewhere.
 * It also remembers who signed in last, so "my menus" answers that staff member's grants.
 */
export interface MockSession {
  signedOut(): boolean;
  setSignedOut(value: boolean): void;
  /** Account of the last sign-in; undefined before any (the mocks then act as the first demo account). */
  account(): string | undefined;
  setAccount(account: string | undefined): void;
  /** When the open session began (ms; set by a sign-in), or undefined before any sign-in. */
  since(): number | undefined;
  /**
   * Who signed in, as they were at that moment (their position and its 数据范围, their department):
   * what they may do and see stays as it was until their next sign-in (mocks/backend/staff.ts).
   */
  staff(): SessionStaff | undefined;
  setStaff(staff: SessionStaff | undefined): void;
}

/** The signed-in staff member as a sign-in (or a department switch) left them. */
export interface SessionStaff {
  id: number;
  account: string;
  name: string;
  departmentId?: number;
  departmentName?: string;
  positionId?: number;
  positionName?: string;
  isSuper: boolean;
  /** The position's 数据范围 at sign-in (1 仅本人, 2 本部门, 3 本部门及下级, 4 全部). */
  dataScope?: number;
}

function readStaff(text: string | null): SessionStaff | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as SessionStaff | null;
    return value && typeof value.id === 'number' ? value : undefined;
  } catch {
    return undefined;
  }
}

export function memorySession(): MockSession {
  let out = false;
  let account: string | undefined;
  let since: number | undefined;
  let staff: SessionStaff | undefined;
  return {
    signedOut: () => out,
    setSignedOut: (value) => {
      out = value;
      if (!value) since = Date.now();
    },
    account: () => account,
    setAccount: (value) => void (account = value),
    since: () => since,
    staff: () => staff,
    setStaff: (value) => void (staff = value),
  };
}

/** Survives a reload (the browser worker keeps it in local storage, beside the app's own session). */
export function storageSession(storage: Storage, key: string): MockSession {
  const accountKey = `${key}:account`;
  const sinceKey = `${key}:since`;
  const staffKey = `${key}:staff`;
  return {
    signedOut: () => storage.getItem(key) === 'out',
    setSignedOut: (value) => {
      if (value) storage.setItem(key, 'out');
      else {
        storage.removeItem(key);
        storage.setItem(sinceKey, String(Date.now()));
      }
    },
    since: () => {
      const value = Number(storage.getItem(sinceKey));
      return Number.isFinite(value) && value > 0 ? value : undefined;
    },
    account: () => storage.getItem(accountKey) ?? undefined,
    setAccount: (value) => (value === undefined ? storage.removeItem(accountKey) : storage.setItem(accountKey, value)),
    staff: () => readStaff(storage.getItem(staffKey)),
    setStaff: (value) => (value === undefined ? storage.removeItem(staffKey) : storage.setItem(staffKey, JSON.stringify(value))),
  };
}
