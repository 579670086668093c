export { ACCOUNTS, HOSTS, ssoLoginUrlPattern } from './hosts';
export type { AccountName } from './hosts';
export { e2eConfig } from './playwright-config';
export type { E2eConfigOptions } from './playwright-config';
export { expect, expectNoHorizontalOverflow, test } from './fixtures';
export type { LoggedInUser } from './fixtures';
export { CARE_BODY_MIN_PX, REFLOW_VIEWPORT, WCAG_22_AA, appScreens, bodyFontPx, horizontalOverflow, seriousViolations, sweepScreens } from './accessibility';
export type { AppScreen, ScreenSweepOptions } from './accessibility';
