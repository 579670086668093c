import { PORTAL_QUERY_LIMITS } from '@smes/contract-types';
import type { PortalSchemas } from '@smes/contract-types';
import type { PolicyArticleKind, PolicyDeclarationKind, PolicyDeskAction, PolicyDeskEventAction, PolicyDeskStatus, PolicyLevel, PolicyRevisionStatus } from './types';

/** The four levels a policy, notice or project is issued at, in the contract's order (the filters' order). */
export const POLICY_LEVELS = PORTAL_QUERY_LIMITS.policyList.level.enum satisfies readonly PolicyLevel[];

export const POLICY_LEVEL_LABELS: Record<PolicyLevel, string> = {
  national: '国家级',
  provincial: '省级',
  municipal: '市级',
  district: '区县级',
};

/** A published policy's 有效性, as the portal's filters and details name it. */
export const POLICY_VALIDITY_LABELS: Record<PortalSchemas['Validity'], string> = { valid: '现行有效', repealed: '已废止' };

export const POLICY_DESK_STATUS_LABELS: Record<PolicyDeskStatus, string> = {
  draft: '草稿',
  pending: '待审核',
  published: '已发布',
  repealed: '已废止',
  abandoned: '已放弃',
};

export const POLICY_REVISION_STATUS_LABELS: Record<PolicyRevisionStatus, string> = {
  draft: '草稿',
  pending: '待审核',
  published: '现行版本',
  superseded: '已被修订取代',
  abandoned: '已放弃',
};

export const POLICY_DESK_ACTION_LABELS: Record<PolicyDeskAction, string> = {
  edit: '编辑草稿',
  submit: '提交审核',
  withdraw: '撤回审核',
  approve: '审核通过并发布',
  return: '退回修改',
  abandon: '放弃此版本',
  revise: '修订',
  repeal: '废止',
};

export const POLICY_DESK_EVENT_LABELS: Record<PolicyDeskEventAction, string> = {
  create: '新建草稿',
  save: '保存草稿',
  submit: '提交审核',
  withdraw: '撤回审核',
  approve: '审核通过并发布',
  return: '退回修改',
  abandon: '放弃版本',
  revise: '开始修订',
  repeal: '废止',
};

export const DECLARATION_KIND_LABELS: Record<PolicyDeclarationKind, string> = {
  notice: '申报通知',
  project: '申报通知和在线申报项目',
};

export const ARTICLE_KIND_LABELS: Record<PolicyArticleKind, string> = {
  article: '条',
  chapter: '章',
  paragraph: '不编号段落',
};
