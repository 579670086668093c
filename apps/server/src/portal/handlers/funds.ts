import type { FastifyRequest } from 'fastify';
import {
  FINANCING_NOT_FOUND,
  FUND_NOT_FOUND,
  advanceFinancingApplications,
  createFinancingApplication,
  findFund,
  findMyFinancing,
  fundFacets,
  listFunds,
  listMyFinancing,
  withdrawFinancingApplication,
} from '../../domain/funds';
import type { FinancingMineQuery, FundListQuery } from '../../domain/funds';
import { HttpError } from '../../http/http-error';
import { ok } from '../envelope';
import { requireSession } from '../session';
import type { Handler, PortalDeps } from './types';
import type { PortalSchemas } from '@smes/contract-types';
import type { User } from '../../domain/users';
import { scopeNamesParam } from './params';


export function fundHandlers({ db, now }: PortalDeps): Record<string, Handler> {
  /** The provider's answers that fell due since the last look are written before the user's applications are read. */
  const applicantWithAnswers = async (request: FastifyRequest): Promise<User> => {
    const user = requireSession(request).user;
    await advanceFinancingApplications(db, now(), { userId: user.id });
    return user;
  };
  return {
    fundList: async (request) => {
      const { applicableTo, ...rest } = request.query as Omit<FundListQuery, 'applicableTo'> & { applicableTo?: string };
      return ok(await listFunds(db, { ...rest, ...await scopeNamesParam(db, applicableTo) }));
    },
    fundFacets: async () => ok(await fundFacets(db)),
    fundDetail: async (request) => {
      const fund = await findFund(db, (request.params as { id: number }).id);
      if (!fund) throw new HttpError(404, FUND_NOT_FOUND);
      return ok(fund);
    },
    fundApplicationCreate: async (request) => {
      const user = requireSession(request).user;
      const body = request.body as PortalSchemas['FinancingApplicationCreate'];
      const applicant = { userId: user.id, fallbackName: user.enterpriseName ?? user.nickName };
      return ok(await createFinancingApplication(db, applicant, body, now()), '申请已提交，机构受理后会通过站内消息通知您');
    },
    fundApplicationMine: async (request) => ok(await listMyFinancing(db, (await applicantWithAnswers(request)).id, request.query as FinancingMineQuery)),
    fundApplicationDetail: async (request) => {
      const application = await findMyFinancing(db, (await applicantWithAnswers(request)).id, (request.params as { id: number }).id);
      if (!application) throw new HttpError(404, FINANCING_NOT_FOUND);
      return ok(application);
    },
    fundApplicationWithdraw: async (request) => {
      const user = requireSession(request).user;
      return ok(await withdrawFinancingApplication(db, user.id, (request.params as { id: number }).id, now()), '已撤回融资申请');
    },
  };
}
