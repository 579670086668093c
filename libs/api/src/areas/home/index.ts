export { getHomeOverview, homeOverviewQueryOptions, useHomeOverview } from './get-home-overview';
export type { UseHomeOverviewOptions } from './get-home-overview';
export { HOME_LATEST_SIZE, getHomeLatest, homeLatestQueryOptions, useHomeLatest } from './get-home-latest';
export type { UseHomeLatestOptions } from './get-home-latest';
export { homeKeys } from './keys';
export type { HomeLatestArea, HomeLatestGroup, HomeLatestItem } from './types';
