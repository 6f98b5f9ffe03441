import { getCmsResourcePaperDetailMockHandler, getCmsResourcePaperListMockHandler } from '@generated/cms-resource/client/cms-resource.msw';
import type { Paper } from '@generated/cms-resource/client/model/paper';

type PaperRow = [
  name: string,
  category: Paper['category'],
  courseName: string,
  paperType: Paper['paperType'],
  questions: number,
  minutes: number,
  score: number,
  enabled: boolean,
  year?: number,
];

/**
 * Papers the public mock-test page (/paper_detail) lists: realistic names and sizes instead of
 * faker's (which names a paper after a person and gives it 10^15 questions). Two are disabled, so
 * the page's "enabled only" rule shows. Categories and types follow x-enum-labels in
 * openapi/cms/resource.yaml (1 成人高考, 2 自学考试, 3 专升本, 4 职业资格, 5 继续教育; 1 真题, 2 模拟, 3 章节).
 */
const ROWS: PaperRow[] = [
  ['2026年成人高考语文（高起专/本）全真模拟卷', 1, '汉语言文学', 2, 23, 120, 150, true],
  ['2026年成人高考数学（理）全真模拟卷', 1, '计算机科学与技术', 2, 25, 120, 150, true],
  ['2026年成人高考英语全真模拟卷', 1, '工商管理', 2, 79, 120, 150, true],
  ['2025年成人高考英语真题', 1, '工商管理', 1, 79, 120, 150, true, 2025],
  ['专升本政治考前冲刺模拟卷', 3, '法学', 2, 37, 150, 150, true],
  ['专升本高等数学（一）全真模拟卷', 3, '计算机科学与技术', 2, 28, 150, 150, true],
  ['2025年专升本医学综合真题', 3, '护理学', 1, 150, 150, 300, true, 2025],
  ['专升本管理学第三章练习', 3, '工商管理', 3, 30, 45, 100, true],
  ['自学考试马克思主义基本原理模拟卷', 2, '法学', 2, 45, 150, 100, true],
  ['自学考试中国近现代史纲要模拟卷', 2, '汉语言文学', 2, 45, 150, 100, true],
  ['2025年10月自学考试学前教育原理真题', 2, '学前教育', 1, 38, 150, 100, true, 2025],
  ['初级会计职称经济法基础模拟卷', 4, '会计学', 2, 65, 90, 100, true],
  ['初级会计实务第二章练习', 4, '会计学', 3, 40, 60, 100, true],
  ['护士执业资格考试专业实务模拟卷', 4, '护理学', 2, 120, 100, 120, true],
  ['专业技术人员公需课结业测试', 5, '工商管理', 2, 50, 60, 100, true],
  ['继续教育会计人员专业课测试', 5, '会计学', 2, 40, 60, 100, true],
  ['2024年成人高考数学（文）模拟卷（旧版）', 1, '工商管理', 2, 25, 120, 150, false],
  ['自学考试英语（二）模拟卷（待审）', 2, '汉语言文学', 2, 50, 150, 100, false],
];

/** The papers' courses, in order of first appearance: course ids 1, 2, … */
export const PAPER_COURSES = [...new Set(ROWS.map((row) => row[2]))];

export const SITE_PAPERS: readonly Paper[] = ROWS.map(([name, category, courseName, paperType, questionCount, duration, totalScore, enabled, year], index) => ({
  id: 7001 + index,
  name,
  category,
  // A record of the courses' table (ids from 1), named as it is there (demo-data.ts).
  courseId: 1 + PAPER_COURSES.indexOf(courseName),
  courseName,
  paperType,
  year,
  totalScore,
  passScore: Math.round(totalScore * 0.6),
  duration,
  questionCount,
  status: enabled ? 1 : 0,
  createBy: '教研中心',
  createTime: `2026-${String(1 + (index % 10)).padStart(2, '0')}-${String(3 + index).padStart(2, '0')}T02:00:00Z`,
}));

const ok = <T>(data: T) => ({ code: 0, msg: '操作成功', data });
const NOT_FOUND = { code: 40004, msg: '试卷不存在或已下架' };

function numberParam(params: URLSearchParams, name: string): number | undefined {
  return params.has(name) ? Number(params.get(name)) : undefined;
}

/** Paper list and detail over the fixtures (filters and paging honoured, read-only like the other site fixtures). */
export const sitePaperHandlers = [
  getCmsResourcePaperListMockHandler(({ request }) => {
    const params = new URL(request.url).searchParams;
    const keyword = params.get('keyword') ?? '';
    const filters = (['category', 'courseId', 'paperType', 'status'] as const).map((name) => [name, numberParam(params, name)] as const);
    const rows = SITE_PAPERS.filter((paper) => paper.name.includes(keyword) && filters.every(([name, value]) => value === undefined || paper[name] === value));
    const pageNum = Math.max(1, numberParam(params, 'pageNum') ?? 1);
    const pageSize = Math.max(1, numberParam(params, 'pageSize') ?? 15);
    return ok({ pageList: rows.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: rows.length });
  }),
  getCmsResourcePaperDetailMockHandler(({ request }) => {
    const paper = SITE_PAPERS.find((p) => p.id === numberParam(new URL(request.url).searchParams, 'id'));
    return paper ? ok(paper) : NOT_FOUND;
  }),
];
