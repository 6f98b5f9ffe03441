import { group as promote } from '@generated/manifest/ums-promote';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createNodeBackend } from '../node';

type Row = Record<string, unknown> & { id: number };
const backend = createNodeBackend();

async function call(path: string, form?: Record<string, string>): Promise<{ code: number; msg: string; data?: unknown }> {
  const request = new Request(`http://localhost${path}`, {
    method: form ? 'POST' : 'GET',
    headers: form ? { 'content-type': 'application/x-www-form-urlencoded' } : undefined,
    body: form ? new URLSearchParams(form) : undefined,
  });
  return (await (await getResponse(backend.handlers, request))!.json()) as { code: number; msg: string; data?: unknown };
}
async function list(path: string, query: Record<string, string> = {}): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    const { pageList } = (await call(`${path}?${new URLSearchParams({ pageNum: String(page), pageSize: '1000', ...query })}`)).data as { pageList: Row[] };
    rows.push(...pageList);
    if (pageList.length < 1000) return rows;
  }
}
const time = (value: unknown) => new Date(String(value).replace(' ', 'T')).getTime();

describe('demo records that hold together', () => {
  it('a 公海 lead has no owner; a lead someone works on is in its owner’s pool; a lead belongs to its owner’s department', async () => {
    const [leads, admins] = await Promise.all([list('/api/ums/promote/admissionsClue/list'), list('/api/bms/system/admin/list')]);
    const home = new Map(admins.map((a) => [a.id, a.departmentId]));
    expect(leads.length).toBe(1200);
    const broken = leads.filter(
      (lead) =>
        (lead.pool === 3 && lead.ownerId !== undefined) ||
        ((lead.pool === 1 || [3, 4, 5].includes(Number(lead.status))) && (lead.pool !== 1 || typeof lead.ownerId !== 'number')) ||
        lead.departmentId === undefined ||
        (lead.ownerId !== undefined && lead.departmentId !== home.get(Number(lead.ownerId))),
    );
    expect(broken).toEqual([]);
  });

  it('what happens to a lead comes after it came in; a reception after its booking and never on a future date', async () => {
    // The leads each points to, as its spec says (x-ref of clueId).
    const leadsOf = async (resource: string) => {
      const target = promote.resources
        .find((r) => r.key === resource)!
        .operations.find((o) => o.kind === 'list')!
        .dataFields!.find((f) => f.name === 'clueId')!.ref!.resource;
      const path = promote.resources.find((r) => r.key === target)!.operations.find((o) => o.kind === 'list' && o.paged)!.path;
      return new Map((await list(path)).map((l) => [l.id, time(l.createTime)]));
    };
    const [moves, appointments] = await Promise.all([list('/api/ums/promote/circulate/list'), list('/api/ums/promote/appointment/list')]);
    const [moveLeads, appointmentLeads] = await Promise.all([leadsOf('umsPromoteCirculate'), leadsOf('umsPromoteAppointment')]);
    expect(moves.length).toBeGreaterThan(0);
    expect(moves.filter((m) => time(m.createTime) < moveLeads.get(Number(m.clueId))!)).toEqual([]);
    expect(appointments.filter((a) => time(a.createTime) < appointmentLeads.get(Number(a.clueId))!)).toEqual([]);
    const today = new Date(2026, 10, 1, 9).getTime();
    const received = appointments.filter((a) => a.status === 3);
    expect(received.length).toBeGreaterThan(0);
    const outOfOrder = received.filter(
      (a) => time(a.appointTime) > today || time(a.appointTime) < time(a.createTime) || (a.receptionTime !== undefined && time(a.receptionTime) < time(a.appointTime)),
    );
    expect(outOfOrder).toEqual([]);
  });

  it('one department target per intake, project and department, in proportion to what it achieved', async () => {
    const targets = await list('/api/bms/statistics/enrollTargetDepartment/list');
    const keys = targets.map((t) => `${String(t.batch)}|${String(t.projectName)}|${String(t.departmentId)}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const t of targets) {
      expect(Number(t.targetCount)).toBeLessThanOrEqual(3 * Number(t.finishedCount) + 10);
      expect(Number(t.finishedCount)).toBeLessThanOrEqual(1.6 * Number(t.targetCount) + 2);
    }
  });
});

describe('a tag’s other kinds of record (活动报名: 团体报名)', () => {
  it('list their own records, and a save adds to that list only', async () => {
    const members = await list('/api/bms/activity/enroll/member/list');
    const teams = await list('/api/bms/activity/enroll/team/list');
    expect(teams.length).toBeGreaterThan(0);
    expect(teams[0]).toHaveProperty('contactName');
    expect(teams[0]).not.toHaveProperty('idCardNo');
    const saved = await call('/api/bms/activity/enroll/team/save', {
      activityId: String(teams[0]!.activityId),
      name: '海淀学习中心团报',
      contactName: '王老师',
      phone: '13911110000',
      batch: '202609',
    });
    expect(saved.code).toBe(0);
    expect((await list('/api/bms/activity/enroll/team/list'))[0]).toMatchObject({ name: '海淀学习中心团报', contactName: '王老师' });
    expect((await list('/api/bms/activity/enroll/member/list')).length).toBe(members.length);
  });
});

describe('lists a backend computes', () => {
  it('本地缓存列表: each cache holds as many entries as its table has records', async () => {
    const caches = (await call('/api/bms/extension/other/cache/list')).data as Row[];
    const departments = await list('/api/bms/system/department/list');
    expect(caches.find((c) => c.name === 'sys:department')).toMatchObject({ title: '部门树', size: departments.length });
    for (const cache of caches) expect(String(cache.loadTime)).toMatch(/^2026-11-01 08:00:\d{2}$/);
  });

  it('快递物流记录: a track in its carrier’s waybill, newest first, from when it was sent, nothing after today', async () => {
    const sent = (await list('/api/bms/personnel/expressage/list')).find((e) => typeof e.sendTime === 'string')!;
    const track = (await call(`/api/bms/personnel/expressage/record/list?expressageId=${sent.id}`)).data as Row[];
    expect(track.length).toBeGreaterThan(0);
    expect(track.at(-1)).toMatchObject({ state: 1, expressNo: sent.expressNo, expressCompany: sent.expressCompany, time: sent.sendTime });
    const times = track.map((step) => time(step.time));
    expect(times).toEqual(times.toSorted((a, b) => b - a));
    expect((await call('/api/bms/personnel/expressage/record/list?expressageId=999999')).code).not.toBe(0);
  });
});
