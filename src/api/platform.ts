/**
 * Platform values the backend knows (SPEC.md §9: "company website and the exam-prep app").
 * The real values are not in the spec; they live here only, so correcting them is one edit.
 */
export const PLATFORM = {
  /** The public company website (site menus, content lists). */
  companyWebsite: 'company_website',
  /** The exam-prep app, whose accounts the public site signs in with. */
  examPrepApp: 'exam_prep_app',
} as const;

export type Platform = (typeof PLATFORM)[keyof typeof PLATFORM];

/**
 * Which platform a hostname belongs to, first match wins. Unknown hosts (localhost, previews,
 * new domains) count as the company website, the platform this front end serves.
 */
export const PLATFORM_BY_HOST: readonly (readonly [RegExp, Platform])[] = [
  [/(^|\.)app\./i, PLATFORM.examPrepApp],
  [/(^|\.)exam\./i, PLATFORM.examPrepApp],
];

export function platformForHost(hostname: string, table = PLATFORM_BY_HOST): Platform {
  for (const [pattern, platform] of table) {
    if (pattern.test(hostname)) return platform;
  }
  return PLATFORM.companyWebsite;
}

export function currentPlatform(): Platform {
  return platformForHost(globalThis.location?.hostname ?? '');
}
