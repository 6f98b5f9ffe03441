import type { GroupSummary } from '@generated/manifest/types';
import { describe, expect, it, vi } from 'vitest';
import type * as Manifest from '@generated/manifest/index';
import { STATISTICS_OVERVIEW } from './landing-pages';
import { canOpen, isPersonal } from './permissions';
import { resourceEntries } from './resources';
import { findScreen, screenEntries } from './screens';

const grant =
  (...keys: string[]) =>
  (permission: string) =>
    keys.includes(permission);

describe('screenEntries', () => {
  it('holds every resource screen once, under the resource’s own key, name and address', () => {
    const resources = screenEntries.filter((entry) => entry.key !== STATISTICS_OVERVIEW.key);
    expect(resources.map((e) => [e.key, e.name, e.pinyin, e.href, e.group])).toEqual(
      resourceEntries.map(({ resource, href, group }) => [resource.key, resource.name, resource.pinyin, href, group]),
    );
    expect(resources.every((e) => e.resources.length === 1 && e.resources[0]?.key === e.key)).toBe(true);
    expect(new Set(screenEntries.map((e) => e.href)).size).toBe(screenEntries.length);
  });

  it('puts 统计看板 first in the statistics group, showing the lists its charts read', () => {
    const statistics = screenEntries.filter((e) => e.group.key === 'bms-statistics');
    expect(statistics[0]).toMatchObject({ key: 'bmsStatisticsOverview', name: '统计看板', pinyin: 'tjkb tongjikanban', href: '/admin/bms/statistics' });
    expect(statistics[0]?.resources.map((r) => r.key).toSorted()).toEqual([...STATISTICS_OVERVIEW.resources].toSorted());
  });
});

describe('findScreen', () => {
  it('finds a landing page', () => {
    expect(findScreen('/admin/bms/statistics/')?.name).toBe('统计看板');
  });

  it('finds a resource’s screen, and nothing at an unknown address', () => {
    expect(findScreen('/admin/bms/system/admin')?.key).toBe('bmsSystemAdmin');
    expect(findScreen('/admin/bms/system/nothing')).toBeUndefined();
  });
});

describe('who opens 统计看板', () => {
  const overview = findScreen(STATISTICS_OVERVIEW.href);
  if (!overview) throw new Error('no 统计看板');

  it('opens with the list key of any report it reads', () => {
    expect(canOpen(grant('statistics:clueActivate:list'), overview)).toBe(true);
    expect(canOpen(grant('statistics:statisticsClassification:enrollByChannelList'), overview)).toBe(true);
  });

  it('stays shut with another key of those reports, or a list it does not read', () => {
    expect(canOpen(grant('statistics:clueActivate:export'), overview)).toBe(false);
    expect(canOpen(grant('statistics:biPage:list'), overview)).toBe(false);
    expect(isPersonal(overview)).toBe(false);
  });
});

describe('a landing page whose lists the spec dropped', () => {
  it('keeps its address, and opens for no one, not even a super administrator', async () => {
    vi.resetModules();
    vi.doMock('@generated/manifest/index', async (importOriginal) => ({
      ...(await importOriginal<typeof Manifest>()),
      groups: [{ key: 'bms-statistics', service: 'bms', name: '统计分析', pinyin: 'tjfx tongjifenxi', resources: [] } as GroupSummary],
    }));
    const screens = await import('./screens');
    expect(screens.screenEntries).toHaveLength(1);
    const [entry] = screens.screenEntries;
    expect(entry).toMatchObject({ key: STATISTICS_OVERVIEW.key, href: '/admin/bms/statistics', resources: [] });
    expect(entry && canOpen(() => true, entry)).toBe(false);
    vi.doUnmock('@generated/manifest/index');
  });
});
