import type { PortalSchemas } from '@smes/contract-types';
import type { FastifyRequest } from 'fastify';
import { createChainContact, listChainContactQueue, listMyChainContacts, recordChainContacted, recordChainOutcome } from '../../domain/chain-contacts';
import type { ChainContactQueueQuery, MyChainContactQuery } from '../../domain/chain-contacts';
import { findChain, listChains, matchChains } from '../../domain/industry-chains';
import { findLedger } from '../../domain/ledgers';
import { HttpError } from '../../http/http-error';
import { ok } from '../envelope';
import { requireSession } from '../session';
import type { Handler, PortalDeps } from './types';

export const CHAIN_NOT_FOUND = '产业链不存在';

type IdParams = { id: number };

/** What the operator writes reaches the enterprise: blank-looking text is refused like an empty one. */
function written(text: string, message: string): string {
  if (text.trim().length < 2) throw new HttpError(400, message);
  return text;
}

function operatorOf(request: FastifyRequest): string {
  return requireSession(request).user.nickName;
}

/**
 * 链主合作平台: chains for everyone, the matching score only for the signed-in account's ledger.
 * 我要对接 on an opportunity goes through the operator, since a chain owner has no platform account: the enterprise
 * sees only its own requests, the operator (admin operations, checked by the contract's x-account-types) the queue.
 */
export function industryChainHandlers({ db, now }: PortalDeps): Record<string, Handler> {
  return {
    marketChainList: async () => ok(await listChains(db, now())),
    marketChainDetail: async (request) => {
      const { id } = request.params as IdParams;
      const chain = await findChain(db, id, now());
      if (!chain) throw new HttpError(404, CHAIN_NOT_FOUND);
      return ok(chain);
    },
    marketChainMatches: async (request) => {
      const { user } = requireSession(request);
      const { ledger, updatedAt } = await findLedger(db, user.id);
      return ok({ ledgerUpdatedAt: updatedAt, matches: await matchChains(db, ledger) });
    },
    marketChainContactCreate: async (request) => {
      const { user } = requireSession(request);
      const input = request.body as PortalSchemas['ChainContactInput'];
      written(input.contactName, '请填写联系人');
      written(input.note, '请填写对接说明');
      const requester = { userId: user.id, enterpriseName: user.enterpriseName ?? user.nickName };
      return ok(await createChainContact(db, requester, (request.params as IdParams).id, input, now()), '对接请求已提交，平台联系链主后会通知您');
    },
    marketChainContactMine: async (request) => {
      const { user } = requireSession(request);
      return ok(await listMyChainContacts(db, user.id, request.query as MyChainContactQuery));
    },
    adminChainContactList: async (request) => ok(await listChainContactQueue(db, request.query as ChainContactQueueQuery)),
    adminChainContactContacted: async (request) => {
      const { note } = request.body as PortalSchemas['ChainContactNote'];
      return ok(await recordChainContacted(db, (request.params as IdParams).id, written(note, '请填写联系情况'), operatorOf(request), now()), '已记录，并通知了企业');
    },
    adminChainContactOutcome: async (request) => {
      const body = request.body as PortalSchemas['ChainContactOutcome'];
      written(body.reason, body.outcome === 'declined' ? '请填写未能对接的原因' : '请填写链主的答复');
      return ok(await recordChainOutcome(db, (request.params as IdParams).id, body, operatorOf(request), now()), '已记录结果，并通知了企业');
    },
  };
}
