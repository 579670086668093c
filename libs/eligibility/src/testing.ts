// Test-only entry (`@smes/eligibility/testing`): fixtures other libs' tests build on, kept out of the
// engine's barrel so no production bundle can import a sample enterprise by accident.
export { SAMPLE_LEDGER } from './sample-ledger';
export { metricYears, shortPeriodChecks, standardYears } from './condition-periods';
