import type { PortalSchemas } from '@smes/contract-types';
import type { ValidQuery } from '../../contract/queries';
import type { Db } from '../../db/database';
import { searchIndex, suggestTitles, syncSearchIndex } from './search-index';

export type GlobalSearchQuery = ValidQuery<'globalSearch', 'pageNum' | 'pageSize'>;

/**
 * 全站搜索 on the database's index (ADR 74): what the triggers queued since the last search is indexed first, so a
 * write is found by the next search on any instance, then one query answers.
 */
export async function globalSearch(db: Db, query: GlobalSearchQuery): Promise<PortalSchemas['GlobalSearchResult']> {
  await syncSearchIndex(db);
  return await searchIndex(db, query.keyword, { area: query.area, pageNum: query.pageNum, pageSize: query.pageSize });
}

export async function globalSearchSuggest(db: Db, keyword: string): Promise<PortalSchemas['GlobalSearchSuggestion'][]> {
  await syncSearchIndex(db);
  return await suggestTitles(db, keyword);
}
