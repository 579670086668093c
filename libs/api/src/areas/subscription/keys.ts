import { portalKeys } from '../../query-keys';
import type { MessageQuery } from './types';

/**
 * Query keys of subscriptions and messages. All of it belongs to the signed-in account, so it sits
 * under portalKeys.user() and logging out clears it; everything about messages shares one prefix so
 * a read mark refreshes the lists and the header's count together.
 */
export const subscriptionKeys = {
  subscription: () => [...portalKeys.user(), 'subscription'] as const,
  messages: () => [...portalKeys.user(), 'message'] as const,
  messageLists: () => [...subscriptionKeys.messages(), 'list'] as const,
  messageList: (query: MessageQuery) => [...subscriptionKeys.messageLists(), query] as const,
  unreadCount: () => [...subscriptionKeys.messages(), 'unread-count'] as const,
};
