import type { FastifyRequest } from 'fastify';
import type { PortalSchemas } from '@smes/contract-types';
import {
  abandonPolicyDraft,
  approvePolicyDraft,
  createPolicyDraft,
  returnPolicyDraft,
  repealPolicy,
  revisePolicy,
  savePolicyDraft,
  submitPolicyDraft,
  withdrawPolicyDraft,
} from '../../domain/policy-desk';
import { findDeskFile, saveDeskFile } from '../../domain/policy-desk-files';
import { trialEnterprises, trialRules, trialSamples } from '../../domain/policy-desk-rules';
import { POLICY_DESK_NOT_FOUND, findPolicyDesk, listPolicyDesk, policyDeskHistory } from '../../domain/policy-desk-read';
import type { Operator, PolicyDeskQuery } from '../../domain/policy-desk-read';
import type { ValidQuery } from '../../contract/queries';
import { HttpError } from '../../http/http-error';
import { extensionOf, sendDownload } from '../download';
import { ok } from '../envelope';
import { uploadOf } from '../multipart';
import { requireSession } from '../session';
import type { PushRunner } from '../push-runner';
import { regionParam } from './params';
import type { Handler, PortalDeps } from './types';

type IdParams = { id: number };

const FILE_NOT_FOUND = '附件不存在';

/** The operator acting (the contract admits operator accounts only), named in every record as 昵称（账号） so two operators are told apart. */
function operatorOf(request: FastifyRequest): Operator {
  const session = requireSession(request);
  return { id: session.user.id, name: `${session.user.nickName}（${session.user.username}）` };
}

const idOf = (request: FastifyRequest) => (request.params as IdParams).id;

/** 政策发布 (ADR 67): the operator's desk; `x-account-types: [admin]` in the contract turns others away with 403. */
export function policyDeskHandlers({ db, now, push }: PortalDeps & { push: PushRunner }): Record<string, Handler> {
  return {
    adminPolicyDeskList: async (request) => {
      operatorOf(request);
      const { regionCode, ...query } = request.query as ValidQuery<'adminPolicyDeskList', 'pageNum' | 'pageSize'>;
      const region = await regionParam(db, regionCode);
      const search: PolicyDeskQuery = region ? { ...query, region } : query;
      return ok(await listPolicyDesk(db, search));
    },
    adminPolicyDeskCreate: async (request) => {
      const body = request.body as PortalSchemas['PolicyDeskCreate'];
      return ok(await createPolicyDraft(db, operatorOf(request), body.document, now()), '草稿已保存');
    },
    adminPolicyDeskDetail: async (request) => {
      const found = await findPolicyDesk(db, idOf(request), operatorOf(request));
      if (!found) throw new HttpError(404, POLICY_DESK_NOT_FOUND);
      return ok(found);
    },
    adminPolicyDeskHistory: async (request) => {
      operatorOf(request);
      const history = await policyDeskHistory(db, idOf(request));
      if (!history) throw new HttpError(404, POLICY_DESK_NOT_FOUND);
      return ok(history);
    },
    adminPolicyDeskSave: async (request) => {
      const body = request.body as PortalSchemas['PolicyDraftSave'];
      return ok(await savePolicyDraft(db, operatorOf(request), idOf(request), body, now()), '草稿已保存');
    },
    adminPolicyDeskSubmit: async (request) => {
      const { edits } = request.body as PortalSchemas['PolicyDeskStep'];
      return ok(await submitPolicyDraft(db, operatorOf(request), idOf(request), edits, now()), '已提交审核');
    },
    adminPolicyDeskWithdraw: async (request) => {
      const { edits } = request.body as PortalSchemas['PolicyDeskStep'];
      return ok(await withdrawPolicyDraft(db, operatorOf(request), idOf(request), edits, now()), '已撤回，可继续编辑');
    },
    adminPolicyDeskApprove: async (request) => {
      const { edits } = request.body as PortalSchemas['PolicyDeskStep'];
      const approval = await approvePolicyDraft(db, operatorOf(request), idOf(request), edits, now());
      // The push job was enqueued with the publication; the runner starts on it after the answer.
      if (approval.pushJob) push.kick();
      return ok(approval, '已审核通过并发布');
    },
    adminPolicyDeskReturn: async (request) => {
      const body = request.body as PortalSchemas['PolicyDeskReturn'];
      return ok(await returnPolicyDraft(db, operatorOf(request), idOf(request), body, now()), '已退回修改');
    },
    adminPolicyDeskAbandon: async (request) => {
      const { edits } = request.body as PortalSchemas['PolicyDeskStep'];
      return ok(await abandonPolicyDraft(db, operatorOf(request), idOf(request), edits, now()), '已放弃该版本');
    },
    adminPolicyDeskRevise: async (request) => ok(await revisePolicy(db, operatorOf(request), idOf(request), now()), '已新建修订草稿'),
    adminPolicyDeskRepeal: async (request) => {
      const body = request.body as PortalSchemas['PolicyDeskRepeal'];
      return ok(await repealPolicy(db, operatorOf(request), idOf(request), body, now()), '政策已废止');
    },
    adminPolicyDeskFileUpload: async (request) => {
      const operator = operatorOf(request);
      return ok(await saveDeskFile(db, operator.id, uploadOf(request), now()), '附件已上传');
    },
    adminPolicyDeskFileDownload: async (request, reply) => {
      operatorOf(request);
      const { fileId } = request.params as { fileId: number };
      const file = await findDeskFile(db, fileId);
      if (!file) throw new HttpError(404, FILE_NOT_FOUND);
      return sendDownload(reply, { asciiName: `policy-desk-file-${fileId}${extensionOf(file.name)}`, name: file.name, contentType: 'application/octet-stream', body: file.body });
    },
    adminPolicyDeskTrial: async (request) => {
      operatorOf(request);
      return ok(await trialRules(db, request.body as PortalSchemas['PolicyRuleTrialInput'], now()));
    },
    adminPolicyDeskTrialEnterprises: async (request) => {
      operatorOf(request);
      const query = request.query as { keyword: string; regionCode?: string };
      return ok(await trialEnterprises(db, query.keyword, query.regionCode));
    },
    adminPolicyDeskTrialSamples: async (request) => {
      operatorOf(request);
      return ok(await trialSamples(db, request.body as PortalSchemas['PolicyRuleSampleTrialInput'], now()));
    },
  };
}
