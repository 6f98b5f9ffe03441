import type { OperationMeta } from '@generated/manifest/types';
import { describe, expect, it } from 'vitest';
import { actionVerb, actionWording, toggleVerbs } from './action-wording';

const op = (summary: string, action: string, kind: OperationMeta['kind'] = 'action') => ({ summary, action, kind }) as OperationMeta;

describe('actionWording', () => {
  it('names the action and the record, asks in the words staff know, and says what happened', () => {
    const able = op('启用或禁用管理员', 'able', 'able');
    expect(actionWording(able, '管理员', ['张三'], '禁用')).toEqual({ title: '禁用管理员「张三」？', question: '确定要禁用吗？', done: '已禁用' });
    expect(actionWording(op('删除管理员', 'remove', 'remove'), '管理员', ['张三'])).toEqual({
      title: '删除管理员「张三」？',
      question: '删除后无法恢复，确定要删除吗？',
      done: '已删除',
    });
  });

  it('counts the records of a bulk action instead of naming them', () => {
    const wording = actionWording(op('批量删除管理员', 'batchRemove', 'remove'), '管理员', ['张三', '李四', '王五']);
    expect(wording.title).toBe('删除选中的 3 条管理员？');
    expect(wording.done).toBe('已删除 3 条');
  });

  it('quotes a summary that is not verb + resource, with the project question when it has one', () => {
    expect(actionWording(op('重置密码', 'resetPassword'), '管理员', ['张三'])).toEqual({
      title: '重置密码：管理员「张三」',
      question: '确定要重置该管理员的密码吗？',
      done: '重置密码成功',
    });
  });
});

describe('verbs', () => {
  it('reads a verb off verb + resource name, and 删除 for any removal', () => {
    expect(actionVerb(op('撤销临时授权', 'remove', 'remove'), '临时授权')).toBe('撤销');
    expect(actionVerb(op('审核审批流程', 'audit'), '审批流程')).toBe('审核');
    expect(actionVerb(op('移除成员', 'member/remove', 'remove'), '招生团队')).toBe('删除');
    expect(actionVerb(op('工作交接', 'handOver'), '管理员')).toBeUndefined();
  });

  it('splits a toggle summary into its switch-on and switch-off verbs', () => {
    expect(toggleVerbs(op('启用或禁用管理员', 'able', 'able'))).toEqual({ on: '启用', off: '禁用' });
    expect(toggleVerbs(op('上架或下架课程', 'able', 'able'))).toEqual({ on: '上架', off: '下架' });
    expect(toggleVerbs(op('开放或关闭招聘岗位', 'enable', 'able'))).toEqual({ on: '开放', off: '关闭' });
    expect(toggleVerbs(op('切换状态', 'able', 'able'))).toEqual({ on: '启用', off: '禁用' });
  });
});
