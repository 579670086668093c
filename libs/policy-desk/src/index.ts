export { chineseNumeral, parseChineseNumeral } from './chinese-numerals';
export { chinaMinute, fromChinaDateTimeInput, toChinaDateTimeInput } from './china-time';
export { docNoKey } from './doc-no';
export { CHANGE_TEXT_LIMIT, documentChanges } from './document-changes';
export type { ChangeNames } from './document-changes';
export { DEFAULT_SERVICE_HOURS, blankPolicyDocument, emptyDeclaration, emptyPolicyDocument } from './empty-document';
export {
  ARTICLE_KIND_LABELS,
  DECLARATION_KIND_LABELS,
  POLICY_DESK_ACTION_LABELS,
  POLICY_DESK_EVENT_LABELS,
  POLICY_DESK_STATUS_LABELS,
  POLICY_LEVELS,
  POLICY_LEVEL_LABELS,
  POLICY_REVISION_STATUS_LABELS,
  POLICY_VALIDITY_LABELS,
} from './labels';
export { POLICY_DESK_STATUSES } from './desk-statuses';
export { NUMBER_SEPARATOR, articleCitation, blockNumbers, blocksFromPlainText, composeContent, newBlockId, parseContent } from './policy-text';
export type { BlockNumber } from './policy-text';
export type * from './types';
export { TITLE_MIN_LENGTH, validatePolicyDocument } from './validate-document';
export type { ValidationOptions, ValidationStage } from './validate-document';
export { COMPARISON_LABELS, FUNDING_KIND_LABELS, citedClause, isDateWindow, policyRuleSet, ruleTargets, rulesErrors, unmappedItems } from './rules';
export type { RuleTarget, RuleTargetItem, RulesCheck } from './rules';
