/** User-facing texts of the call layer (zh-CN, as staff see them). */
export const API_MESSAGES = {
  deploying: '服务器正在部署中，请稍后再试',
  invalidResponse: '服务器返回了无法识别的数据，请稍后再试',
  requestFailed: '请求失败',
  networkFailed: '网络连接失败，请检查网络后重试',
  unknownBusinessError: '操作失败',
  /** A tab whose signed-in person changed in another tab sends nothing (src/lib/identity.ts); it reloads. */
  identityChanged: '登录账号已在其他窗口变更，本次操作未提交',
  /** An error that is not a call's (a bug, a library's own error): its English text stays in the console. */
  unexpected: '页面遇到了意外问题，请重试；如果问题持续，请联系管理员',
} as const;

/**
 * SPEC.md §8 "the status text plus the status code", in zh-CN: the browser's status text is English
 * (or empty under HTTP/2), so it is looked up here by code and the server's text is never shown.
 */
const STATUS_TEXTS: Record<number, string> = {
  400: '请求参数有误',
  401: '未登录或登录已过期',
  403: '没有访问权限',
  404: '请求的接口不存在',
  405: '不支持的请求方式',
  408: '请求超时',
  409: '数据冲突',
  413: '提交的内容过大',
  415: '不支持的内容类型',
  429: '请求过于频繁',
  500: '服务器内部错误',
  501: '服务器不支持该功能',
  503: '服务暂时不可用',
  504: '网关超时',
};

export function statusText(status: number): string {
  return STATUS_TEXTS[status] ?? API_MESSAGES.requestFailed;
}
