import type { PolicyDeskStatus, PolicyRevisionStatus } from '@smes/policy-desk';

/** StatusChip tones: the operator's to-do (待审核) stands out, what is public reads as done, the rest is quiet. */
const DESK_TONES: Record<PolicyDeskStatus, string> = {
  draft: 'processing',
  pending: 'pending',
  published: 'approved',
  repealed: 'cancelled',
  abandoned: 'cancelled',
};

const REVISION_TONES: Record<PolicyRevisionStatus, string> = {
  draft: 'processing',
  pending: 'pending',
  published: 'approved',
  superseded: 'cancelled',
  abandoned: 'cancelled',
};

export function deskStatusTone(status: PolicyDeskStatus): string {
  return DESK_TONES[status];
}

export function revisionStatusTone(status: PolicyRevisionStatus): string {
  return REVISION_TONES[status];
}
