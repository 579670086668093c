export { getHomeOverview, homeOverviewQueryOptions, useHomeOverview } from './get-home-overview';
export type { UseHomeOverviewOptions } from './get-home-overview';
