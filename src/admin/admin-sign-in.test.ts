import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@/test/msw-server';
import { signInStaff } from './admin-sign-in';
import type * as Session from './session';
import type { StaffUser } from './session';

// The session lives in a cookie and localStorage, neither of which the Node project has: record what is saved.
const saveSession = vi.hoisted(() => vi.fn<(answer: StaffUser) => StaffUser>((answer) => answer));
vi.mock('./session', async (importOriginal) => ({ ...(await importOriginal<typeof Session>()), saveSession }));

const staff: StaffUser = { id: 7, account: 'zhaosheng', name: '李招生', departmentId: 2, departmentName: '招生一部', isSuper: false, positionId: 3 };

describe('staff sign-in', () => {
  it('sends the account without surrounding spaces and the md5 of the password, and keeps the answered session', async () => {
    const sent: Record<string, string>[] = [];
    server.use(
      http.post('*/api/bms/system/admin/signIn', async ({ request }) => {
        sent.push(Object.fromEntries(new URLSearchParams(await request.text())));
        return HttpResponse.json({ code: 0, msg: 'ok', data: staff });
      }),
    );
    await expect(signInStaff({ account: '  zhaosheng ', password: '123456' })).resolves.toEqual(staff);
    // md5('123456'): the backend never receives the password itself.
    expect(sent).toEqual([{ account: 'zhaosheng', password: 'e10adc3949ba59abbe56e057f20f883e' }]);
    expect(saveSession).toHaveBeenCalledWith(staff);
  });
});
