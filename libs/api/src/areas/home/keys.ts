import { portalKeys } from '../../query-keys';

/** Query keys of the home page's own calls: public, the same for every viewer. */
export const homeKeys = {
  latest: (size: number, applicableTo?: string) => [...portalKeys.all, 'home', 'latest', size, applicableTo ?? null] as const,
};
