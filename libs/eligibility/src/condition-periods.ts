import { METRICS } from './metrics';
import type { MetricKey } from './metrics';
import type { RuleSet } from './rule-set';
import { conditionChecks } from './rule-set';

const YEARS: Record<string, number> = { 一: 1, 1: 1, 两: 2, 二: 2, 2: 2, 三: 3, 3: 3 };

/** The longest span of years a standard speaks of: 近三年 / 近三个会计年度 → 3, 近两年 → 2, 上年度 / 近一年 → 1. */
export function standardYears(text: string): number | undefined {
  let years: number | undefined;
  for (const match of text.matchAll(/近\s*([一两二三123])\s*(?:个会计)?年/g)) years = Math.max(years ?? 0, YEARS[match[1] ?? ''] ?? 0);
  if (years === undefined && /上年度|上年末|前一年内|近一年/.test(text)) years = 1;
  return years;
}

/** The years of ledger data a metric reads: revenueY1…Y3 → 3, majorIncidentLastYear → 1, a count with no year → none. */
export function metricYears(key: MetricKey): number | undefined {
  let years: number | undefined;
  for (const field of METRICS[key].needs) {
    // revenueY3 is the year three years back; equityFinancing2y sums two years.
    const match = /Y([123])$|([123])y$|Year([123])$/.exec(field);
    const year = match ? (match[1] ?? match[2] ?? match[3]) : /LastYear$/.test(field) ? '1' : undefined;
    if (year !== undefined) years = Math.max(years ?? 0, Number(year));
  }
  return years;
}

/**
 * Conditions that could say 符合 from data covering fewer years than their standard asks about (近三年无事故
 * decided from the one-year incident field). A check that can only refute (`refutedBy`) is allowed to be shorter.
 */
export function shortPeriodChecks(ruleSet: RuleSet): string[] {
  const found: string[] = [];
  for (const condition of ruleSet.conditions) {
    const wanted = standardYears(condition.standardText);
    if (wanted === undefined) continue;
    for (const check of conditionChecks(condition)) {
      const covered = metricYears(check.metric);
      if (covered !== undefined && covered < wanted) found.push(`${ruleSet.id} ${condition.id}: ${check.metric} covers ${covered} year(s), the standard ${wanted}`);
    }
  }
  return found;
}
