import { globalSearch, globalSearchSuggest } from '../../domain/global-search/global-search';
import type { GlobalSearchQuery } from '../../domain/global-search/global-search';
import { answerKey } from '../../domain/search/answer-cache';
import { ok } from '../envelope';
import type { Handler, PortalDeps } from './types';

/**
 * 全站搜索: the home search box's one call and its suggestions (control characters are refused at the edge), each
 * answered from memory while nothing searched has changed (ADR 99).
 */
export function searchHandlers({ db, answers }: PortalDeps): Record<string, Handler> {
  return {
    globalSearch: async (request) => {
      const query = request.query as GlobalSearchQuery;
      return ok(await answers.answer(answerKey('globalSearch', query), async () => await globalSearch(db, query)));
    },
    globalSearchSuggest: async (request) => {
      const { keyword } = request.query as { keyword: string };
      return ok(await answers.answer(answerKey('globalSearchSuggest', { keyword }), async () => await globalSearchSuggest(db, keyword)));
    },
  };
}
