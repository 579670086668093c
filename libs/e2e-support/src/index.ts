export { ACCOUNTS, HOSTS, ssoLoginUrlPattern } from './hosts';
export type { AccountName } from './hosts';
export { e2eConfig } from './playwright-config';
export type { E2eConfigOptions } from './playwright-config';
export { expect, expectNoHorizontalOverflow, test } from './fixtures';
export type { LoggedInUser } from './fixtures';
export { apiLogin, operatorStep, submittedApplication } from './applications';
export type { ApiSession, OperatorStep } from './applications';
