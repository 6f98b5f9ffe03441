import type { ContentType } from '@generated/cms-web/client/model/contentType';

/** How a content route shows a menu's list (single pages and articles are decided by the route). */
export type ContentView = 'list' | 'grid' | 'timeline';

export interface ContentRoute {
  /** The CMS pair a sub menu must carry to open this route (SPEC.md §2). */
  contentType: ContentType;
  sortType: string;
  /** Which header group the route belongs to, as SPEC.md §2's table groups them. */
  group: '关于我们' | '新闻中心' | '业务板块' | '合作案例';
  /** Used when the CMS menu has not loaded or the menu id is unknown. */
  title: string;
  view: ContentView;
}

/**
 * THE table of the menu-driven content routes (`/{section}/{menuId}`): route ↔ (contentType, sortType).
 * The real pairs are not in SPEC.md; they live here only, so correcting one is one edit.
 * c-1 routes are single pages (pType=one), c-3 routes image lists, c-0 the first-content page,
 * and `online` carries s-0-2, the sort type that opens in a new window.
 */
export const CONTENT_ROUTES = {
  introduce: { contentType: 'c-1', sortType: 's-1-1', group: '关于我们', title: '公司简介', view: 'list' },
  cultural: { contentType: 'c-1', sortType: 's-1-2', group: '关于我们', title: '企业文化', view: 'list' },
  develop: { contentType: 'c-2', sortType: 's-1-3', group: '关于我们', title: '发展历程', view: 'timeline' },
  duty: { contentType: 'c-1', sortType: 's-1-4', group: '关于我们', title: '社会责任', view: 'list' },
  power: { contentType: 'c-3', sortType: 's-1-5', group: '关于我们', title: '企业实力', view: 'grid' },
  team: { contentType: 'c-3', sortType: 's-1-6', group: '关于我们', title: '师资团队', view: 'grid' },
  honorary_awards: { contentType: 'c-3', sortType: 's-1-7', group: '关于我们', title: '荣誉资质', view: 'grid' },
  contact_us: { contentType: 'c-1', sortType: 's-1-8', group: '关于我们', title: '联系我们', view: 'list' },
  company_news: { contentType: 'c-2', sortType: 's-2-1', group: '新闻中心', title: '公司新闻', view: 'list' },
  party_building: { contentType: 'c-2', sortType: 's-2-2', group: '新闻中心', title: '党建动态', view: 'list' },
  article_details: { contentType: 'c-0', sortType: 's-2-3', group: '新闻中心', title: '文章详情', view: 'list' },
  continuing: { contentType: 'c-2', sortType: 's-3-1', group: '业务板块', title: '继续教育', view: 'list' },
  vocational: { contentType: 'c-2', sortType: 's-3-2', group: '业务板块', title: '职业培训', view: 'list' },
  online: { contentType: 'c-2', sortType: 's-0-2', group: '业务板块', title: '在线教育', view: 'list' },
  cooperation: { contentType: 'c-3', sortType: 's-4-1', group: '合作案例', title: '合作单位', view: 'grid' },
  achievements: { contentType: 'c-2', sortType: 's-4-2', group: '合作案例', title: '办学成果', view: 'list' },
} as const satisfies Record<string, ContentRoute>;

export type ContentSection = keyof typeof CONTENT_ROUTES;

export const CONTENT_SECTIONS = Object.keys(CONTENT_ROUTES) as ContentSection[];

/** The route that shows one article of a menu: the first one unless an `id` is asked for. */
export const FIRST_CONTENT_SECTION = 'article_details' satisfies ContentSection;

export function isContentSection(value: string): value is ContentSection {
  return Object.hasOwn(CONTENT_ROUTES, value);
}

const GROUP_EYEBROWS: Record<string, string> = {
  关于我们: '走进我们',
  新闻中心: '新闻资讯',
  业务板块: '专业服务',
  合作案例: '携手共赢',
};

/** The banner's eyebrow of a header group (a CMS group named otherwise gets a neutral one). */
export function groupEyebrow(group: string): string {
  return GROUP_EYEBROWS[group] ?? '学历 · 技能 · 终身学习';
}
