/**
 * One-off migration (2026-11), after spec-meaning.ts: a reference's title names the record, not its id
 * (部门, not 部门ID: staff pick a department), and the widgets SPEC.md has rules for are declared.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseDocument, visit, type YAMLMap } from 'yaml';
import { groupSpecs } from '../spec-files.ts';

let changed = 0;
for (const spec of groupSpecs()) {
  const doc = parseDocument(readFileSync(spec.file, 'utf8'));
  visit(doc, {
    Map(_key, node: YAMLMap) {
      const title = node.get('title');
      if (typeof title !== 'string') return;
      if (node.has('x-ref') && /\s*(ID|Id|id)(列表)?$/.test(title)) {
        node.set('title', title.replace(/\s*(ID|Id|id)(列表)?$/, ''));
        changed += 1;
      }
      if (node.has('x-widget') || node.has('enum')) return;
      const type = node.get('type');
      if (type !== 'string') return;
      let widget: string | undefined;
      if (node.get('format') !== 'binary' && !/图片或链接|图标|data URI/.test(title) && /图片|封面|头像|照片|图标|海报|主图|缩略图/.test(title) && !/数|状态|类型/.test(title))
        widget = 'image';
      else if (spec.key === 'ums-promote' && /推广码|备注码|推广链接|投放地址|落地页|链接/.test(title)) widget = 'copy';
      else if (spec.key.startsWith('cms-') && node.get('x-semantic') === 'content' && /正文|内容|详情|介绍|简介/.test(title)) widget = 'html';
      if (widget) {
        node.set('x-widget', widget);
        changed += 1;
      }
    },
  });
  writeFileSync(spec.file, doc.toString({ lineWidth: 0, flowCollectionPadding: false }));
}
console.log(`changed ${changed}`);
