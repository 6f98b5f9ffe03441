import { describe, expect, it } from 'vitest';
import { prerenderPage } from './prerender';

/** What a drawn page must never hold: content left for the client to render, or scripts of React's or the router's. */
const CLIENT_ONLY = /<!--\$!-->|<script|<template/;

describe('prerenderPage', () => {
  it("draws /home's first screen as the app's first commit does: the hero and the header, for a visitor not named yet", async () => {
    const { markup, sessionKey } = await prerenderPage('/home');
    expect(markup).toContain('<h1');
    expect(markup).toContain('让每一次学习都算数');
    expect(markup).toContain('免费听直播课');
    // The header over the hero is transparent, as the route asks (the client sets it before its first paint).
    expect(markup).toMatch(/<header class="[^"]*bg-transparent/);
    expect(markup).toContain('aria-label="退出登录"');
    // Nothing rendered on the client instead, no script of the router's, and the sections below wait.
    expect(markup).not.toMatch(CLIENT_ONLY);
    expect(markup).not.toContain('业务领域');
    expect(sessionKey).toBe('eduweb_siteUser');
  });
});
