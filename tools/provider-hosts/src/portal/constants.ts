/** Mirrors libs/config (spec §9); the server runs under plain tsx, outside the workspace's path aliases. */
export const XSRF_COOKIE_NAME = 'XSRF-TOKEN';
export const XSRF_HEADER_NAME = 'x-xsrf-token';
export const TOKEN_EXPIRED_CODE = 444;

export const TOKEN_EXPIRED_MESSAGE = 'token已过期，请重新登录';
export const LOGIN_REQUIRED_MESSAGE = '请先登录';
export const XSRF_MESSAGE = '请求校验失败，请刷新页面后重试';
export const NOT_FOUND_MESSAGE = '接口不存在';
export const SERVER_ERROR_MESSAGE = '服务器繁忙，请稍后重试';
export const SUCCESS_MESSAGE = '操作成功';
