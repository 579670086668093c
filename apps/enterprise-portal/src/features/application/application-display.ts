import type { Application, ApplicationStatus, MaterialState, ProjectEvaluation } from '@smes/api';

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  draft: '待提交',
  submitted: '已提交',
  accepted: '受理中',
  reviewing: '评审中',
  approved: '已通过',
  returned: '已退回',
};

/** Filter order of 我的申报, the way an application moves. */
export const APPLICATION_STATUSES: readonly ApplicationStatus[] = ['draft', 'submitted', 'accepted', 'reviewing', 'approved', 'returned'];

/** The status words StatusChip knows a tone for. */
const STATUS_TONE_WORDS: Record<ApplicationStatus, string> = {
  draft: 'pending',
  submitted: 'processing',
  accepted: 'processing',
  reviewing: 'reviewing',
  approved: 'approved',
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
};

export const EVALUATION_STATUS_TONES: Record<ProjectEvaluation['status'], 'success' | 'warning' | 'error'> = {
  eligible: 'success',
  incomplete: 'warning',
  ineligible: 'error',
};

/**
 * The enterprise works on a draft, and on an application sent back to it (revise and submit again);
 * from 已提交 until the outcome the application is with the authority.
 */
export function isApplicationEditable(application: Pick<Application, 'status'>): boolean {
  return application.status === 'draft' || application.status === 'returned';
}

export type ApplicationStep = { status: ApplicationStatus; label: string };

/** The stepper: 待提交 → 已提交 → 受理中 → 评审中 → 已通过, the last step reading 已退回 when it was sent back. */
export function applicationSteps(status: ApplicationStatus): ApplicationStep[] {
  const last: ApplicationStatus = status === 'returned' ? 'returned' : 'approved';
  return (['draft', 'submitted', 'accepted', 'reviewing', last] as const).map((step) => ({
    status: step,
    label: APPLICATION_STATUS_LABELS[step],
  }));
}

/** Index of the current step; past the end once the outcome (已通过 / 已退回) is in, so every step shows done. */
export function activeApplicationStep(status: ApplicationStatus): number {
  const order: Record<ApplicationStatus, number> = { draft: 0, submitted: 1, accepted: 2, reviewing: 3, approved: 5, returned: 4 };
  return order[status];
}

