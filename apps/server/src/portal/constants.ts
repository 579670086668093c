/** The server's own Chinese messages; the spec's constants (§9) come from @smes/config. */
export const TOKEN_EXPIRED_MESSAGE = 'token已过期，请重新登录';
export const LOGIN_REQUIRED_MESSAGE = '请先登录';
export const NOT_FOUND_MESSAGE = '接口不存在';
export const SERVER_ERROR_MESSAGE = '服务器繁忙，请稍后重试';
export const SUCCESS_MESSAGE = '操作成功';
