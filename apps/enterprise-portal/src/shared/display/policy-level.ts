import type { PolicyLevel } from '@smes/api';
import { PORTAL_QUERY_LIMITS } from '@smes/contract-types';

/** The four levels a policy, notice or project is issued at, in the contract's order (the filters' order). */
export const LEVELS = PORTAL_QUERY_LIMITS.policyList.level.enum satisfies readonly PolicyLevel[];

export const LEVEL_LABELS: Record<PolicyLevel, string> = {
  national: '国家级',
  provincial: '省级',
  municipal: '市级',
  district: '区县级',
};
