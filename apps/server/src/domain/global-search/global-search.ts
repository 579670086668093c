import { PORTAL_SCHEMA_LIMITS } from '@smes/contract-types';
import type { PortalSchemas } from '@smes/contract-types';
import type { ValidQuery } from '../../contract/queries';
import type { Db } from '../../db/database';
import { SEARCH_DRAIN_LIMIT, indexNewestSearchItems, searchBacklog, searchIndex, suggestTitles } from './search-index';

export type GlobalSearchQuery = ValidQuery<'globalSearch', 'pageNum' | 'pageSize'>;

/** The most a search counts of what still waits to be indexed (the contract's `pending`: "at least" at the cap). */
export const PENDING_COUNT_CAP = PORTAL_SCHEMA_LIMITS.GlobalSearchResult.pending.maximum;

/**
 * 全站搜索 on the database's index (ADR 74): the few items the triggers queued last are indexed first (ADR 113), so a
 * write is found by the next search on any instance however large a backlog the background is indexing, then one
 * query answers. When more waited than that first batch took, the answer says how many are still left out
 * (`pending`, counted up to PENDING_COUNT_CAP), so the page does not present a partial answer as the whole.
 */
export async function globalSearch(db: Db, query: GlobalSearchQuery): Promise<PortalSchemas['GlobalSearchResult']> {
  const indexed = await indexNewestSearchItems(db);
  // A batch short of the limit took everything queued (it waits for items other instances hold): nothing to count.
  const pending = indexed === SEARCH_DRAIN_LIMIT ? await searchBacklog(db, PENDING_COUNT_CAP) : 0;
  const result = await searchIndex(db, query.keyword, { area: query.area, pageNum: query.pageNum, pageSize: query.pageSize });
  return pending > 0 ? { ...result, pending } : result;
}

export async function globalSearchSuggest(db: Db, keyword: string): Promise<PortalSchemas['GlobalSearchSuggestion'][]> {
  await indexNewestSearchItems(db);
  return await suggestTitles(db, keyword);
}
