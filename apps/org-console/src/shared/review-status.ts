import type { ApplicationStatus } from '@smes/api';

/** The states the operator's list is filtered by, in the order work moves (drafts are the enterprise's own). */
export const REVIEW_STATUSES: readonly ApplicationStatus[] = [
  'submitted',
  'accepted',
  'reviewing',
  'approved',
  'publicizing',
  'disbursed',
  'not_accepted',
  'review_failed',
  'returned',
];

const TONE_WORDS: Record<ApplicationStatus, string> = {
  draft: 'pending',
  submitted: 'pending',
  accepted: 'processing',
  not_accepted: 'rejected',
  reviewing: 'reviewing',
  approved: 'approved',
  review_failed: 'rejected',
  publicizing: 'processing',
  disbursed: 'completed',
  returned: 'rejected',
};

/** The StatusChip word for a state: 已提交 is the operator's to-do, outcomes that stop an application read as rejected. */
export function reviewStatusTone(status: ApplicationStatus): string {
  return TONE_WORDS[status];
}
