import type { ScreenRoute } from '@smes/shell';
import { activityScreens } from './routes/activity-screens';
import { courseScreens } from './routes/course-screens';
import { applicationScreens } from './routes/application-screens';
import { assistantScreens } from './routes/assistant-screens';
import { calendarScreens } from './routes/calendar-screens';
import { certificationScreens } from './routes/certification-screens';
import { compareScreens } from './routes/compare-screens';
import { declarationScreens } from './routes/declaration-screens';
import { enterpriseScreens } from './routes/enterprise-screens';
import { evaluationScreens } from './routes/evaluation-screens';
import { govServiceScreens } from './routes/gov-service-screens';
import { marketScreens } from './routes/market-screens';
import { fundScreens } from './routes/fund-screens';
import { talentScreens } from './routes/talent-screens';
import { matchScreens } from './routes/match-screens';
import { newsScreens } from './routes/news-screens';
import { marketSmeScreens } from './routes/market-sme-screens';
import { personalCenterScreens } from './routes/personal-center-screens';
import { policyScreens } from './routes/policy-screens';
import { searchScreens } from './routes/search-screens';
import { serviceScreens } from './routes/service-screens';
import { siteScreens } from './routes/site-screens';
import { subscriptionScreens } from './routes/subscription-screens';
import { portalLastScreens } from './route-areas';

export { portalNavItems } from './nav-items';

/**
 * The portal's whole route table: path, Chinese page title (document.title and the visit record's `type`),
 * lazy module. Paths are the spec's (§2), written once in paths.ts; each area declares its screens in
 * routes/<area>-screens.ts, and an area appears here only once it works against real data. The app itself does not
 * import this module (it would put every area's table in the first-load JavaScript): main.tsx hands the shell
 * route-areas.ts's areas, which load these tables per area (ADR 119). Tests draw screens from this table, and
 * route-areas.test.ts holds the two equal.
 */
export const portalScreens: readonly ScreenRoute[] = [
  ...siteScreens,
  ...policyScreens,
  ...declarationScreens,
  ...matchScreens,
  ...applicationScreens,
  ...compareScreens,
  ...subscriptionScreens,
  ...assistantScreens,
  ...calendarScreens,
  ...certificationScreens,
  ...serviceScreens,
  ...newsScreens,
  ...marketSmeScreens,
  ...activityScreens,
  ...courseScreens,
  ...evaluationScreens,
  ...govServiceScreens,
  ...marketScreens,
  ...enterpriseScreens,
  ...fundScreens,
  ...talentScreens,
  ...personalCenterScreens,
  ...searchScreens,
  ...portalLastScreens,
];
