import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { calendarKeys } from './keys';
import type { CalendarWindowList, CalendarWindowQuery } from './types';

/** Drops empty filters, so equal views share one cache entry. */
export function normalizeCalendarQuery(query: CalendarWindowQuery): CalendarWindowQuery {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')) as CalendarWindowQuery;
}

/** The windows closing in a range of China days, soonest first, with the range's departments and categories. */
export function getCalendarWindows(client: PortalClient, query: CalendarWindowQuery, options?: CallOptions): Promise<ApiResult<CalendarWindowList>> {
  return client.call((api, init) => api.GET('/api/calendar/windows', { ...init, params: { query } }), options);
}

export function calendarWindowsQueryOptions(client: PortalClient, query: CalendarWindowQuery) {
  const normalized = normalizeCalendarQuery(query);
  return queryOptions({
    queryKey: calendarKeys.windows(normalized),
    queryFn: async ({ signal }) => unwrap(await getCalendarWindows(client, normalized, { signal })),
    // The month on screen stays while the next one loads, so the grid does not collapse.
    placeholderData: keepPreviousData,
  });
}

export type UseCalendarWindowsOptions = {
  query: CalendarWindowQuery;
  queryConfig?: QueryConfig<typeof calendarWindowsQueryOptions>;
};

export function useCalendarWindows({ query, queryConfig }: UseCalendarWindowsOptions) {
  const client = usePortalClient();
  return useQuery({ ...calendarWindowsQueryOptions(client, query), ...queryConfig });
}
