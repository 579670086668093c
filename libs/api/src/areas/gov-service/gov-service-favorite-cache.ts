import type { QueryClient } from '@tanstack/react-query';
import { govServiceKeys } from './keys';
import type { GovServiceDetail, GovServiceFavoriteState } from './types';

/** After 收藏 changes: the open guide shows it at once and the lists (their flags, 只看收藏) refetch. */
export async function applyGovServiceFavorite(queryClient: QueryClient, state: GovServiceFavoriteState): Promise<void> {
  queryClient.setQueryData<GovServiceDetail>(govServiceKeys.detail(state.serviceId), (detail) => (detail ? { ...detail, favorite: state.favorite } : detail));
  await queryClient.invalidateQueries({ queryKey: govServiceKeys.lists() });
}
