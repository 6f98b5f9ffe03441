/**
 * Every site route of SPEC.md §2, with a menu id or record id of the mock CMS where the route takes
 * one, and the routes that take an id without one: walked under the deployed CSP (real-api-csp.spec.ts),
 * which checks that each renders a page of its own.
 */
export const SITE_ROUTES = [
  '/home',
  '/down',
  '/detail?id=5001',
  '/detail',
  '/recruit',
  '/paper_detail',
  '/broast',
  '/course_detail?id=8001',
  '/course_detail',
  '/honorary_awards/107',
  '/contact_us/108',
  '/company_news/201',
  '/party_building/202',
  '/article_details/203',
  '/continuing/301',
  '/vocational/302',
  '/online/303',
  '/cooperation/401',
  '/achievements/402',
  '/introduce/101',
  '/cultural/102',
  '/develop/103',
  '/duty/104',
  '/power/105',
  '/team/106',
  '/no/such/page',
] as const;
