import { describe, expect, it } from 'vitest';
import { API_MESSAGES, statusText } from './messages';

describe('statusText: the zh-CN status text staff see beside the code (SPEC.md §8)', () => {
  it.each([
    [400, '请求参数有误'],
    [401, '未登录或登录已过期'],
    [403, '没有访问权限'],
    [404, '请求的接口不存在'],
    [405, '不支持的请求方式'],
    [408, '请求超时'],
    [409, '数据冲突'],
    [413, '提交的内容过大'],
    [415, '不支持的内容类型'],
    [429, '请求过于频繁'],
    [500, '服务器内部错误'],
    [501, '服务器不支持该功能'],
    [503, '服务暂时不可用'],
    [504, '网关超时'],
  ])('names status %i as 「%s」', (status, text) => {
    expect(statusText(status)).toBe(text);
  });

  it('says the request failed for a status it has no text for', () => {
    expect(statusText(418)).toBe(API_MESSAGES.requestFailed);
  });
});
