import { portalKeys } from '../../query-keys';
import type { ActivityQuery, MyRegistrationQuery } from './types';

/**
 * Query keys of 活动. The list is public; a detail carries the viewer's own registration (and, once
 * registered, an online activity's link), and the registrations are the account's, so both sit under the
 * account's keys and logging out drops them. A registration or a cancel refreshes all three.
 */
export const activityKeys = {
  lists: () => [...portalKeys.all, 'activity', 'list'] as const,
  list: (query: ActivityQuery) => [...activityKeys.lists(), query] as const,
  mine: () => [...portalKeys.user(), 'activity'] as const,
  detail: (id: number) => [...activityKeys.mine(), 'detail', id] as const,
  registrationLists: () => [...activityKeys.mine(), 'registrations'] as const,
  registrations: (query: MyRegistrationQuery) => [...activityKeys.registrationLists(), query] as const,
};
