import type { PortalSchemas } from '@smes/contract-types';

type Status = PortalSchemas['ApplicationStatus'];
type Action = PortalSchemas['ApplicationAction'];

/** What an operator's step must carry besides the optional note. */
export type ActionInput = 'reason' | 'publicity' | 'disbursement' | null;

export type ActionRule = {
  from: Status;
  to: Status;
  /** Chinese name of the step (the console's button and the enterprise's message). */
  label: string;
  input: ActionInput;
};

/**
 * The one state machine of an application after 已提交 (ADR 25). The enterprise moves draft → submitted
 * (and returned → submitted after revising); every other move is an operator's action listed here, and
 * nothing else is a legal transition. 不予受理, 审核未通过 and 已拨付 are final.
 */
export const APPLICATION_ACTIONS: Readonly<Record<Action, ActionRule>> = {
  accept: { from: 'submitted', to: 'accepted', label: '受理', input: null },
  decline: { from: 'submitted', to: 'not_accepted', label: '不予受理', input: 'reason' },
  return: { from: 'submitted', to: 'returned', label: '退回补正', input: 'reason' },
  startReview: { from: 'accepted', to: 'reviewing', label: '开始审核', input: null },
  pass: { from: 'reviewing', to: 'approved', label: '审核通过', input: null },
  fail: { from: 'reviewing', to: 'review_failed', label: '审核未通过', input: 'reason' },
  publicize: { from: 'approved', to: 'publicizing', label: '公示', input: 'publicity' },
  disburse: { from: 'publicizing', to: 'disbursed', label: '拨付', input: 'disbursement' },
};

const ACTION_ORDER = Object.keys(APPLICATION_ACTIONS) as Action[];

export const APPLICATION_STATUS_NAMES: Readonly<Record<Status, string>> = {
  draft: '待提交',
  submitted: '已提交',
  accepted: '已受理',
  not_accepted: '不予受理',
  reviewing: '审核中',
  approved: '审核通过',
  review_failed: '审核未通过',
  publicizing: '公示中',
  disbursed: '已拨付',
  returned: '已退回',
};

/** The actions an operator may take on an application in this status (empty in a final state). */
export function actionsFrom(status: Status): Action[] {
  return ACTION_ORDER.filter((action) => APPLICATION_ACTIONS[action].from === status);
}

/** Statuses the operator's list shows: everything from 已提交 on (drafts are the enterprise's own). */
export const OPERATOR_STATUSES: readonly Status[] = ['submitted', 'accepted', 'not_accepted', 'reviewing', 'approved', 'review_failed', 'publicizing', 'disbursed', 'returned'];

/** Statuses in which the enterprise can no longer edit materials or submit again. */
export const CLOSED_FOR_EDITS: ReadonlySet<Status> = new Set(OPERATOR_STATUSES.filter((status) => status !== 'returned'));

/**
 * After one of these the enterprise may start a new application for the project: the final outcomes, and
 * 已退回 (a returned application is revised in place or replaced by a new draft).
 */
export const FINISHED_STATUSES: readonly Status[] = ['not_accepted', 'review_failed', 'disbursed', 'returned'];
