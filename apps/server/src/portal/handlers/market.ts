import type { FastifyRequest } from 'fastify';
import {
  DEMAND_NOT_FOUND,
  createDemand,
  findDemandForReview,
  findDemandForViewer,
  findMyDemand,
  findResponseFile,
  listDemandQueue,
  listMyDemands,
  listMyResponses,
  listPublicDemands,
  respondToDemand,
  saveResponseFile,
  transitionDemand,
  updateDemand,
} from '../../domain/market-demands';
import type { DemandListQuery, DemandQueueQuery, MyDemandQuery, MyResponseQuery } from '../../domain/market-demands';
import { checkMaterialFile } from '../../domain/material-files';
import { HttpError } from '../../http/http-error';
import { extensionOf, sendDownload } from '../download';
import { ok } from '../envelope';
import { uploadOf } from '../multipart';
import { findSession, requireSession } from '../session';
import { regionParam } from './params';
import type { Handler, PortalDeps } from './types';
import type { PortalSchemas } from '@smes/contract-types';

type IdParams = { id: number };

/**
 * Demands are published and answered by enterprises (institutions sell through 找服务 instead): the contract
 * says so in `x-account-types`, which the host checks before any handler runs.
 */
function enterpriseOf(request: FastifyRequest): { userId: number; enterpriseName: string } {
  const { user } = requireSession(request);
  return { userId: user.id, enterpriseName: user.enterpriseName ?? user.nickName };
}

function expected(request: FastifyRequest): PortalSchemas['DemandTransition'] {
  return (request.body ?? {}) as PortalSchemas['DemandTransition'];
}

export function marketHandlers({ db, now }: PortalDeps): Record<string, Handler> {
  return {
    marketDemandList: async (request) => {
      const query = request.query as DemandListQuery;
      return ok(await listPublicDemands(db, query, await regionParam(db, query.regionCode)));
    },
    marketDemandDetail: async (request) => {
      const detail = await findDemandForViewer(db, (request.params as IdParams).id, findSession(request)?.user.id);
      if (!detail) throw new HttpError(404, DEMAND_NOT_FOUND);
      return ok(detail);
    },
    marketDemandRespond: async (request) =>
      ok(
        await respondToDemand(db, enterpriseOf(request), (request.params as IdParams).id, request.body as PortalSchemas['DemandResponseInput'], now()),
        '对接已提交，发布方会收到通知',
      ),
    marketResponseFileUpload: async (request) => {
      const { user } = requireSession(request);
      const upload = uploadOf(request);
      const checked = checkMaterialFile(upload.name, upload.bytes);
      return ok(await saveResponseFile(db, user.id, (request.params as IdParams).id, { name: checked.name, size: checked.size, body: upload.bytes }), '附件已上传');
    },
    marketResponseFileDownload: async (request, reply) => {
      const { user } = requireSession(request);
      const { id } = request.params as IdParams;
      const file = await findResponseFile(db, user.id, id);
      return sendDownload(reply, { asciiName: `response-${id}${extensionOf(file.name)}`, name: file.name, contentType: 'application/octet-stream', body: file.body });
    },
    marketMyDemandList: async (request) => ok(await listMyDemands(db, enterpriseOf(request).userId, request.query as MyDemandQuery)),
    marketMyResponseList: async (request) => ok(await listMyResponses(db, enterpriseOf(request).userId, request.query as MyResponseQuery)),
    marketMyDemandCreate: async (request) => {
      const input = request.body as PortalSchemas['DemandInput'];
      return ok(await createDemand(db, enterpriseOf(request), input, now()), input.submit ? '已提交审核' : '草稿已保存');
    },
    marketMyDemandDetail: async (request) => ok(await findMyDemand(db, enterpriseOf(request).userId, (request.params as IdParams).id)),
    marketMyDemandUpdate: async (request) => {
      const input = request.body as PortalSchemas['DemandInput'];
      return ok(await updateDemand(db, enterpriseOf(request).userId, (request.params as IdParams).id, input, now()), input.submit ? '已提交审核' : '草稿已保存');
    },
    marketMyDemandAccept: async (request) => {
      const { userId } = enterpriseOf(request);
      const body = request.body as PortalSchemas['DemandAccept'];
      const change = { action: 'accept' as const, responseId: body.responseId, expectedStatus: body.expectedStatus };
      return ok(await transitionDemand(db, { role: 'publisher', userId }, (request.params as IdParams).id, change, now()), '已采纳，需求进入对接中');
    },
    marketMyDemandDeal: async (request) => {
      const { userId } = enterpriseOf(request);
      const change = { action: 'deal' as const, expectedStatus: expected(request).expectedStatus };
      return ok(await transitionDemand(db, { role: 'publisher', userId }, (request.params as IdParams).id, change, now()), '已标记成交');
    },
    marketMyDemandClose: async (request) => {
      const { userId } = enterpriseOf(request);
      const change = { action: 'close' as const, expectedStatus: expected(request).expectedStatus };
      return ok(await transitionDemand(db, { role: 'publisher', userId }, (request.params as IdParams).id, change, now()), '需求已关闭');
    },
    adminDemandList: async (request) => ok(await listDemandQueue(db, request.query as DemandQueueQuery)),
    adminDemandDetail: async (request) => {
      const detail = await findDemandForReview(db, (request.params as IdParams).id);
      if (!detail) throw new HttpError(404, '需求不存在');
      return ok(detail);
    },
    adminDemandApprove: async (request) => ok(await transitionDemand(db, { role: 'operator' }, (request.params as IdParams).id, { action: 'approve' }, now()), '已通过'),
    adminDemandReject: async (request) => {
      const { reason } = request.body as PortalSchemas['DemandReject'];
      if (reason.trim().length < 2) throw new HttpError(400, '请填写驳回原因');
      return ok(await transitionDemand(db, { role: 'operator' }, (request.params as IdParams).id, { action: 'reject', reason }, now()), '已驳回');
    },
  };
}
