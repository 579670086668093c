export { matchKeys } from './keys';
export type {
  ConditionResultData,
  EvaluationPayload,
  LedgerCompletenessData,
  LedgerData,
  LedgerFieldErrors,
  LedgerRecord,
  MatchablePolicy,
  MatchablePoliciesQuery,
  MatchablePolicyCount,
  MatchReportPayload,
  MatchCategoryCount,
  ReportMatchPage,
  MatchScope,
  OutOfScopePolicy,
  EstimateLine,
  EstimatePart,
  HeldQualificationData,
  SubsidyEstimate,
  PolicyMatchData,
  QualificationGapData,
  Report,
  ReportListQuery,
  ReportPage,
  ReportSummary,
  ReportType,
  RuleSetData,
} from './types';
export { getLedger, ledgerQueryOptions, useLedger } from './get-ledger';
export type { UseLedgerOptions } from './get-ledger';
export { LedgerValidationError, isLedgerValidationError, readFieldErrors, updateLedger, useUpdateLedger } from './update-ledger';
export type { LedgerUpdateFailure, LedgerUpdateResult } from './update-ledger';
export {
  MATCHABLE_POLICIES_STALE_TIME_MS,
  getMatchablePolicies,
  matchablePoliciesQueryOptions,
  useMatchablePolicies,
} from './get-matchable-policies';
export type { UseMatchablePoliciesOptions } from './get-matchable-policies';
export { getMatchablePolicyCount, matchablePolicyCountQueryOptions, useMatchablePolicyCount } from './get-matchable-policy-count';
export type { UseMatchablePolicyCountOptions } from './get-matchable-policy-count';
export { createMatchReport, useCreateMatchReport } from './create-match-report';
export { createHighTechEvaluation, useCreateHighTechEvaluation } from './create-high-tech-evaluation';
export { createSpecializedEvaluation, useCreateSpecializedEvaluation } from './create-specialized-evaluation';
export { getReports, normalizeReportQuery, reportsQueryOptions, useReports } from './get-reports';
export type { UseReportsOptions } from './get-reports';
export { getReport, isReportId, reportQueryOptions, useReport } from './get-report';
export type { UseReportOptions } from './get-report';
export { REPORT_MATCHES_PAGE_SIZE, getReportMatches, reportMatchesQueryOptions, useReportMatches } from './get-report-matches';
export { exportReport, useExportReport } from './export-report';
export { exportReportPdf, useExportReportPdf } from './export-report-pdf';
export { LEDGER_CONTRACT_FIELDS, isLedgerContractField, pickLedgerContractFields } from './ledger-contract-fields';
export { getSubsidyEstimate, subsidyEstimateQueryOptions, useSubsidyEstimate } from './get-subsidy-estimate';
export type { UseSubsidyEstimateOptions } from './get-subsidy-estimate';
