import {
  getCmsContentLiveCourseDetailMockHandler,
  getCmsContentLiveCourseListMockHandler,
  getCmsContentPublicityDetailsForClientMockHandler,
  getCmsContentPublicityListLabelMockHandler,
  getCmsContentPublicityListPublicityForClientMockHandler,
} from '@generated/cms-content/client/cms-content.msw';
import {
  getCmsWebJobsDetailMockHandler,
  getCmsWebJobsListMockHandler,
  getCmsWebSiteContentDetailsForClientMockHandler,
  getCmsWebSiteContentListForClientMockHandler,
  getCmsWebSiteMenuListForClientMockHandler,
} from '@generated/cms-web/client/cms-web.msw';
import { SITE_CONTENTS, SITE_JOBS, SITE_MENUS, SITE_PUBLICITY, SITE_PUBLICITY_LABELS, siteLiveCourses } from './site-fixtures';
import { sitePaperHandlers } from './site-papers';

const NOT_FOUND = { code: 40004, msg: '内容不存在或已下架' };

const query = (request: Request) => new URL(request.url).searchParams;
const numberParam = (params: URLSearchParams, name: string) => (params.has(name) ? Number(params.get(name)) : undefined);

/** A page of rows, as the backend pages: pageNum from 1, pageSize 15 unless asked. */
function page<T>(rows: readonly T[], params: URLSearchParams) {
  const pageNum = Math.max(1, numberParam(params, 'pageNum') ?? 1);
  const pageSize = Math.max(1, numberParam(params, 'pageSize') ?? 15);
  return { pageList: rows.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: rows.length };
}

const ok = <T>(data: T) => ({ code: 0, msg: '操作成功', data });

/** Pinned first, then newest first: the order the CMS lists contents in. */
const byTopThenNewest = <T extends { isTop?: number; publishTime: string }>(a: T, b: T) => (b.isTop ?? 0) - (a.isTop ?? 0) || b.publishTime.localeCompare(a.publishTime);

function brief({ id, title, summary, cover, isTop, publishTime }: (typeof SITE_CONTENTS)[number]) {
  return { id, title, summary, cover, isTop, publishTime };
}

/**
 * The public site's endpoints answered from deterministic fixtures instead of faker's random text.
 * Registered before the generic store, so they win. Jobs, live courses and papers are shared with the back
 * office's resource screens: their lists and details come from here too (filters honoured, read-only).
 */
export const siteHandlers = [
  getCmsWebSiteMenuListForClientMockHandler(ok(SITE_MENUS)),
  getCmsWebSiteContentListForClientMockHandler(({ request }) => {
    const params = query(request);
    const menuId = numberParam(params, 'menuId');
    const rows = SITE_CONTENTS.filter((c) => c.menuId === menuId)
      .toSorted(byTopThenNewest)
      .map(brief);
    return ok(page(rows, params));
  }),
  getCmsWebSiteContentDetailsForClientMockHandler(({ request }) => {
    const found = SITE_CONTENTS.find((c) => c.id === numberParam(query(request), 'id'));
    if (!found) return NOT_FOUND;
    const { isTop: _isTop, ...article } = found;
    return ok(article);
  }),
  getCmsContentPublicityListLabelMockHandler(ok(SITE_PUBLICITY_LABELS)),
  getCmsContentPublicityListPublicityForClientMockHandler(({ request }) => {
    const params = query(request);
    const label = params.get('label');
    const province = params.get('province');
    const type = numberParam(params, 'type');
    const rows = SITE_PUBLICITY.filter(
      (p) => (!label || p.labels?.includes(label)) && (!province || !p.province || p.province === province) && (type === undefined || p.type === type),
    ).map(({ content: _content, author: _author, source: _source, ...rest }) => rest);
    return ok(page(rows, params));
  }),
  getCmsContentPublicityDetailsForClientMockHandler(({ request }) => {
    const article = SITE_PUBLICITY.find((p) => p.id === numberParam(query(request), 'id'));
    return article ? ok(article) : NOT_FOUND;
  }),
  getCmsWebJobsListMockHandler(({ request }) => {
    const params = query(request);
    const keyword = params.get('keyword') ?? '';
    const city = params.get('city');
    const status = numberParam(params, 'status');
    const rows = SITE_JOBS.filter((j) => j.title.includes(keyword) && (!city || j.city === city) && (status === undefined || j.status === status));
    return ok(page(rows, params));
  }),
  getCmsWebJobsDetailMockHandler(({ request }) => {
    const job = SITE_JOBS.find((j) => j.id === numberParam(query(request), 'id'));
    return job ? ok(job) : NOT_FOUND;
  }),
  getCmsContentLiveCourseListMockHandler(({ request }) => {
    const params = query(request);
    const keyword = params.get('keyword') ?? '';
    const liveStatus = numberParam(params, 'liveStatus');
    const rows = siteLiveCourses().filter((c) => c.title.includes(keyword) && (liveStatus === undefined || c.liveStatus === liveStatus));
    return ok(page(rows, params));
  }),
  getCmsContentLiveCourseDetailMockHandler(({ request }) => {
    const course = siteLiveCourses().find((c) => c.id === numberParam(query(request), 'id'));
    return course ? ok(course) : NOT_FOUND;
  }),
  ...sitePaperHandlers,
];
