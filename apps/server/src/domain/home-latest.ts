import type { PortalSchemas } from '@smes/contract-types';
import type { Db } from '../db/database';
import { mapInOrder } from '../shared/in-order';
import { latestActivities, nextRegistrationDeadline } from './activities-latest';
import { latestCourses } from './courses';
import { latestFunds } from './funds-latest';
import { latestGovServices } from './gov-services-latest';
import { latestMarketDemands } from './market-demands-latest';
import { latestNews } from './news-latest';
import { latestServiceProducts } from './service-products-latest';
import { latestTalent } from './talent';

type Area = PortalSchemas['HomeLatestArea'];
/** `scope`: place names of the reader's region chain (`chainNames`), for the areas bound to a place. */
type Latest = (db: Db, limit: number, now: Date, scope?: readonly string[]) => Promise<PortalSchemas['HomeLatestItem'][]>;

/**
 * Each area's freshest public items, in the header's order. An area joins with one line here (its
 * `latest<Area>(db, limit)` beside its domain module) and one value in the contract's `HomeLatestArea`.
 */
const LATEST_BY_AREA: readonly (readonly [Area, Latest])[] = [
  ['market', latestMarketDemands],
  ['activity', latestActivities],
  ['course', latestCourses],
  ['service', latestServiceProducts],
  ['talent', latestTalent],
  ['fund', latestFunds],
  ['govService', latestGovServices],
  ['news', latestNews],
];

export async function homeLatest(db: Db, limit: number, now: Date, scope?: readonly string[]): Promise<PortalSchemas['HomeLatestGroup'][]> {
  return mapInOrder(LATEST_BY_AREA, async ([area, latest]) => ({ area, items: await latest(db, limit, now, scope) }));
}

/**
 * When the home page's areas computed at `now` stop being true by the time alone (no write): the next registration
 * deadline of an activity (ADR 140). The other areas change only when their tables are written.
 */
export async function homeLatestUntil(db: Db, now: Date): Promise<string | null> {
  return await nextRegistrationDeadline(db, now);
}
