import { describe, expect, it } from 'vitest';
import { findResource } from '@/admin/resources';
import { prerenderPage, prerenderPaths } from './prerender';

/** What a drawn page must never hold: content left for the client to render, or scripts of React's or the router's. */
const CLIENT_ONLY = /<!--\$!-->|<script|<template/;

describe('prerenderPage', () => {
  it("draws /home's first screen as the app's first commit does: the hero and the header, for a visitor not named yet", async () => {
    const { markup, drawnFor } = await prerenderPage('/home');
    expect(markup).toContain('<h1');
    expect(markup).toContain('让每一次学习都算数');
    expect(markup).toContain('免费听直播课');
    // The header over the hero is transparent, as the route asks (the client sets it before its first paint).
    expect(markup).toMatch(/<header class="[^"]*bg-transparent/);
    expect(markup).toContain('aria-label="退出登录"');
    // Nothing rendered on the client instead, no script of the router's, and the sections below wait.
    expect(markup).not.toMatch(CLIENT_ONLY);
    expect(markup).not.toContain('业务领域');
    expect(drawnFor).toEqual({ storageKey: 'eduweb_siteUser' });
  });

  it('draws a back-office list whole, its rows to come, for a staff member not known yet, at phone width', async () => {
    const { markup, drawnFor } = await prerenderPage('/admin/ums/promote/admissionsClue');
    expect(markup).toMatch(/<h1 id="resource-title"[^>]*>招生线索<\/h1>/);
    // The screen itself, not its outline: the filters (the largest text on a phone) and the table's columns.
    expect(markup).toMatch(/<section aria-labelledby="resource-title"(?![^>]*aria-busy)[^>]*>/);
    expect(markup).toMatch(/<table aria-busy="true"/);
    expect(markup).toContain('全部（请选择负责人）');
    expect(markup).toContain('招生线索列表');
    expect(markup).toMatch(/<th[^>]*>.*?姓名/);
    // Only what needs no grant: the buttons the position grants come with the app.
    expect(markup).not.toContain('>新增<');
    expect(markup).not.toContain('权限加载中');
    expect(markup).not.toMatch(CLIENT_ONLY);
    expect(drawnFor).toEqual({ storageKey: 'eduweb_userInfo_', idCookie: 'eduweb_userInfo', media: '(width < 40rem)' });
  });

  it('refuses a path that is not a page', async () => {
    await expect(prerenderPage('/no-such-page')).rejects.toThrow(/cannot be prerendered/);
  });
});

describe('prerenderPaths', () => {
  it('names /home and every list screen of the back office, each once', () => {
    const paths = prerenderPaths();
    expect(paths[0]).toBe('/home');
    expect(new Set(paths).size).toBe(paths.length);
    const lists = paths.slice(1);
    expect(lists).toContain('/admin/ums/promote/admissionsClue');
    expect(lists.length).toBeGreaterThan(150);
    for (const path of lists) expect(findResource(path)?.resource.kinds).toContain('list');
  });
});
