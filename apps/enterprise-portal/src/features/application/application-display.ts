import type { Application, ApplicationStatus, MaterialState, ProjectEvaluation } from '@smes/api';
import { formatWan } from '@smes/ui';

export { APPLICATION_STATUSES, APPLICATION_STATUS_LABELS, activeApplicationStep, applicationSteps } from '@smes/api';
export type { ApplicationStep } from '@smes/api';

/** The status words StatusChip knows a tone for. */
const STATUS_TONE_WORDS: Record<ApplicationStatus, string> = {
  draft: 'pending',
  submitted: 'processing',
  accepted: 'processing',
  not_accepted: 'rejected',
  reviewing: 'reviewing',
  approved: 'approved',
  review_failed: 'rejected',
  publicizing: 'processing',
  disbursed: 'completed',
  returned: 'rejected',
};

export function applicationStatusTone(status: ApplicationStatus): string {
  return STATUS_TONE_WORDS[status];
}

export const MATERIAL_STATE_LABELS: Record<MaterialState, string> = {
  preparing: '准备中',
  ready: '已就绪',
  submitted: '已提交',
  not_applicable: '不适用',
};

export const EVALUATION_STATUS_LABELS: Record<ProjectEvaluation['status'], string> = {
  eligible: '符合申报条件',
  // Undecided hard conditions (a ledger field missing or a material to check) never read as 符合.
  incomplete: '待核验',
  ineligible: '不符合',
  // The qualification the project confers is held in its validity: nothing to apply for.
  held: '已认定',
};

export const EVALUATION_STATUS_TONES: Record<ProjectEvaluation['status'], 'success' | 'warning' | 'error'> = {
  eligible: 'success',
  incomplete: 'warning',
  ineligible: 'error',
  held: 'success',
};

/**
 * The enterprise works on a draft, and on an application sent back to it (revise and submit again);
 * from 已提交 until the outcome the application is with the authority.
 */
export function isApplicationEditable(application: Pick<Application, 'status'>): boolean {
  return application.status === 'draft' || application.status === 'returned';
}

/**
 * The current step in one line (我的申报's cards and 申报进度's header): what is waiting, or the outcome
 * with its reason, 公示 period or amount, read from the latest event of the current status.
 */
export function currentStepSummary(application: Pick<Application, 'status' | 'timeline'>): string {
  const event = application.timeline.findLast((item) => item.status === application.status);
  const reason = event?.reason ? `：${event.reason}` : '';
  switch (application.status) {
    case 'draft':
      return '材料准备中，提交后进入受理';
    case 'submitted':
      return '已提交，等待主管部门受理';
    case 'accepted':
      return '已受理，等待审核';
    case 'reviewing':
      return '审核中';
    case 'approved':
      return '审核通过，等待公示';
    case 'publicizing':
      return event?.publicity ? `公示中，公示期 ${event.publicity.start} 至 ${event.publicity.end}` : '公示中';
    case 'disbursed':
      return event?.disbursement ? `已拨付 ${formatWan(event.disbursement.amountWan)}（${event.disbursement.date}）` : '已拨付';
    case 'not_accepted':
      return `不予受理${reason}`;
    case 'review_failed':
      return `审核未通过${reason}`;
    case 'returned':
      return `已退回${reason}，请修改材料后重新提交`;
  }
}
