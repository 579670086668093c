import type { PolicyLevel } from '@smes/api';

/** The four levels a policy, notice or project is issued at, in the order filters list them. */
export const LEVELS = ['national', 'provincial', 'municipal', 'district'] as const satisfies readonly PolicyLevel[];

export const LEVEL_LABELS: Record<PolicyLevel, string> = {
  national: '国家级',
  provincial: '省级',
  municipal: '市级',
  district: '区县级',
};
