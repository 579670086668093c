import { portalKeys } from '../../query-keys';
import type { TalentContractMineQuery, TalentQuery } from './types';

/** The profiles are public, the same for everyone, so not under the account's keys. */
export const talentKeys = {
  all: () => [...portalKeys.all, 'talent'] as const,
  list: (query: TalentQuery) => [...talentKeys.all(), 'list', query] as const,
  facets: () => [...talentKeys.all(), 'facets'] as const,
  detail: (id: number) => [...talentKeys.all(), 'detail', id] as const,
};

/** The enterprise's own 签约意向 (with contacts once accepted): under ['portal', 'user'], so logging out drops them. */
export const talentContractKeys = {
  all: () => [...portalKeys.user(), 'talentContract'] as const,
  mine: (query: TalentContractMineQuery) => [...talentContractKeys.all(), 'mine', query] as const,
};
