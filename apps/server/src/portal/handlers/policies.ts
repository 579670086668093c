import { countView } from '../../domain/view-tally';
import { provinceOverview } from '../../domain/nationwide';
import { findPolicy, findPolicyAttachment, listDepartments, listFavorites, policyExists, searchPolicies, setFavorite } from '../../domain/policies';
import type { PolicyListQuery } from '../../domain/policies';
import { regionIndex } from '../../domain/regions';
import { answerKey } from '../../domain/search/answer-cache';
import { searchSuggestions } from '../../domain/search-suggestions';
import { HttpError } from '../../http/http-error';
import { downloadContentType, extensionOf, sendDownload } from '../download';
import { ok } from '../envelope';
import { sendKept } from '../kept-body';
import type { KeptAnswer } from '../kept-body';
import { KEPT_READS } from '../kept-reads';
import { findSession, requireSession } from '../session';
import { dictParam, regionParam, scopeParam } from './params';
import type { Handler, PortalDeps } from './types';
import type { ValidQuery } from '../../contract/queries';
import type { PortalSchemas } from '@smes/contract-types';

export const POLICY_NOT_FOUND = '政策不存在';
export const ATTACHMENT_NOT_FOUND = '附件不存在';

type IdParams = { id: number };

export function policyHandlers({ db, now, answers, searches, views }: PortalDeps): Record<string, Handler> {
  const favorite = (value: boolean): Handler => async (request) => {
    const { user } = requireSession(request);
    const { id } = request.params as IdParams;
    if (!await policyExists(db, id)) throw new HttpError(404, POLICY_NOT_FOUND);
    await setFavorite(db, user.id, id, value, now());
    return ok({ policyId: id, favorite: value }, value ? '已收藏' : '已取消收藏');
  };
  return {
    policyList: async (request, reply) => {
      const query = request.query as PolicyListQuery;
      if (query.publishFrom && query.publishTo && query.publishFrom > query.publishTo) {
        throw new HttpError(400, '参数 publishFrom 不合法：开始日期不能晚于结束日期 publishTo');
      }
      const { regionCode, applicableTo, ...rest } = query;
      // Answered from memory while nothing it reads has changed (ADR 99, ADR 126: the policies, their counts, the
      // region tree, the categories): a common term's search reads a thousand hits; and with the bytes its first
      // sending wrote (ADR 118).
      const kept = await answers.answer(answerKey('policyList', query), KEPT_READS.policyList, async (): Promise<KeptAnswer<PortalSchemas['PolicyPage']>> => ({
        value: await searchPolicies(db, {
          ...rest,
          region: await regionParam(db, regionCode),
          ...await scopeParam(db, applicableTo),
          category: await dictParam(db, 'policy_category', query.category, 'category'),
        }),
      }));
      // Once per search (its first page), and only when it found something: these become 热门检索 (written within a second).
      if (query.keyword && query.pageNum === 1 && kept.value.total > 0) searches.add(query.keyword, now());
      return sendKept(reply, kept, (page) => ok(page), answers.kept(kept));
    },
    policySearchSuggestions: async (request) => {
      const { keyword } = request.query as ValidQuery<'policySearchSuggestions'>;
      return ok(await searchSuggestions(db, keyword));
    },
    policyDepartments: async () => ok(await listDepartments(db)),
    policyNationwide: async () => ok(await provinceOverview(db, now())),
    policyFavorites: async (request) => {
      const { user } = requireSession(request);
      const { pageNum, pageSize } = request.query as ValidQuery<'policyFavorites', 'pageNum' | 'pageSize'>;
      return ok(await listFavorites(db, user.id, pageNum, pageSize));
    },
    policyDetail: async (request) => {
      const { id } = request.params as IdParams;
      const policy = await findPolicy(db, id, findSession(request)?.user.id ?? null);
      if (!policy) throw new HttpError(404, POLICY_NOT_FOUND);
      return ok(countView(views, 'policies', id, policy));
    },
    policyFavoriteAdd: favorite(true),
    policyFavoriteRemove: favorite(false),
    policyAttachmentDownload: async (request, reply) => {
      const { id, attachmentId } = request.params as { id: number; attachmentId: number };
      if (!await policyExists(db, id)) throw new HttpError(404, POLICY_NOT_FOUND);
      const attachment = await findPolicyAttachment(db, id, attachmentId);
      if (!attachment) throw new HttpError(404, ATTACHMENT_NOT_FOUND);
      return sendDownload(reply, {
        asciiName: `policy-${id}-attachment-${attachmentId}${extensionOf(attachment.name)}`,
        name: attachment.name,
        contentType: downloadContentType(attachment.contentType),
        body: attachment.body,
      });
    },
    regionTree: async () => ok((await regionIndex(db)).tree),
  };
}
