import type { FastifyRequest } from 'fastify';
import {
  TALENT_NOT_FOUND,
  advanceContractRequests,
  createContractRequest,
  findTalent,
  listMyContracts,
  listTalents,
  talentFacets,
  withdrawContractRequest,
} from '../../domain/talent';
import type { ContractMineQuery, TalentListQuery } from '../../domain/talent';
import type { ValidQuery } from '../../contract/queries';
import { HttpError } from '../../http/http-error';
import { ok } from '../envelope';
import { requireSession } from '../session';
import { regionParam } from './params';
import type { Handler, PortalDeps } from './types';
import type { PortalSchemas } from '@smes/contract-types';
import type { User } from '../../domain/users';


/** 找人才: public profiles without contact, and the enterprises' 签约意向 the talent stand-in answers over time. */
export function talentHandlers({ db, now }: PortalDeps): Record<string, Handler> {
  /** The talent side's steps that fell due since the last look are written before the sender's requests are read or changed. */
  const senderWithAnswers = async (request: FastifyRequest): Promise<User> => {
    const user = requireSession(request).user;
    await advanceContractRequests(db, now(), { userId: user.id });
    return user;
  };
  return {
    talentList: async (request) => {
      const { regionCode, ...rest } = request.query as ValidQuery<'talentList', 'pageNum' | 'pageSize' | 'orderBy'>;
      const region = await regionParam(db, regionCode);
      const query: TalentListQuery = region ? { ...rest, region } : rest;
      return ok(await listTalents(db, query));
    },
    talentFacets: async () => ok(await talentFacets(db)),
    talentDetail: async (request) => {
      const talent = await findTalent(db, (request.params as { id: number }).id);
      if (!talent) throw new HttpError(404, TALENT_NOT_FOUND);
      return ok(talent);
    },
    talentContractCreate: async (request) => {
      const user = await senderWithAnswers(request);
      const body = request.body as PortalSchemas['TalentContractCreate'];
      const sender = { userId: user.id, fallbackName: user.enterpriseName ?? user.nickName };
      return ok(await createContractRequest(db, sender, body, now()), '签约意向已发送，对方答复后会通过站内消息通知您');
    },
    talentContractMine: async (request) => ok(await listMyContracts(db, (await senderWithAnswers(request)).id, request.query as ContractMineQuery)),
    talentContractWithdraw: async (request) => {
      const user = await senderWithAnswers(request);
      return ok(await withdrawContractRequest(db, user.id, (request.params as { id: number }).id, now()), '已撤回签约意向');
    },
  };
}
