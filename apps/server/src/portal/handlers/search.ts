import { globalSearch, globalSearchSuggest } from '../../domain/global-search/global-search';
import type { GlobalSearchQuery } from '../../domain/global-search/global-search';
import { answerKey } from '../../domain/search/answer-cache';
import { ok } from '../envelope';
import { sendKept } from '../kept-body';
import { KEPT_READS } from '../kept-reads';
import type { Handler, PortalDeps } from './types';

/**
 * 全站搜索: the home search box's one call and its suggestions (control characters are refused at the edge), each
 * answered from memory while neither the index nor its queue has changed (ADR 99, ADR 126), with the bytes its first sending wrote (ADR 118).
 */
export function searchHandlers({ db, answers }: PortalDeps): Record<string, Handler> {
  return {
    globalSearch: async (request, reply) => {
      const query = request.query as GlobalSearchQuery;
      const kept = await answers.answer(answerKey('globalSearch', query), KEPT_READS.globalSearch, async () => ({ value: await globalSearch(db, query) }));
      return sendKept(reply, kept, (result) => ok(result), answers.kept(kept));
    },
    globalSearchSuggest: async (request, reply) => {
      const { keyword } = request.query as { keyword: string };
      const kept = await answers.answer(answerKey('globalSearchSuggest', { keyword }), KEPT_READS.globalSearchSuggest, async () => ({ value: await globalSearchSuggest(db, keyword) }));
      return sendKept(reply, kept, (suggestions) => ok(suggestions), answers.kept(kept));
    },
  };
}
