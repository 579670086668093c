import { describe, expect, it } from 'vitest';
import { isSessionExpiredError } from '@smes/config';
import { ApiError, isCancelledError, isNotFound } from './api-error';

describe('ApiError names', () => {
  it('names an expired session so screens can stay quiet while the expiry flow redirects', () => {
    const expired = new ApiError({ kind: 'expired', message: '登录状态已过期，请重新登录', statusCode: 444, code: 444 });
    expect(isSessionExpiredError(expired)).toBe(true);
    expect(isSessionExpiredError(new ApiError({ kind: 'http', message: '请求失败（HTTP 502）', statusCode: 502 }))).toBe(false);
  });

  it('keeps the DOM name for a cancellation', () => {
    const cancelled = new ApiError({ kind: 'cancelled', message: '请求已取消' });
    expect(cancelled.name).toBe('AbortError');
    expect(isCancelledError(cancelled)).toBe(true);
  });
});

describe('isNotFound', () => {
  it('is true only for an ApiError with status 404', () => {
    expect(isNotFound(new ApiError({ kind: 'http', message: '未找到', statusCode: 404 }))).toBe(true);
    expect(isNotFound(new ApiError({ kind: 'http', message: '服务器错误', statusCode: 500 }))).toBe(false);
    expect(isNotFound(Object.assign(new Error('missing'), { statusCode: 404 }))).toBe(false);
    expect(isNotFound(null)).toBe(false);
  });
});
