import type { PortalSchemas } from '@smes/contract-types';

export type DemandStatus = PortalSchemas['DemandStatus'];
export type DemandReviewState = PortalSchemas['DemandReviewState'];
export type DemandAction = PortalSchemas['DemandAction'];
/** The publisher (an enterprise account) or the platform operator who reviews demands. */
export type DemandRole = 'publisher' | 'operator';

/**
 * A demand's one lifecycle. Review (草稿 → 待审核 → 已通过 / 已驳回) and matchmaking (待对接 → 对接中 → 已成交 /
 * 已关闭) are two fields in the contract but one path in time: a demand is only ever in one of these stages, and
 * approval is the step that makes it public as 待对接. Storing the stage keeps impossible pairs (a draft that is
 * 已成交) out of the database.
 */
export type DemandStage = 'draft' | 'pending' | 'rejected' | 'open' | 'matching' | 'dealt' | 'closed';

export type DemandTransition = { from: DemandStage; action: DemandAction; to: DemandStage; by: DemandRole };

/** Written once: the stand-in checks every change against it and the apps derive their buttons from it. */
export const DEMAND_TRANSITIONS: readonly DemandTransition[] = [
  { from: 'draft', action: 'submit', to: 'pending', by: 'publisher' },
  { from: 'rejected', action: 'submit', to: 'pending', by: 'publisher' },
  { from: 'pending', action: 'approve', to: 'open', by: 'operator' },
  { from: 'pending', action: 'reject', to: 'rejected', by: 'operator' },
  { from: 'open', action: 'accept', to: 'matching', by: 'publisher' },
  { from: 'matching', action: 'deal', to: 'dealt', by: 'publisher' },
  { from: 'open', action: 'close', to: 'closed', by: 'publisher' },
  { from: 'matching', action: 'close', to: 'closed', by: 'publisher' },
];

export const DEMAND_STAGES: readonly DemandStage[] = ['draft', 'pending', 'rejected', 'open', 'matching', 'dealt', 'closed'];

/** Stages whose content the publisher may still edit (the operator has not made it public). */
export const EDITABLE_DEMAND_STAGES: readonly DemandStage[] = ['draft', 'rejected'];

/** Only these stages are public: the demand passed review. */
export function isPublicStage(stage: DemandStage): boolean {
  return stage === 'open' || stage === 'matching' || stage === 'dealt' || stage === 'closed';
}

export function reviewStateOf(stage: DemandStage): DemandReviewState {
  if (stage === 'draft' || stage === 'pending' || stage === 'rejected') return stage;
  return 'approved';
}

/** The matchmaking status; a demand that is not public yet counts as 待对接 (what it becomes on approval). */
export function statusOf(stage: DemandStage): DemandStatus {
  return isPublicStage(stage) ? (stage as DemandStatus) : 'open';
}

export const DEMAND_STATUS_LABELS: Record<DemandStatus, string> = {
  open: '待对接',
  matching: '对接中',
  dealt: '已成交',
  closed: '已关闭',
};

export const DEMAND_REVIEW_LABELS: Record<DemandReviewState, string> = {
  draft: '草稿',
  pending: '待审核',
  approved: '已通过',
  rejected: '已驳回',
};

export const DEMAND_ACTION_LABELS: Record<DemandAction, string> = {
  submit: '提交审核',
  approve: '审核通过',
  reject: '驳回',
  accept: '采纳对接',
  deal: '标记已成交',
  close: '关闭需求',
};

export const DEMAND_TYPE_LABELS: Record<PortalSchemas['DemandType'], string> = {
  purchase: '采购',
  cooperation: '合作',
  outsourcing: '外包',
  technology: '技术需求',
};

export const DEMAND_BUDGET_LABELS: Record<PortalSchemas['DemandBudgetBand'], string> = {
  negotiable: '面议',
  lt10: '10 万元以下',
  '10to50': '10-50 万元',
  '50to200': '50-200 万元',
  gte200: '200 万元及以上',
};

/** The actions a role may take on a demand in this stage, in the table's order. */
export function allowedDemandActions(stage: DemandStage, role: DemandRole): DemandAction[] {
  return DEMAND_TRANSITIONS.filter((transition) => transition.from === stage && transition.by === role).map((transition) => transition.action);
}

/** The transition an action makes from a stage for a role, or why not: `role` (never theirs) or `state` (not now). */
export function checkDemandTransition(
  stage: DemandStage,
  action: DemandAction,
  role: DemandRole,
): DemandTransition | { kind: 'role' } | { kind: 'state' } {
  const transition = DEMAND_TRANSITIONS.find((item) => item.from === stage && item.action === action);
  if (transition && transition.by === role) return transition;
  if (DEMAND_TRANSITIONS.some((item) => item.action === action && item.by !== role)) return { kind: 'role' };
  return { kind: 'state' };
}

export function isDemandTransition(value: ReturnType<typeof checkDemandTransition>): value is DemandTransition {
  return 'to' in value;
}

/** A stage no action leads out of. */
export function isFinalDemandStage(stage: DemandStage): boolean {
  return !DEMAND_TRANSITIONS.some((transition) => transition.from === stage);
}
