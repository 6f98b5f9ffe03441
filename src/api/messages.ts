/** User-facing texts of the call layer (zh-CN, as staff see them). */
export const API_MESSAGES = {
  deploying: '服务器正在部署中，请稍后再试',
  invalidResponse: '服务器返回了无法识别的数据，请稍后再试',
  requestFailed: '请求失败',
  networkFailed: '网络连接失败，请检查网络后重试',
  unknownBusinessError: '操作失败',
} as const;
