/** A board's address as the back office may open it, or why it may not. */
export type BoardAddress = { ok: true; href: string } | { ok: false; reason: string };

/**
 * Only web pages of another site open inside the back office: an `http:` or `https:` address without
 * credentials, not of the back office's own origin.
 * Anything else — `javascript:`, `data:`, `file:`, a relative path, text — is refused (never put in
 * an iframe or a link), since a configured address is data someone typed.
 */
export function boardAddress(value: unknown, here: string | undefined = globalThis.location?.origin): BoardAddress {
  if (typeof value !== 'string' || value.trim() === '') return { ok: false, reason: '看板未配置地址' };
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return { ok: false, reason: '看板地址不是有效的网址' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: `只能打开 http 或 https 地址的看板，「${url.protocol.replace(/:$/, '')}」地址已拒绝` };
  if (url.username || url.password) return { ok: false, reason: '看板地址不能包含账号或密码' };
  // Scripts plus same-origin in a sandbox are no sandbox for a page of this very origin: it could lift its own.
  if (here && url.origin === here) return { ok: false, reason: '看板地址不能是本后台自己的页面' };
  return { ok: true, href: url.href };
}

/** Why a board row cannot be opened now (disabled, or its address refused), or undefined. */
export function boardUnavailable(row: Record<string, unknown>): string | undefined {
  if (Number(row.status) !== 1) return '看板已禁用';
  const address = boardAddress(row.url);
  return address.ok ? undefined : address.reason;
}
