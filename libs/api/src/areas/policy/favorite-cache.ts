import type { QueryClient } from '@tanstack/react-query';
import { policyKeys } from './keys';
import type { PolicyDetail, PolicyFavoriteState } from './types';

/** After a favourite changes: the open detail shows the new state at once and the favourites list refetches. */
export async function applyFavoriteState(queryClient: QueryClient, state: PolicyFavoriteState): Promise<void> {
  queryClient.setQueryData<PolicyDetail>(policyKeys.detail(state.policyId), (detail) =>
    detail ? { ...detail, favorite: state.favorite } : detail,
  );
  await queryClient.invalidateQueries({ queryKey: policyKeys.favoriteLists() });
}
