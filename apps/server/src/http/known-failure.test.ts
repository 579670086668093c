import { describe, expect, it } from 'vitest';
import { DomainError, FieldValidationError, TooManyAttemptsError } from '../shared/domain-error';
import type { DomainErrorKind } from '../shared/domain-error';
import { HttpError } from './http-error';
import { DOMAIN_ERROR_STATUS, knownFailure } from './known-failure';

describe('knownFailure: the one mapping from a refusal to its answer', () => {
  it.each<[DomainErrorKind, number]>([
    ['invalid', 400],
    ['forbidden', 403],
    ['not_found', 404],
    ['conflict', 409],
    ['too_large', 413],
    ['too_many', 429],
  ])('answers a %s refusal with %i and its message, nothing else', (kind, status) => {
    expect(knownFailure(new DomainError(kind, '该记录不存在'))).toStrictEqual({ status, message: '该记录不存在' });
  });

  it('maps every kind (a new kind without a status fails typecheck and this test)', () => {
    expect(Object.keys(DOMAIN_ERROR_STATUS).sort()).toEqual(['conflict', 'forbidden', 'invalid', 'not_found', 'too_large', 'too_many']);
  });

  it('carries the record as it now stands as the envelope data', () => {
    const data = { id: 7, status: 'accepted' };
    expect(knownFailure(new DomainError('conflict', '该订单已被处理，请刷新', data))).toStrictEqual({ status: 409, message: '该订单已被处理，请刷新', data });
  });

  it('answers field errors as a 400 whose message is the first field message', () => {
    const fieldErrors = { creditCode: '统一社会信用代码格式不正确', name: '请填写企业名称' };
    expect(knownFailure(new FieldValidationError(fieldErrors))).toStrictEqual({ status: 400, message: '统一社会信用代码格式不正确', fieldErrors });
    expect(knownFailure(new FieldValidationError({}))).toStrictEqual({ status: 400, message: '提交的内容不正确', fieldErrors: {} });
  });

  it('answers too many attempts with 429 and the wait in whole seconds, at least one', () => {
    expect(knownFailure(new TooManyAttemptsError('请 2 秒后再试', 1200))).toStrictEqual({ status: 429, message: '请 2 秒后再试', retryAfterSeconds: 2 });
    expect(knownFailure(new TooManyAttemptsError('请稍后再试', 0))?.retryAfterSeconds).toBe(1);
  });

  it("passes the hosts' own HttpError through with its page detail", () => {
    expect(knownFailure(new HttpError(403, '请求来源校验失败', '请刷新页面后重试'))).toStrictEqual({ status: 403, message: '请求来源校验失败', detail: '请刷新页面后重试' });
    expect(knownFailure(new HttpError(401, '请先登录'))).toStrictEqual({ status: 401, message: '请先登录' });
  });

  it('knows nothing of errors nobody meant to throw', () => {
    expect(knownFailure(new Error('boom'))).toBeUndefined();
    expect(knownFailure(Object.assign(new Error('framework'), { statusCode: 400 }))).toBeUndefined();
    expect(knownFailure('not an error')).toBeUndefined();
  });
});
