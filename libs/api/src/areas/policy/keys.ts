import { portalKeys } from '../../query-keys';
import type { AnnouncementQuery, InterpretationQuery, NoticeQuery, PolicyFavoritesQuery, PolicyQuery } from './types';

/**
 * Query keys of the policy content area. A policy's detail carries the viewer's `favorite` flag, so it
 * sits under the account's keys with the favourites and recommendations: logging out drops it.
 */
export const policyKeys = {
  all: () => [...portalKeys.all, 'policy'] as const,
  lists: () => [...policyKeys.all(), 'list'] as const,
  list: (query: PolicyQuery) => [...policyKeys.lists(), query] as const,
  departments: () => [...policyKeys.all(), 'departments'] as const,
  searchSuggestions: (keyword: string) => [...policyKeys.all(), 'search-suggestions', keyword] as const,
  nationwide: () => [...policyKeys.all(), 'nationwide'] as const,
  regionTree: () => [...portalKeys.all, 'region', 'tree'] as const,
  interpretations: () => [...portalKeys.all, 'interpretation'] as const,
  interpretationList: (query: InterpretationQuery) => [...policyKeys.interpretations(), 'list', query] as const,
  interpretationDetail: (id: number) => [...policyKeys.interpretations(), 'detail', id] as const,
  interpretationPicture: (id: number) => [...policyKeys.interpretations(), 'picture', id] as const,
  notices: () => [...portalKeys.all, 'notice'] as const,
  /**
   * The notices of the account's favourites (`favorite: true`) are the account's: they sit with the
   * favourite lists, so logging out drops them and a favourite added or removed refetches them.
   */
  noticeList: (query: NoticeQuery) =>
    query.favorite === true ? ([...policyKeys.favoriteLists(), 'notices', query] as const) : ([...policyKeys.notices(), 'list', query] as const),
  noticeDetail: (id: number) => [...policyKeys.notices(), 'detail', id] as const,
  announcements: () => [...portalKeys.all, 'announcement'] as const,
  announcementList: (query: AnnouncementQuery) => [...policyKeys.announcements(), 'list', query] as const,
  announcementDetail: (id: number) => [...policyKeys.announcements(), 'detail', id] as const,
  mine: () => [...portalKeys.user(), 'policy'] as const,
  detail: (id: number) => [...policyKeys.mine(), 'detail', id] as const,
  favoriteLists: () => [...policyKeys.mine(), 'favorites'] as const,
  favorites: (query: PolicyFavoritesQuery) => [...policyKeys.favoriteLists(), query] as const,
  recommendations: () => [...policyKeys.mine(), 'recommend'] as const,
};
