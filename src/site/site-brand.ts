/**
 * Who the site speaks for. SPEC.md names no company, app or contact details: these are the
 * product's placeholders, kept in one file so the real ones are one edit away.
 */
export const SITE_BRAND = {
  name: '教育服务平台',
  tagline: '学历 · 技能 · 终身学习',
  slogan: '让每一次学习都算数',
  hotline: '400-800-1234',
  email: 'service@edu-services.cn',
  address: '北京市海淀区中关村大街 18 号',
  filingNumber: '京ICP备00000000号',
} as const;

/** The exam-prep app the site promotes (SPEC.md §2 /down and /downLoad). */
export const APP_BRAND = {
  name: '学考通',
  slogan: '随时随地，高效备考',
  /** Store pages; the phone download page links to them. */
  androidUrl: 'https://app.edu-services.cn/download/android',
  iosUrl: 'https://apps.apple.com/cn/app/id0000000000',
} as const;

/** The phone download page (/downLoad) of this very site: what the QR code on /down encodes. */
export function appDownloadUrl(origin: string = globalThis.location?.origin ?? ''): string {
  return `${origin}/downLoad`;
}
