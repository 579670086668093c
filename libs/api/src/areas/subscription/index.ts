export { subscriptionKeys } from './keys';
export { SUBSCRIPTION_LIST_MAX_ITEMS, SUBSCRIPTION_MAX_ITEMS } from './limits';
export type { Message, MessageLink, MessageLinkKind, MessagePage, MessageQuery, MessageType, Subscription } from './types';
export { getSubscription, subscriptionQueryOptions, useSubscription } from './get-subscription';
export type { UseSubscriptionOptions } from './get-subscription';
export { updateSubscription, useUpdateSubscription } from './update-subscription';
export { DEFAULT_MESSAGE_QUERY, getMessages, messagesQueryOptions, normalizeMessageQuery, useMessages } from './get-messages';
export type { UseMessagesOptions } from './get-messages';
export {
  UNREAD_COUNT_REFRESH_MS,
  getUnreadMessageCount,
  unreadMessageCountQueryOptions,
  useUnreadMessageCount,
} from './get-unread-message-count';
export type { UseUnreadMessageCountOptions } from './get-unread-message-count';
export { markMessageRead, useMarkMessageRead } from './mark-message-read';
export { markAllMessagesRead, useMarkAllMessagesRead } from './mark-all-messages-read';
