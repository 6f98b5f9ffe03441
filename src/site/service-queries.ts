import { queryOptions } from '@tanstack/react-query';
import {
  cmsContentLiveCourseDetail,
  cmsContentLiveCourseList,
  cmsContentPublicityDetailsForClient,
  cmsContentPublicityListLabel,
  cmsContentPublicityListPublicityForClient,
} from '@generated/cms-content/client/cms-content';
import type { LiveCourse } from '@generated/cms-content/client/model/liveCourse';
import type { PublicityArticle } from '@generated/cms-content/client/model/publicityArticle';
import type { PublicityBrief } from '@generated/cms-content/client/model/publicityBrief';
import { cmsWebJobsList } from '@generated/cms-web/client/cms-web';
import type { Jobs } from '@generated/cms-web/client/model/jobs';
import { readPage, readRecord, readTexts } from '@/api/answer-shape';
import { PLATFORM } from '@/api/platform';
import { DEFAULT_PAGE_SIZE } from '@/lib/page-sizes';

/** SPEC.md §7: the public news lists are the exam-news type, as shown on phones. */
const EXAM_NEWS = { platform: PLATFORM.companyWebsite, type: 1 } as const;
const ENABLED = 1;

export const publicityLabelsQuery = queryOptions({
  queryKey: ['site', 'publicity-labels'],
  queryFn: async ({ signal }) => readTexts((await cmsContentPublicityListLabel(EXAM_NEWS, undefined, signal)).data),
  staleTime: 5 * 60_000,
});

/**
 * Exam news with one label (or all of them) for one province: the home page's news block.
 * SPEC.md §7 lists `province` among this call's query: it is the province the visitor chose above
 * the list. "All provinces" is '' — the call layer strips empty values (SPEC.md §5), and the
 * backend reads an absent province as no filter (openapi/cms/content.yaml: 不传表示不限), which
 * is what "all" means; national articles (no province) are in every province's list.
 */
export function publicityListQuery(label: string | undefined, province: string, pageSize = 6) {
  return queryOptions({
    queryKey: ['site', 'publicity', label ?? '', province, pageSize],
    queryFn: async ({ signal }) => {
      const params = { ...EXAM_NEWS, label, province, showSide: 'mobile' as const, pageNum: 1, pageSize };
      const { rows, total } = readPage<PublicityBrief>((await cmsContentPublicityListPublicityForClient(params, undefined, signal)).data, { pageSize });
      return { items: rows, total };
    },
  });
}

export function publicityArticleQuery(id: number) {
  return queryOptions({
    queryKey: ['site', 'publicity-article', id],
    queryFn: async ({ signal }) => readRecord<PublicityArticle>((await cmsContentPublicityDetailsForClient({ id }, undefined, signal)).data),
  });
}

/** Open positions, one page at a time (only enabled ones are public). */
export function jobsQuery(page: number) {
  return queryOptions({
    queryKey: ['site', 'jobs', page, DEFAULT_PAGE_SIZE],
    queryFn: async ({ signal }) => {
      const result = await cmsWebJobsList({ pageNum: page, pageSize: DEFAULT_PAGE_SIZE, status: ENABLED }, undefined, signal);
      const { rows, total } = readPage<Jobs>(result.data, { pageSize: DEFAULT_PAGE_SIZE });
      return { items: rows, total };
    },
  });
}

const TIMETABLE_SIZE = 100;

/** The live timetable: enabled courses, as many as a timetable page shows. */
export const liveCoursesQuery = queryOptions({
  queryKey: ['site', 'live-courses'],
  queryFn: async ({ signal }) =>
    readPage<LiveCourse>((await cmsContentLiveCourseList({ pageNum: 1, pageSize: TIMETABLE_SIZE, status: ENABLED }, undefined, signal)).data, { pageSize: TIMETABLE_SIZE }).rows,
});

export function liveCourseQuery(id: number) {
  return queryOptions({
    queryKey: ['site', 'live-course', id],
    queryFn: async ({ signal }) => readRecord<LiveCourse>((await cmsContentLiveCourseDetail({ id }, undefined, signal)).data),
  });
}
