import { DAY_MS } from '../../clock';
import type { ValidQuery } from '../../contract/queries';
import { countDeclarations } from '../../domain/declarations';
import { homeLatest } from '../../domain/home-latest';
import { countInstitutions, findInstitutionByUser, toInstitution } from '../../domain/institutions';
import { countInterpretations } from '../../domain/interpretations';
import { countOpenNotices } from '../../domain/notices';
import { countPoliciesInForce } from '../../domain/policies';
import { recordView } from '../../domain/records';
import { HttpError } from '../../http/http-error';
import { ok } from '../envelope';
import { findSession, requireSession } from '../session';
import type { Handler, PortalDeps } from './types';
import { scopeNamesParam } from './params';

export const CLOSING_SOON_MS = 7 * DAY_MS;

export function overviewHandlers({ db, now }: PortalDeps): Record<string, Handler> {
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
    homeLatest: async (request) => {
      const { size, applicableTo } = request.query as ValidQuery<'homeLatest', 'size'>;
      return ok(await homeLatest(db, size, now(), (await scopeNamesParam(db, applicableTo)).applicableTo));
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
