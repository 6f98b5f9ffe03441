/**
 * Times in order across the demo data's records: a record is created after every record it points
 * to (a follow-up after its lead, a booking after its lead, a chapter after its course), and its own
 * events (a reception, a finish) lie between its creation and the demo data's today — or in the past
 * at all when its status says it is finished (已接待 is never on a future date).
 *
 * How, without reading any other row (a row is the same whether its table, its first page or one of
 * its labels is generated): each table's records are created, newest id first, within a window that
 * ends at REFERENCE_DATE and reaches further back the fewer tables lie beneath it in the reference
 * graph (its depth: a follow-up → a lead → a channel). So every record finds records of the tables it
 * points to created before it, and the window alone tells which ids those are. The small fixed lists
 * (departments, positions, channels) were set up before any of it. The organisation's own structure
 * (departments, positions, staff, which point to each other) forms a cycle and counts as the bottom.
 */

export const DAY = 86_400_000;
/** How far back the deepest-rooted tables' records reach; each level above reaches STEP less. */
const MAX_SPAN = 730 * DAY;
const STEP = 60 * DAY;
const MIN_SPAN = 300 * DAY;
/** The fixed lists were set up in the half year before the oldest generated record. */
const SETUP = 180 * DAY;

/** Where a table's records are created: ms since the epoch, the oldest record near `start`. */
export interface CreationWindow {
  start: number;
  end: number;
}

/** The tables a table points to (its `x-ref`s and guessed references), or undefined when not loaded. */
export type RefsOf = (key: string) => readonly string[] | undefined;

const depths = new Map<string, number>();

/**
 * A table's depth in the reference graph: 0 for one that points to nothing (or only into a cycle
 * with nothing below it), else one more than the deepest table it points to. Tables that point to
 * each other (a cycle: the organisation's structure) share one depth. Self-references (a tree's
 * parent) do not count. Undefined while a table below is not loaded yet.
 */
export function tableDepth(key: string, refsOf: RefsOf): number | undefined {
  const known = depths.get(key);
  if (known !== undefined) return known;
  // Tarjan's strongly connected components over what is reachable from `key`.
  let counter = 0;
  let complete = true;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const componentOf = new Map<string, string[]>();
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    const targets = refsOf(node);
    if (targets === undefined) complete = false;
    for (const target of targets ?? []) {
      if (target === node) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      for (const m of component) componentOf.set(m, component);
      // Components finish after every component they point to: their depths are known here.
      let depth = 0;
      for (const m of component) {
        for (const target of refsOf(m) ?? []) {
          if (component.includes(target)) continue;
          const below = depths.get(target) ?? computed.get(target);
          if (below !== undefined) depth = Math.max(depth, below + 1);
        }
      }
      for (const m of component) computed.set(m, depth);
    }
  };
  const computed = new Map<string, number>();
  visit(key);
  if (!complete) return computed.get(key);
  for (const [node, depth] of computed) depths.set(node, depth);
  return depths.get(key);
}

/** When a table's records were created (see the file header). */
export function creationWindow(reference: number, depth: number | undefined, fixed: boolean): CreationWindow {
  if (fixed) return { start: reference - MAX_SPAN - SETUP, end: reference - MAX_SPAN };
  const span = Math.max(MIN_SPAN, MAX_SPAN - (depth ?? 0) * STEP);
  return { start: reference - span, end: reference };
}

/**
 * The latest moment the record at `index` (0 = newest) of a table of `count` records may have been
 * created: records are spread evenly over the window, newest first (values.ts draws each within its
 * slice).
 */
export function latestCreation(window: CreationWindow, index: number, count: number): number {
  return window.end - (index * (window.end - window.start)) / Math.max(count, 1);
}

/**
 * How many of a table's oldest records were created no later than `time`: the newest of them has
 * index `count - result`. At least 1 (the oldest), so a reference always has a target.
 */
export function createdBy(window: CreationWindow, count: number, time: number): number {
  const slice = (window.end - window.start) / Math.max(count, 1);
  const newestIndex = Math.max(0, Math.ceil((window.end - time) / slice));
  return Math.max(1, count - newestIndex);
}

/** Status labels of a finished thing (已接待, 已完成, 已通过…): its times lie in the past. */
export const FINISHED_LABEL =
  /^已(接待|到访|完成|结束|签到|签收|发货|处理|解决|回复|核销|领取|归还|退款|支付|审核|通过|驳回|办结|确认|上课|结课|考试|评分|提交|发放|入职|离职|毕业|结业|开奖|兑换|使用|发送|送达|阅读|执行|报名|撤回|拒绝|完结)$/;

/** A field that holds a record's own state (status, auditStatus), not a copy of another's (fromStatus). */
export const isStateField = (name: string): boolean => /^status$|[a-z]Status$/.test(name) && !/^(from|to|old|new|before|after|origin)/i.test(name);
