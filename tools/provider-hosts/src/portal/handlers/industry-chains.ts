import { findChain, listChains, matchChains } from '../../domain/industry-chains';
import { findLedger } from '../../domain/ledgers';
import { HttpError } from '../../http/http-error';
import { ok } from '../envelope';
import { requireSession } from '../session';
import type { Handler, PortalDeps } from './types';

export const CHAIN_NOT_FOUND = '产业链不存在';

/** 链主合作平台 (issue 10): chains for everyone, the matching score only for the signed-in account's ledger. */
export function industryChainHandlers({ db, now }: PortalDeps): Record<string, Handler> {
  return {
    marketChainList: async () => ok(await listChains(db, now())),
    marketChainDetail: async (request) => {
      const { id } = request.params as { id: number };
      const chain = await findChain(db, id, now());
      if (!chain) throw new HttpError(404, CHAIN_NOT_FOUND);
      return ok(chain);
    },
    marketChainMatches: async (request) => {
      const { user } = requireSession(request);
      const { ledger, updatedAt } = await findLedger(db, user.id);
      return ok({ ledgerUpdatedAt: updatedAt, matches: await matchChains(db, ledger) });
    },
  };
}
