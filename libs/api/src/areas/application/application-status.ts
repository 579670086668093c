import type { ApplicationStatus } from './types';

/** What each status reads as, for the enterprise (我的申报) and the operator (申报受理) alike. */
export const APPLICATION_STATUS_LABELS: Readonly<Record<ApplicationStatus, string>> = {
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

/** Filter order: the way an application moves, the outcomes that end it early last. */
export const APPLICATION_STATUSES: readonly ApplicationStatus[] = [
  'draft',
  'submitted',
  'accepted',
  'reviewing',
  'approved',
  'publicizing',
  'disbursed',
  'returned',
  'not_accepted',
  'review_failed',
];

/** Outcomes that end an application before 已拨付; the timeline's last step reads as an error. */
export const STOPPED_STATUSES: ReadonlySet<ApplicationStatus> = new Set(['not_accepted', 'review_failed', 'returned']);

const MAIN_PATH: readonly ApplicationStatus[] = ['draft', 'submitted', 'accepted', 'reviewing', 'approved', 'publicizing', 'disbursed'];

/** Where each early outcome leaves the main path: it replaces the step after this one. */
const STOPPED_AFTER: Partial<Record<ApplicationStatus, ApplicationStatus>> = {
  not_accepted: 'submitted',
  returned: 'submitted',
  review_failed: 'reviewing',
};

export type ApplicationStep = { status: ApplicationStatus; label: string; error: boolean };

/**
 * The stepper: 待提交 → 已提交 → 已受理 → 审核中 → 审核通过 → 公示中 → 已拨付; an application stopped early
 * (不予受理, 已退回, 审核未通过) ends at that outcome instead.
 */
export function applicationSteps(status: ApplicationStatus): ApplicationStep[] {
  const stoppedAfter = STOPPED_AFTER[status];
  const path = stoppedAfter ? [...MAIN_PATH.slice(0, MAIN_PATH.indexOf(stoppedAfter) + 1), status] : MAIN_PATH;
  return path.map((step) => ({ status: step, label: APPLICATION_STATUS_LABELS[step], error: STOPPED_STATUSES.has(step) }));
}

/**
 * The step in progress: a reached status is done and the next one is under way (待提交 is under way while
 * drafting); an early outcome is the current, failed step; past the end once 已拨付.
 */
export function activeApplicationStep(status: ApplicationStatus): number {
  const index = applicationSteps(status).findIndex((step) => step.status === status);
  if (status === 'draft' || STOPPED_STATUSES.has(status)) return index;
  return index + 1;
}
