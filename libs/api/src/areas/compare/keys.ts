import { portalKeys } from '../../query-keys';

/**
 * Query keys of the regional comparison. The overview carries the caller's estimated benefit when
 * someone is signed in, so that variant lives under portalKeys.user() and logging out drops it.
 */
export const compareKeys = {
  all: () => [...portalKeys.all, 'compare'] as const,
  regions: () => [...compareKeys.all(), 'regions'] as const,
  overviews: () => [...compareKeys.all(), 'overview'] as const,
  overview: (regions: string) => [...compareKeys.overviews(), regions] as const,
  myOverviews: () => [...portalKeys.user(), 'compare', 'overview'] as const,
  myOverview: (regions: string) => [...compareKeys.myOverviews(), regions] as const,
  singles: () => [...compareKeys.all(), 'single'] as const,
  single: (regions: string, category: string) => [...compareKeys.singles(), regions, category] as const,
};
