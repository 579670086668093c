import { DAY_MS } from '../../clock';
import type { ValidQuery } from '../../contract/queries';
import { countDeclarations } from '../../domain/declarations';
import { homeLatest, homeLatestUntil } from '../../domain/home-latest';
import { countInstitutions, findInstitutionByUser, toInstitution } from '../../domain/institutions';
import { countInterpretations } from '../../domain/interpretations';
import { countOpenNotices } from '../../domain/notices';
import { countPoliciesInForce } from '../../domain/policies';
import { recordView } from '../../domain/records';
import { answerKey } from '../../domain/search/answer-cache';
import { HttpError } from '../../http/http-error';
import { ok } from '../envelope';
import { sendKept } from '../kept-body';
import { KEPT_READS } from '../kept-reads';
import { answerUntil } from '../kept-until';
import { findSession, requireSession } from '../session';
import type { Handler, PortalDeps } from './types';
import { scopeNamesParam } from './params';

export const CLOSING_SOON_MS = 7 * DAY_MS;

export function overviewHandlers({ db, now, answers }: PortalDeps): Record<string, Handler> {
  return {
    homeOverview: async () => {
      const at = now();
      const counts = await countDeclarations(db, at, CLOSING_SOON_MS);
      return ok({
        declarationTotal: counts.total,
        declarationOpen: counts.open,
        declarationClosingSoon: counts.closingSoon,
        institutionCertified: await countInstitutions(db, 'approved'),
        policyInForce: await countPoliciesInForce(db),
        noticeOpen: await countOpenNotices(db, at),
        interpretationTotal: await countInterpretations(db),
      });
    },
    homeLatest: async (request, reply) => {
      const query = request.query as ValidQuery<'homeLatest', 'size'>;
      // Answered from memory while none of the areas' tables (nor the region tree) has been written and no activity's
      // registration has closed since (ADR 140).
      const kept = await answerUntil(answers, now, answerKey('homeLatest', query), KEPT_READS.homeLatest, async (at) => {
        const { applicableTo } = await scopeNamesParam(db, query.applicableTo);
        const [value, until] = await Promise.all([homeLatest(db, query.size, at, applicableTo), homeLatestUntil(db, at)]);
        return { value, until };
      });
      return sendKept(reply, kept, (groups) => ok(groups), answers.kept(kept));
    },
    myInstitution: async (request) => {
      const { user } = requireSession(request);
      const record = await findInstitutionByUser(db, user.id);
      if (!record) return ok({ status: 'none', institution: null, rejectReason: null });
      return ok({ status: record.status, institution: toInstitution(record), rejectReason: record.rejectReason });
    },
    reportViewRecord: async (request) => {
      const type = (request.body as { type: string }).type.trim();
      if (type === '') throw new HttpError(400, '参数 type 不合法：长度须为 1-50 个字符');
      await recordView(db, type, findSession(request)?.user.id ?? null, now());
      return ok(null, '已记录');
    },
  };
}
