import type { Report } from '@smes/api';
import type { LedgerFieldKey, QualificationField } from '@smes/eligibility';

/**
 * One self-evaluation (高企评测, 专精特新评测) as the three shared screens need it: its report type, its
 * addresses, the ledger fields its rule set reads, its words, and the call that saves an evaluation. The
 * screens are the same for every scheme; what differs is here, as data.
 */
export type EvaluationScheme = {
  reportType: 'high_tech' | 'specialized';
  /** The qualification the scheme confers: held, the screens open with it and its re-recognition date. */
  qualification: QualificationField;
  /** Each self-assessed field's rubric, shown where it is asked (the 指引's words for what experts judge). */
  rubrics: Partial<Record<LedgerFieldKey, string>>;
  /** 高企评测: the breadcrumb, the start of each title (高企评测 · 检测) and 我的报告's tab name. */
  name: string;
  paths: { detection: string; problem: (id: number) => string; report: (id: number) => string };
  /** The ledger fields the rule set reads that the ledger form can store: the questionnaire's candidates. */
  fieldKeys: readonly LedgerFieldKey[];
  /** Under the 检测 title: which official document the check follows. */
  intro: string;
  /** The accessible name of the questionnaire form. */
  formLabel: string;
  /** The accessible name of the report's condition table. */
  conditionsLabel: string;
  /** 八项条件中 6 项已满足 — the count of conditions met, in the scheme's own words. */
  conditionsMet: (passed: number, total: number) => string;
  /** Shown on 问题诊断 when nothing failed and nothing is 待核验. */
  allConditionsMet: string;
  /** The score's name (企业创新能力评价) and its table's accessible name. */
  scoreName: string;
  /** The same score, short, inside a sentence (创新能力评价 65 分). */
  scoreShortName: string;
  /** Each condition's 时限: the period the official text measures it over, by condition id. */
  timing: Readonly<Record<string, string>>;
  emptyDescription: string;
  login: { detection: string; problem: string; report: string };
  useCreateEvaluation: () => { mutateAsync: () => Promise<Report> };
};

export type SchemeReport = Report & { evaluation: NonNullable<Report['evaluation']> };
