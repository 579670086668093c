import { DEFAULT_PAGE_NUM, DEFAULT_PAGE_SIZE } from '@smes/config';
import { useSession } from '@smes/session';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { subscriptionKeys } from './keys';
import type { MessagePage, MessageQuery } from './types';

export const DEFAULT_MESSAGE_QUERY = { pageNum: DEFAULT_PAGE_NUM, pageSize: DEFAULT_PAGE_SIZE } as const satisfies MessageQuery;

/** Fills in the paging defaults and drops an absent `read`, so equal lists share one cache entry. */
export function normalizeMessageQuery(query: MessageQuery = {}): MessageQuery {
  const merged: MessageQuery = { ...DEFAULT_MESSAGE_QUERY, ...query };
  return Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined)) as MessageQuery;
}

/** The account's messages, newest first (the server's order). */
export function getMessages(client: PortalClient, query: MessageQuery = DEFAULT_MESSAGE_QUERY, options?: CallOptions): Promise<ApiResult<MessagePage>> {
  return client.call((api, init) => api.GET('/api/message/list', { ...init, params: { query } }), options);
}

export function messagesQueryOptions(client: PortalClient, query?: MessageQuery) {
  const normalized = normalizeMessageQuery(query);
  return queryOptions({
    queryKey: subscriptionKeys.messageList(normalized),
    queryFn: async ({ signal }) => unwrap(await getMessages(client, normalized, { signal })),
    // The previous page stays on screen while the next one loads, so the paginator does not jump.
    placeholderData: keepPreviousData,
  });
}

export type UseMessagesOptions = {
  query?: MessageQuery;
  queryConfig?: Omit<QueryConfig<typeof messagesQueryOptions>, 'enabled'>;
};

/** One page of the message center; idle while logged out. */
export function useMessages({ query, queryConfig }: UseMessagesOptions = {}) {
  const client = usePortalClient();
  const { isLoggedIn } = useSession();
  return useQuery({ ...messagesQueryOptions(client, query), ...queryConfig, enabled: isLoggedIn });
}
