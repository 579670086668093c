import { PORTAL_QUERY_LIMITS } from '@smes/contract-types';
import type { PolicyDeskStatus } from './types';

// Apart from labels.ts: an unused export's property read stays in the build (a read may run a getter), and with it the
// console's list limits came to every portal page that names a policy's level (ADR 129).

/** The desk's list states, in the order the work moves. */
export const POLICY_DESK_STATUSES = PORTAL_QUERY_LIMITS.adminPolicyDeskList.status.enum satisfies readonly PolicyDeskStatus[];
