import {
  declarationProjectsQueryOptions,
  homeLatestQueryOptions,
  homeOverviewQueryOptions,
  ledgerQueryOptions,
  newsListQueryOptions,
  noticesQueryOptions,
  policiesQueryOptions,
} from '@smes/api';
import { sessionStore } from '@smes/session';
import { startInTurn, type RoutePrefetch } from '@smes/shell';
import { PORTAL_HOME_REGION } from '../../shared/region/portal-region';
import { NEWS_CAROUSEL_QUERY } from '../../features/news/carousel-query';
import { CLOSING_NOTICES_SIZE, LATEST_POLICIES_SIZE, closingNoticesQuery, latestPoliciesQuery } from '../../features/policy/policy-block-queries';

/** The two declaration-project blocks of /home. */
export const HOME_CLOSING_SOON = { pageNum: 1, pageSize: 6, orderByColumn: 'end_time', isAsc: 'asc', status: 'open' } as const;
export const HOME_LATEST = { pageNum: 1, pageSize: 6, orderByColumn: 'create_time', isAsc: 'desc' } as const;

/**
 * /home's public queries, started by the router together with the home chunk (kept out of that chunk so
 * it is in the first load and costs a few hundred bytes), one per task; the blocks then find them in the cache.
 */
export const prefetchHome: RoutePrefetch = ({ queryClient, portal }) => {
  const overview = () => queryClient.prefetchQuery(homeOverviewQueryOptions(portal));
  // A signed-in enterprise's blocks ask for its own region, known from its ledger (the blocks wait for it): the
  // visitor's answers would only be thrown away, so the ledger is fetched instead.
  if (sessionStore.getToken() !== null) {
    startInTurn([overview, () => queryClient.prefetchQuery(ledgerQueryOptions(portal))]);
    return;
  }
  const headlines = PORTAL_HOME_REGION.code;
  startInTurn([
    overview,
    () => queryClient.prefetchQuery(noticesQueryOptions(portal, closingNoticesQuery(CLOSING_NOTICES_SIZE))),
    () => queryClient.prefetchQuery(policiesQueryOptions(portal, { ...latestPoliciesQuery(LATEST_POLICIES_SIZE), applicableTo: headlines })),
    () => queryClient.prefetchQuery(declarationProjectsQueryOptions(portal, HOME_CLOSING_SOON)),
    () => queryClient.prefetchQuery(declarationProjectsQueryOptions(portal, HOME_LATEST)),
    () => queryClient.prefetchQuery(newsListQueryOptions(portal, { ...NEWS_CAROUSEL_QUERY, applicableTo: headlines })),
    () => queryClient.prefetchQuery(homeLatestQueryOptions(portal)),
  ]);
};
