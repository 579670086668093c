import type { LightMyRequestResponse } from 'fastify';
import type { PortalSchemas } from '@smes/contract-types';
import { DAY_MS, addMs } from '../clock';
import { SAMPLE_FILES } from './material-files';
import { injector, uploadTo } from './service-fixtures';
import { login, portalTokenFor } from './test-hosts';
import type { Envelope, TestHosts } from './test-hosts';

type Check = (operationId: string, response: LightMyRequestResponse, status: number) => Envelope;

/**
 * Every 找市场 operation once on its happy path and once on a refusal, each answer checked against the
 * contract by the caller's `check` (contract.test.ts counts them towards its coverage).
 */
export async function walkMarketContract(hosts: TestHosts, check: Check): Promise<void> {
  const call = injector(hosts);
  const publisher = await portalTokenFor(hosts, '13800138000');
  const responder = await portalTokenFor(hosts, '13800138002');
  const admin = await login(hosts.portal, 'admin');
  const input: PortalSchemas['DemandInput'] = {
    type: 'outsourcing',
    title: '仓库管理系统二次开发外包',
    description: '现有仓库管理系统需增加波次拣货和库位优化功能，并与电商平台订单接口对接，要求三个月内上线。',
    budgetMin: null,
    budgetMax: null,
    regionCode: '330108',
    industry: 'I',
    deadline: addMs(hosts.clock.now(), 30 * DAY_MS).toISOString().slice(0, 10),
    contactName: '周思远',
    contactPhone: '13800138000',
    submit: false,
  };

  check('marketDemandList', await call('GET', '/api/market/demands?type=technology&budget=10to50&regionCode=330000'), 200);
  check('marketDemandList', await call('GET', '/api/market/demands?budget=huge'), 400);
  const created = check('marketMyDemandCreate', await call('POST', '/api/market/my-demands', publisher, input), 200);
  const id = (created.data as PortalSchemas['DemandRecordDetail']).record.demand.id;
  check('marketMyDemandCreate', await call('POST', '/api/market/my-demands', publisher, { ...input, title: '' }), 400);
  check('marketMyDemandList', await call('GET', '/api/market/my-demands?reviewState=draft', publisher), 200);
  check('marketMyDemandList', await call('GET', '/api/market/my-demands'), 401);
  check('marketMyDemandDetail', await call('GET', `/api/market/my-demands/${id}`, publisher), 200);
  check('marketMyDemandDetail', await call('GET', `/api/market/my-demands/${id}`, responder), 404);
  check('marketMyDemandUpdate', await call('PUT', `/api/market/my-demands/${id}`, publisher, { ...input, submit: true }), 200);
  check('marketMyDemandUpdate', await call('PUT', `/api/market/my-demands/${id}`, publisher, input), 409);
  check('adminDemandList', await call('GET', '/api/admin/demands', admin), 200);
  check('adminDemandList', await call('GET', '/api/admin/demands', publisher), 403);
  check('adminDemandDetail', await call('GET', `/api/admin/demands/${id}`, admin), 200);
  check('adminDemandDetail', await call('GET', '/api/admin/demands/999999', admin), 404);
  check('adminDemandApprove', await call('POST', `/api/admin/demands/${id}/approve`, admin, {}), 200);
  check('adminDemandApprove', await call('POST', `/api/admin/demands/${id}/approve`, admin, {}), 409);
  check('adminDemandReject', await call('POST', `/api/admin/demands/${id}/reject`, admin, { reason: '补充说明' }), 409);
  check('adminDemandReject', await call('POST', `/api/admin/demands/${id}/reject`, admin, {}), 400);
  check('marketDemandDetail', await call('GET', `/api/market/demands/${id}`), 200);
  check('marketDemandDetail', await call('GET', '/api/market/demands/999999'), 404);
  const answer = { message: '我们做过多个仓储系统的波次拣货改造，可先做需求调研。', contactName: '李文博', contactPhone: '13800138002' };
  const responded = check('marketDemandRespond', await call('POST', `/api/market/demands/${id}/responses`, responder, answer), 200);
  const responseId = (responded.data as PortalSchemas['DemandResponse']).id;
  check('marketDemandRespond', await call('POST', `/api/market/demands/${id}/responses`, publisher, answer), 403);
  check('marketResponseFileUpload', await uploadTo(hosts, `/api/market/responses/${responseId}/file`, responder, '方案.pdf', SAMPLE_FILES.pdf), 200);
  check('marketResponseFileUpload', await uploadTo(hosts, `/api/market/responses/${responseId}/file`, publisher, '方案.pdf', SAMPLE_FILES.pdf), 404);
  check('marketResponseFileDownload', await call('POST', `/api/market/responses/${responseId}/file/download`, publisher), 200);
  check('marketResponseFileDownload', await call('POST', `/api/market/responses/${responseId}/file/download`), 401);
  check('marketMyDemandAccept', await call('POST', `/api/market/my-demands/${id}/accept`, publisher, { responseId }), 200);
  check('marketMyDemandAccept', await call('POST', `/api/market/my-demands/${id}/accept`, publisher, { responseId }), 409);
  check('marketMyDemandDeal', await call('POST', `/api/market/my-demands/${id}/deal`, publisher, {}), 200);
  check('marketMyDemandDeal', await call('POST', `/api/market/my-demands/${id}/deal`, publisher, {}), 409);
  check('marketMyDemandClose', await call('POST', `/api/market/my-demands/${id}/close`, publisher, {}), 409);
  check('marketMyDemandClose', await call('POST', `/api/market/my-demands/${id}/close`, responder, {}), 404);
}
