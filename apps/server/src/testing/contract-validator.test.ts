import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createContractValidator } from './contract-validator';

function fake(statusCode: number, payload: unknown, contentType = 'application/json; charset=utf-8'): LightMyRequestResponse {
  const text = typeof payload === 'string' ? payload : JSON.stringify(payload);
  return {
    statusCode,
    headers: { 'content-type': contentType },
    body: text,
    json: () => JSON.parse(text) as unknown,
  } as unknown as LightMyRequestResponse;
}

describe('the contract validator', () => {
  const portal = createContractValidator('portal');

  it('accepts an answer that matches the schema of its status', () => {
    expect(() => portal.check('homeOverview', fake(200, { code: 200, msg: 'ok', statusCode: 200, data: { declarationTotal: 1, declarationOpen: 1, declarationClosingSoon: 0, institutionCertified: 3, policyInForce: 2, noticeOpen: 1, interpretationTotal: 4 } }))).not.toThrow();
  });

  it('rejects a missing field, a wrong type and an undeclared media type', () => {
    expect(() => portal.check('homeOverview', fake(200, { code: 200, msg: 'ok', statusCode: 200, data: { declarationTotal: 1 } }))).toThrow(/declarationOpen/);
    expect(() => portal.check('dictDataByType', fake(404, { code: '404', msg: 'x', data: null, statusCode: 404 }))).toThrow(/must be integer/);
    expect(() => portal.check('homeOverview', fake(200, '<html></html>', 'text/html'))).toThrow(/answered text\/html/);
  });

  it('holds undeclared statuses to the error envelope', () => {
    expect(() => portal.check('userInfo', fake(401, { code: 401, msg: '请先登录', data: null, statusCode: 401 }))).not.toThrow();
    expect(() => portal.check('userInfo', fake(401, { message: 'Unauthorized' }))).toThrow();
  });

  it('knows every operation id and refuses others', () => {
    expect(portal.operationIds).toContain('declarationMaterialsExport');
    expect(() => portal.check('nope', fake(200, {}))).toThrow(/not in portal.yaml/);
  });
});
