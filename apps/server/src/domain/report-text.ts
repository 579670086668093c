import { formatEstimateRange, formatNumber, getLedgerField, isLedgerFieldKey } from '@smes/eligibility';
import type { Evaluation } from '@smes/eligibility';
import type { PortalSchemas } from '@smes/contract-types';
import type { ShownScore, StoredMatchReport } from './matching';

/**
 * The words of an exported report, shared by the HTML and the PDF export so the two files never say
 * different things about the same report (a 待核验 row is never 符合 in one and 待补充 in the other).
 */
type ResultJson = PortalSchemas['ConditionResultJson'];

/** incomplete: a hard condition is undecided (a ledger field or a material), as the portal says it. */
export const STATUS_LABELS: Record<Evaluation['status'], string> = { eligible: '符合条件', incomplete: '待核验', ineligible: '暂不符合', held: '已认定' };
export const RESULT_LABELS: Record<ResultJson['status'], string> = { pass: '满足', fail: '不满足', unknown: '待核验' };

export const CONDITION_COLUMNS = ['条件', '标准', '实际值', '结果', '证明材料'] as const;

export function fieldLabel(key: string): string {
  return isLedgerFieldKey(key) ? getLedgerField(key).label : key;
}

/** One condition row's cells, in CONDITION_COLUMNS order; a failed row names its gap beside the result. */
export function conditionCells(result: ResultJson): [string, string, string, string, string] {
  const verdict = RESULT_LABELS[result.status];
  return [
    `${result.title}${result.kind === 'soft' ? '（加分项）' : ''}`,
    result.standardText,
    result.actualText,
    result.status === 'fail' && result.gap ? `${verdict}（${result.gap}）` : verdict,
    result.evidence ?? '',
  ];
}

export function scoreCaption(score: ShownScore): string {
  // A banded scheme rests on a range (the experts pick within each band): the caption says so rather than round it.
  const totalHigh = score.totalHigh ?? score.total;
  const points = totalHigh > score.total ? `${formatNumber(score.total)}–${formatNumber(totalHigh)}` : formatNumber(score.total);
  const verdict = score.passed ? '达到' : score.status === 'unknown' ? '待专家评定是否达到' : '未达到';
  const caption = `评分：${points} 分（${verdict} ${score.passScore} 分标准）`;
  if (!score.directPaths || score.passed) return caption;
  // 专精特新: 评价得分达到 60 分以上或满足直通条件之一 — a short score is not the verdict while a path holds or is undecided.
  const met = score.directPaths.find((path) => path.status === 'pass');
  if (met) return `${caption}；满足直通条件：${met.title}`;
  const open = score.directPaths.filter((path) => path.status === 'unknown');
  return open.length > 0 ? `${caption}；直通条件待核验：${open.map((path) => path.title).join('；')}` : `${caption}；直通条件均不满足`;
}

/** Which rule set and version a saved evaluation used: a report of a superseded scheme keeps saying so. */
export function ruleVersionText(evaluation: Pick<Evaluation, 'name' | 'version'>): string {
  return `评测规则：${evaluation.name}（${evaluation.version} 版）`;
}

export function missingFieldsText(fields: readonly string[]): string {
  return `待补充的档案信息：${fields.map(fieldLabel).join('、')}`;
}

/** Each qualification with what is still missing (还差 2 件发明专利); older reports carry names only. */
export function qualificationsText(payload: StoredMatchReport): string {
  // Reports saved before gaps were recorded hold names only (the stored JSON is read as it was written).
  const gaps: StoredMatchReport['qualificationGaps'] | undefined = payload.qualificationGaps;
  if (gaps === undefined) return payload.qualificationsInReach.length > 0 ? payload.qualificationsInReach.join('、') : '暂无';
  if (gaps.length === 0) return '暂无';
  return gaps.map((item) => (item.gaps.length > 0 ? `${item.name}（${item.gaps.join('；')}）` : `${item.name}（条件已满足）`)).join('、');
}

/** The overview figures, labelled: the same four in both files. */
export function overviewFigures(payload: StoredMatchReport): [string, string][] {
  return [
    ['档案完整度', `${payload.completeness.percent}%`],
    ['符合条件的政策', `${payload.matchedCount} 项`],
    ['预估可获资金', formatEstimateRange(payload.estimate)],
    ['可冲刺的资质', qualificationsText(payload)],
  ];
}
