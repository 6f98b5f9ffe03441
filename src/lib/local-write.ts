/**
 * Writing what must be kept (a session) to local storage, with the browser's failures turned into
 * what a person can act on. The browser's own words ("QuotaExceededError: Failed to execute 'setItem'
 * on 'Storage'…") are English and say nothing about what to do.
 */
export const STORAGE_FULL = '浏览器本地存储空间已满，无法保存登录信息。请清理本网站的浏览数据（或关闭其他占用空间的页面）后重试';
export const STORAGE_BLOCKED = '浏览器禁止本网站保存数据（可能处于无痕模式或已禁用网站数据），无法保持登录。请允许本网站保存数据后重试';
export const COOKIES_BLOCKED = '浏览器已禁用 Cookie，无法保持登录。请在浏览器设置中允许本网站使用 Cookie 后重试';

const isQuotaError = (error: unknown) => error instanceof DOMException && (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED' || error.code === 22);

/**
 * Sets `key`; when storage is full, first drops the entries `expendable` names (records of this app
 * that can be rebuilt) and tries once more. Throws an Error with a zh-CN message when it cannot.
 */
export function writeLocal(key: string, value: string, expendable: (key: string) => boolean = () => false, storage: Storage = localStorage): void {
  try {
    storage.setItem(key, value);
    return;
  } catch (error) {
    if (!isQuotaError(error)) throw new Error(STORAGE_BLOCKED, { cause: error });
  }
  try {
    for (const stale of Array.from({ length: storage.length }, (_, i) => storage.key(i))) if (stale && stale !== key && expendable(stale)) storage.removeItem(stale);
    storage.setItem(key, value);
  } catch (error) {
    throw new Error(isQuotaError(error) ? STORAGE_FULL : STORAGE_BLOCKED, { cause: error });
  }
}

/** Removes `key`, quietly: storage that cannot be written cannot hold the key either. */
export function removeLocal(key: string, storage?: Storage): void {
  try {
    (storage ?? localStorage).removeItem(key);
  } catch {
    // Nothing to undo.
  }
}
