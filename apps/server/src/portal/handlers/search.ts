import { globalSearch, globalSearchSuggest } from '../../domain/global-search/global-search';
import type { GlobalSearchQuery } from '../../domain/global-search/global-search';
import { ok } from '../envelope';
import type { Handler, PortalDeps } from './types';

/** 全站搜索: the home search box's one call and its suggestions (control characters are refused at the edge). */
export function searchHandlers({ db }: PortalDeps): Record<string, Handler> {
  return {
    globalSearch: async (request) => ok(await globalSearch(db, request.query as GlobalSearchQuery)),
    globalSearchSuggest: async (request) => ok(await globalSearchSuggest(db, (request.query as { keyword: string }).keyword)),
  };
}
