import type { PortalComponents as components, PortalOperations as operations } from '@smes/contract-types';

type Schemas = components['schemas'];

/** The ledger as the contract carries it (amounts in 万元, Y1 = last fiscal year; null clears a field). */
export type LedgerData = Schemas['EnterpriseLedger'];
/** How much of the ledger is filled, as the server computes it. */
export type LedgerCompletenessData = Schemas['LedgerCompleteness'];
/** `GET /api/enterprise/ledger`: the ledger, its completeness and when it was last saved. */
export type LedgerRecord = Schemas['LedgerRecord'];
/** A policy open for matching with its rule set (parse it with `parseRuleSet` from @smes/eligibility). */
export type MatchablePolicy = Schemas['MatchablePolicy'];
/** `GET /api/policy-match/policies`: `applicableTo` asks only for the policies of that region's chain. */
export type MatchablePoliciesQuery = NonNullable<operations['matchablePolicies']['parameters']['query']>;
/** `GET /api/policy-match/policies/count`: how many policies the list would hold for the same query. */
export type MatchablePolicyCount = Schemas['MatchablePolicyCount'];
export type RuleSetData = Schemas['RuleSetJson'];
/** One condition's verdict inside a saved report. */
export type ConditionResultData = Schemas['ConditionResultJson'];
/** One policy's verdict inside a saved match report. */
export type PolicyMatchData = Schemas['PolicyMatch'];
export type MatchReportPayload = Schemas['MatchReportPayload'];
/** A category of a saved match report: how many policies it holds and how many of them are eligible. */
export type MatchCategoryCount = Schemas['MatchCategoryCount'];
/** `GET /api/enterprise/reports/{id}/matches`: one page of a saved match report's category, in the report's order. */
export type ReportMatchPage = Schemas['ReportMatchPage'];
/** A qualification within reach and what is still missing for it (还差 2 件发明专利). */
export type QualificationGapData = Schemas['QualificationGap'];
/** 预估可获资金: 保守/乐观 with its method and the policies it came from (one algorithm on every screen). */
export type SubsidyEstimate = Schemas['SubsidyEstimate'];
export type EstimateLine = Schemas['EstimateLine'];
/** One line of a policy's arithmetic (2 件 × 3 万元 = 6 万元), a cap (negative) or an item not counted. */
export type EstimatePart = Schemas['EstimatePart'];
/** A qualification the ledger records with its validity (held: in force; lapsed: to be recognised again). */
export type HeldQualificationData = Schemas['HeldQualification'];
/** The region scope a match report was computed in. */
export type MatchScope = Schemas['MatchScope'];
/** A policy outside the enterprise's region scope, with the reason it does not apply. */
export type OutOfScopePolicy = Schemas['OutOfScopePolicy'];
export type EvaluationPayload = Schemas['EvaluationPayload'];
export type ReportType = Schemas['ReportType'];
export type ReportSummary = Schemas['ReportSummary'];
/** A saved report: a match report carries `match`, an evaluation carries `evaluation`. */
export type Report = Schemas['Report'];
export type ReportPage = Schemas['ReportPage'];
/** Query of `GET /api/enterprise/reports`. */
export type ReportListQuery = NonNullable<operations['reportList']['parameters']['query']>;
/** Server-side field messages of a rejected ledger, keyed by ledger field. */
export type LedgerFieldErrors = Partial<Record<string, string>>;
