import { findLedger } from '../../domain/ledgers';
import { findListing, findPublicEnterprise, listMarketEnterprises, saveListing } from '../../domain/market-enterprises';
import type { MarketEnterpriseListQuery } from '../../domain/market-enterprises';
import { HttpError } from '../../http/http-error';
import { ok } from '../envelope';
import { findSession, requireSession } from '../session';
import { regionParam } from './params';
import type { Handler, PortalDeps } from './types';
import type { PortalSchemas } from '@smes/contract-types';

export const ENTERPRISE_NOT_FOUND = '企业不存在或未公开';

/** 优质中小企业 and an account's own choice to be listed there. */
export function marketEnterpriseHandlers({ db, now }: PortalDeps): Record<string, Handler> {
  return {
    marketEnterpriseList: async (request) => {
      const query = request.query as MarketEnterpriseListQuery;
      return ok(await listMarketEnterprises(db, query, await regionParam(db, query.regionCode)));
    },
    marketEnterpriseDetail: async (request) => {
      const { id } = request.params as { id: number };
      const enterprise = await findPublicEnterprise(db, id, findSession(request) !== undefined);
      if (!enterprise) throw new HttpError(404, ENTERPRISE_NOT_FOUND);
      return ok(enterprise);
    },
    marketListingGet: async (request) => {
      const { user } = requireSession(request);
      return ok(await findListing(db, user.id, (await findLedger(db, user.id)).ledger));
    },
    // The session's own listing is the only one a request can change: there is no id to name another's.
    marketListingUpdate: async (request) => {
      const { user } = requireSession(request);
      const body = request.body as PortalSchemas['MarketListingUpdate'];
      const { ledger } = await findLedger(db, user.id);
      const { missing } = await saveListing(db, user.id, ledger, body.public, now(), body.contact);
      if (missing.length > 0) throw new HttpError(400, `公开前请先在企业信息中填写：${missing.join('、')}`);
      return ok(await findListing(db, user.id, ledger), body.public ? '已在优质中小企业中公开' : '已取消公开');
    },
  };
}
