/**
 * One-off migration (2026-11, issue 41): every named non-GET action declares `x-effects` and every list
 * `x-scope` (openapi/README.md "Meaning"), added as text so each file keeps its layout: one line after the
 * operation's `x-states:` (actions) or `x-permission:` (lists). Kept for the record of how the bulk was
 * derived; `npm run lint:spec` (scripts/spec-effects-rules.ts) keeps it true afterwards, by hand.
 * - a list: `owner` / `department` from its record's `x-owner` fields (or a `ownerId` 负责人 with its
 *   `departmentId`), else `all` (settings, dictionaries, reports, staff: records that belong to nobody);
 * - an action whose x-states move is all it does: `states`; one that also fills fields of its record from
 *   its form (批阅's score and comment, 审核's opinion) or stamps who and when (readTime, readBy): those
 *   `sets`, derived from the names;
 * - every other action (x-states: any) is declared by hand in DECLARED below, after reading its form and
 *   record; the admissions actions (ums/promote.yaml) were written by hand in the spec itself.
 * Re-running it is harmless: an operation that declares one already is left as it is.
 * Run: npm exec -- node scripts/migrations/spec-effects.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { OperationMeta, ResourceMeta } from '../manifest-types.ts';
import { recordFields } from '../manifest-effects.ts';
import { manifest } from '../manifest.ts';
import { groupSpecs } from '../spec-files.ts';

/** The `any` actions outside admissions, one by one (flow YAML as it goes into the spec). */
const DECLARED: Record<string, string> = {
  bmsActivityContinueEnrollActivityAwardsRecordLottery:
    '{writes: [{resource: bmsActivityContinueEnrollActivityAwardsRecord, values: {activityId: $param.activityId, phone: $param.phone, grantStatus: 0, ownerId: $staff, createTime: $now}}]}',
  bmsAssetAssetEmployeeTransfer: '{sets: {remark: $param.remark}}',
  bmsAssetAssetEmployeeSync: 'external',
  bmsContStudentExerciseCommit: '{writes: [{resource: bmsContStudentExercise, values: {paperId: $param.paperId, studentId: $param.studentId, status: 1, commitTime: $now}}]}',
  bmsContSubjectUploadByExcel: 'external',
  bmsDevelopCallbackBlackPhone:
    '{writes: [{resource: bmsDevelopCallback, values: {channel: $param.channel, bizNo: $param.bizNo, phone: $param.phone, content: $param.reason, handleStatus: 0, handleCount: 0, createTime: $now}}]}',
  bmsDevelopConfigRefreshCache: 'none',
  bmsDevelopConfigRestore: '{sets: {configValue: $record.defaultValue}}',
  bmsDevelopDynamicCodeTestEval: 'none',
  bmsExtensionAutoCourseUpdateDuration: '{sets: {studiedDuration: $param.studiedDuration}}',
  bmsExtensionDingTalkSync: 'external',
  bmsExtensionDingTalkMessageSend:
    '{writes: [{resource: bmsExtensionDingTalkMessage, values: {msgType: $param.msgType, title: $param.title, content: $param.content, url: $param.url, sendStatus: 1, createBy: $staffName, createTime: $now}}]}',
  bmsExtensionDingTalkProcessInstanceSync: 'external',
  bmsExtensionOtherMd5: 'none',
  bmsExtensionOtherParseIdCard: 'none',
  bmsExtensionOtherParseImage: 'none',
  bmsExtensionOtherParsePdf: 'none',
  bmsExtensionOtherParseWord: 'none',
  bmsExtensionOtherPayCreate: 'none',
  bmsExtensionOtherUploadImage: 'none',
  bmsExtensionOtherBroadcastSend:
    '{writes: [{resource: bmsExtensionOther, values: {type: $param.type, content: $param.content, pushDingTalk: $param.pushDingTalk, showSeconds: $param.showSeconds, createBy: $staffName, createTime: $now}}]}',
  bmsExtensionWechatTemplateSync: 'external',
  bmsExtensionWechatMessageSend:
    '{writes: [{resource: bmsExtensionWechatMessage, values: {customerId: $param.customerId, msgType: $param.msgType, content: $param.content, mediaUrl: $param.mediaUrl, sendStatus: 1, createBy: $staffName, createTime: $now}}]}',
  bmsExtensionWechatMessageSendTemplate: 'external',
  bmsExtensionWecomSync: 'external',
  bmsExtensionWecomUserBind: '{sets: {adminId: $param.adminId}}',
  bmsExtensionWecomCustomerMarkTag: 'external',
  bmsMentalTestEmployeeAnswer: 'external',
  bmsStatisticsDataCacheRefresh: 'external',
  bmsSystemAdminSignIn: 'none',
  bmsSystemAdminSignOut: 'none',
  bmsSystemAdminUpdatePassword: 'none',
  bmsSystemAdminResetPassword: 'none',
  bmsSystemAdminChangeDepartment: 'none',
  bmsSystemAdminHandOver: 'external',
  bmsSystemApprovalFlowWithdraw: '{actor: {field: applicantId}}',
  bmsSystemDingDepartmentSync: 'external',
  bmsSystemDingDepartmentBind: '{sets: {departmentId: $param.departmentId}}',
  bmsSystemPositionMenuUpdatePositionPermission: 'external',
  umsEnterpriseEnterpriseCompanyTransfer: '{sets: {ownerId: $param.toAdminId, remark: $param.remark}}',
  umsPromoteClueCreateByCode:
    '{writes: [{resource: umsPromoteClue, values: {name: $param.name, phone: $param.phone, projectType: $param.projectType, clueType: 1, status: 1, createTime: $now}}]}',
  umsPromoteClueChangeType: '{sets: {clueType: $param.clueType}}',
  umsPromoteClueStatusRecordApply:
    '{on: clueId, writes: [{resource: umsPromoteClueStatusRecord, values: {clueId: $record.id, cluePhone: $record.phone, clueType: $record.clueType, fromStatus: $record.status, toStatus: $param.toStatus, reason: $param.reason, proof: $param.proof, auditStatus: 0, createBy: $staffName, createTime: $now}}]}',
  umsUserUserSignIn: 'none',
  umsUserUserSignOut: 'none',
};

/** Who and when an action stamps, by its name: 批阅 (read) → readTime, readBy; 审核 → auditTime, auditBy. */
function stamps(operation: OperationMeta, fields: Set<string>): string[] {
  const verb = operation.action.split('/').pop() ?? '';
  const out: string[] = [];
  if (fields.has(`${verb}Time`)) out.push(`${verb}Time: $now`);
  if (fields.has(`${verb}By`)) out.push(`${verb}By: $staffName`);
  return out;
}

/** A state move's effects: `states`, or the fields its form fills and its stamps. */
function moveEffects(resource: ResourceMeta, operation: OperationMeta): string {
  const fields = new Set(recordFields(resource).map((f) => f.name));
  const states = operation.states === 'any' ? undefined : operation.states;
  const skip = new Set(['id', 'ids', states?.field, states?.toByParam?.param]);
  const sets = [
    ...operation.body.filter((f) => !skip.has(f.name) && fields.has(f.name)).map((f) => `${f.name}: $param.${f.name}`),
    ...stamps(operation, fields).filter((s) => !operation.body.some((f) => s.startsWith(`${f.name}:`))),
  ];
  return sets.length === 0 ? 'states' : `{sets: {${sets.join(', ')}}}`;
}

/** A list's scope from its record: whose it is (x-owner, or 负责人 and its department), else all. */
function listScope(operation: OperationMeta): string {
  const fields = operation.dataFields ?? [];
  const staff = fields.find((f) => f.owner === 'staff') ?? fields.find((f) => f.name === 'ownerId' && f.ref?.resource === 'bmsSystemAdmin');
  const department =
    fields.find((f) => f.owner === 'department') ?? (staff ? fields.find((f) => f.name === 'departmentId' && f.ref?.resource === 'bmsSystemDepartment') : undefined);
  const parts = [staff && `owner: ${staff.name}`, department && `department: ${department.name}`].filter(Boolean);
  return parts.length === 0 ? 'all' : `{${parts.join(', ')}}`;
}

/** The line index of `key` inside the operation `method` of `path`, or -1. */
function lineIn(text: string[], path: string, method: string, key: RegExp): number {
  const start = text.indexOf(`  ${path}:`);
  if (start < 0) return -1;
  const op = text.findIndex((line, i) => i > start && line === `    ${method.toLowerCase()}:`);
  if (op < 0) return -1;
  for (let i = op + 1; i < text.length && (text[i] === '' || /^ {5,}/.test(text[i] as string)); i += 1) if (key.test(text[i] as string)) return i;
  return -1;
}

const counts = { states: 0, sets: 0, declared: 0, scopes: 0, missing: [] as string[] };
const groups = manifest();
for (const spec of groupSpecs()) {
  const group = groups.find((g) => g.key === spec.key);
  if (!group) continue;
  const text = readFileSync(spec.file, 'utf8').split('\n');
  const inserts: { after: number; line: string }[] = [];
  for (const resource of group.resources) {
    for (const operation of resource.operations) {
      if (operation.kind === 'list' && operation.scope === undefined) {
        const at = lineIn(text, operation.path, operation.method, /^ {6}x-permission:/);
        if (at < 0) counts.missing.push(`${operation.operationId} (x-scope)`);
        else {
          inserts.push({ after: at, line: `      x-scope: ${listScope(operation)}` });
          counts.scopes += 1;
        }
      }
      if (operation.kind !== 'action' || operation.method === 'GET' || operation.effects !== undefined) continue;
      const declared = DECLARED[operation.operationId];
      const moves = operation.states !== undefined && operation.states !== 'any';
      if (declared === undefined && !moves) {
        counts.missing.push(`${operation.operationId} (x-effects: not declared by hand)`);
        continue;
      }
      const effects = declared ?? moveEffects(resource, operation);
      const at = lineIn(text, operation.path, operation.method, /^ {6}x-states:/);
      if (at < 0) counts.missing.push(`${operation.operationId} (x-effects: no x-states line)`);
      else {
        inserts.push({ after: at, line: `      x-effects: ${effects}` });
        if (declared) counts.declared += 1;
        else if (effects === 'states') counts.states += 1;
        else counts.sets += 1;
      }
    }
  }
  for (const { after, line } of inserts.toSorted((a, b) => b.after - a.after)) text.splice(after + 1, 0, line);
  if (inserts.length > 0) writeFileSync(spec.file, text.join('\n'));
}
console.log(counts);
