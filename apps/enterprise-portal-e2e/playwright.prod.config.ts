import { e2eConfig } from '@smes/e2e-support';

/**
 * The production subset: the journeys that cross every kind of request and style the portal makes
 * (SSO round trip, a list, a detail, the notes handoff, the 444 expiry flow, charts), against
 * `npm run start:prod` — nginx with the shipped headers — failing on any CSP violation.
 */
export default e2eConfig({
  app: 'enterprise-portal',
  testDir: './src',
  serve: 'production',
  grep: new RegExp(
    [
      'logs in on the SSO page, comes back home',
      'the list sends the spec default query, pages, and opens a detail',
      'lands on the materialwriting page with all four parameters',
      'several failing calls give one message, empty storage and the SSO login',
      'renders charts and tables for the three default regions',
      'the detail has six tabs and a countdown that ticks',
      'the static shell paints the header and hero where the app draws them',
      "a list's page header is painted by the shell where the app draws it",
      'other routes get the header alone from the shell',
      // ADR 127: the ripple's chunk and its styles arrive on a press, under the shipped CSP.
      'a press fetches the ripple once and ripples',
    ]
      .map((title) => title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('|'),
  ),
});
