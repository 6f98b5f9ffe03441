/**
 * One-off migration (2026-11), after spec-meaning.ts: times that follow another time of the same
 * record but are not named start/end (an approval completed after it was applied for, a follow-up
 * after the last one) declare x-not-before too, so demo data and forms keep them in order.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { isMap, parseDocument, visit, type YAMLMap } from 'yaml';
import { groupSpecs } from '../spec-files.ts';

/** A time and the earlier times it follows, the first one present in the same object wins. */
const FOLLOWS: Record<string, string[]> = {
  finishTime: ['publishTime', 'createTime'],
  leaveDate: ['entryDate'],
  signTime: ['sendTime'],
  nextFollowTime: ['followTime'],
  dischargeDate: ['enlistDate'],
  receptionTime: ['appointTime'],
  handleTime: ['createTime'],
  auditTime: ['createTime'],
  expireTime: ['payTime'],
  lastMessageTime: ['subscribeTime'],
  studyEndDate: ['enrollEndDate'],
};

let changed = 0;
for (const spec of groupSpecs()) {
  const doc = parseDocument(readFileSync(spec.file, 'utf8'));
  visit(doc, {
    Map(_key, node: YAMLMap) {
      const props = node.get('properties');
      if (!isMap(props)) return;
      const names = props.items.map((p) => String((p.key as { value: unknown }).value));
      for (const [field, earlier] of Object.entries(FOLLOWS)) {
        const target = props.get(field);
        const from = earlier.find((name) => names.includes(name));
        if (!from || !isMap(target) || target.has('x-not-before')) continue;
        target.set('x-not-before', from);
        changed += 1;
      }
    },
  });
  writeFileSync(spec.file, doc.toString({ lineWidth: 0, flowCollectionPadding: false }));
}
console.log(`changed ${changed}`);
