/**
 * What the benchmarks under tools/bench may use of the server: its start-up, database and seed, the domain
 * functions they load data through or time, and the generated ledgers. One entry (`@smes/server/testing`) so the
 * module-boundary rule sees a project import and checks its tags, instead of relative paths into src/.
 * Like every testing entry, only tests, e2e and tools import it.
 */
export { formatReport, meetsGoals, runEvaluation } from './assistant-eval/evaluation';
export { createHosts } from './create-hosts';
export { createDb } from './db/database';
export type { Db } from './db/database';
export { startEmbeddedPostgres } from './db/embedded-postgres';
export { openPool } from './db/open-database';
export type { DatabaseConfig } from './db/open-database';
export { syncClauseIndex } from './domain/assistant/clause-store';
export { globalSearch, globalSearchSuggest } from './domain/global-search/global-search';
export { searchIndex, syncSearchIndex } from './domain/global-search/search-index';
export type { SearchAreaCode } from './domain/global-search/search-index';
export { SEARCH_SOURCES } from './domain/global-search/search-sources';
export { insertInterpretation } from './domain/interpretations';
export { insertNotice, supportTextFor } from './domain/notices';
export { insertPolicy, searchPolicies } from './domain/policies';
export { findRegion } from './domain/regions';
export { buildMatchReport, countMatchablePolicies, estimateFor, evaluationCacheOf, listMatchablePolicies, matchReportToSave, recommend, reportToSave, valueNames } from './domain/matching';
export { findLedger } from './domain/ledgers';
export { findReport, findReportAnswer, findReportMatches, insertMatchReport } from './domain/reports';
export { encodeRepeated, joinTexts, repeatedDecoder, splitTexts } from './shared/repeated-json';
export { RuleSetCache, estimatedBytes, ruleSetCacheOf } from './domain/rule-set-cache';
export { warmRuleSets } from './domain/rule-set-warm-up';
export { PUSH_BATCH_SIZE, enqueuePushJob, pushDetailFor, pushDetailOf, pushMessage, runPushJob } from './domain/push-matching';
export { insertDeliveredMessages } from './domain/messages';
export { indexUnindexedPolicies } from './domain/search/policy-search-index';
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/accounts';
export { yunqiLedger } from './seed/ledgers';
export { createRng } from './seed/prng';
export type { Rng } from './seed/prng';
export { SEED_RULE_SCHEMES, adaptRuleSet } from './seed/rule-set-schemes';
export { openSeededDatabase } from './seeded-database';
export { warmSegmenter } from './shared/chinese/segmenter';
export { generatedLedger, insertGeneratedEnterprises } from './testing/generated-ledgers';
