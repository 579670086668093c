import type { PortalSchemas } from '@smes/contract-types';
import type { ValidQuery } from '../../contract/queries';
import type { Db } from '../../db/database';
import { indexNewestSearchItems, searchIndex, suggestTitles } from './search-index';

export type GlobalSearchQuery = ValidQuery<'globalSearch', 'pageNum' | 'pageSize'>;

/**
 * 全站搜索 on the database's index (ADR 74): the few items the triggers queued last are indexed first (ADR 113), so a
 * write is found by the next search on any instance however large a backlog the background is indexing, then one
 * query answers.
 */
export async function globalSearch(db: Db, query: GlobalSearchQuery): Promise<PortalSchemas['GlobalSearchResult']> {
  await indexNewestSearchItems(db);
  return await searchIndex(db, query.keyword, { area: query.area, pageNum: query.pageNum, pageSize: query.pageSize });
}

export async function globalSearchSuggest(db: Db, keyword: string): Promise<PortalSchemas['GlobalSearchSuggestion'][]> {
  await indexNewestSearchItems(db);
  return await suggestTitles(db, keyword);
}
