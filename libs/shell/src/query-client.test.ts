import { describe, expect, it } from 'vitest';
import { ApiError } from '@smes/api';
import { shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it('retries a network failure once', () => {
    const error = new ApiError({ kind: 'network', message: '网络异常', statusCode: 0, code: null });
    expect(shouldRetry(0, error)).toBe(true);
    expect(shouldRetry(1, error)).toBe(false);
  });

  it.each(['expired', 'server', 'cancelled', 'business'] as const)('never retries %s', (kind) => {
    expect(shouldRetry(0, new ApiError({ kind, message: 'x', statusCode: 200, code: 400 }))).toBe(false);
  });

  it('never retries a 4xx answer', () => {
    expect(shouldRetry(0, new ApiError({ kind: 'http', message: '申报项目不存在', statusCode: 404, code: 404 }))).toBe(false);
    expect(shouldRetry(0, new ApiError({ kind: 'http', message: '请求失败（HTTP 502）', statusCode: 502, code: null }))).toBe(true);
  });
});
