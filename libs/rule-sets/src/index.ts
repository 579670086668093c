/**
 * Rule sets as data (ADR 4): the 高新技术企业 and 专精特新 rule sets and the sample policies. The stand-in's
 * seed writes them into its database and the browser receives them through the API
 * (`GET /api/policy-match/policies`); tests use them as realistic fixtures. The engine (`@smes/eligibility`)
 * knows none of them.
 */
export { pointBands } from './bands';
export { HIGH_TECH_RULESET } from './high-tech';
export { SPECIALIZED_RULESET } from './specialized';
export { INNOVATIVE_SME_RULESET } from './innovative-sme';
export { TECH_SME_RULESET } from './tech-sme';
export { gradientBasics } from './gradient-basics';
export { SAMPLE_POLICIES, SAMPLE_POLICY_RULESETS } from './sample-policies';
export type { SamplePolicy } from './sample-policies';
export { SCHEME_FUNDING } from './funding';
export { HIGH_TECH_MEASURES_TEXT, INNOVATIVE_SME_STANDARD_TEXT, OFFICIAL_TEXTS, SPECIALIZED_STANDARD_TEXT, TECH_SME_MEASURES_TEXT } from './official-texts';
export type { OfficialText } from './official-texts';
