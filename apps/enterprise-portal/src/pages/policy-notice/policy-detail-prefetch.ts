import { policyQueryOptions } from '@smes/api';
import type { RoutePrefetch } from '@smes/shell';
import { parseRouteId } from '../../app/paths';

/**
 * 政策原文详情 / 政策详情: the policy's request, started by the router beside the detail chunk (issue 8: the
 * title, the page's largest paint, waited for the chunk to load and run before its data was even asked
 * for). Kept out of the chunk, in the first load, where it costs a few dozen bytes; the page then finds
 * the policy in the cache. An id the page would refuse is not asked for.
 */
export const prefetchPolicyDetail: RoutePrefetch = ({ queryClient, portal }, params) => {
  const id = parseRouteId(params['id']);
  if (id !== null) void queryClient.prefetchQuery(policyQueryOptions(portal, id));
};
