import type { EnterpriseLedger } from '@smes/eligibility';
import { compareRegions, compareSingle, hotComparisons, recordComparison } from '../../domain/compare';
import { ledgerForEvaluation } from '../../domain/ip-records';
import { findRegion, listComparableRegions } from '../../domain/regions';
import type { RegionRecord } from '../../domain/regions';
import type { Db } from '../../db/database';
import { listDictData } from '../../domain/dicts';
import { HttpError } from '../../http/http-error';
import { ok } from '../envelope';
import { findSession } from '../session';
import { dictParam } from './params';
import type { Handler, PortalDeps } from './types';
import { mapInOrder } from '../../shared/in-order';

export const MIN_REGIONS = 2;
export const MAX_REGIONS = 4;

/** 2–4 distinct regions the comparison offers; the contract's pattern has already checked the shape. */
export async function comparedRegions(db: Db, raw: string): Promise<RegionRecord[]> {
  const codes = raw.split(',');
  if (new Set(codes).size !== codes.length) throw new HttpError(400, '参数 regions 不合法：对比的区域不能重复');
  if (codes.length < MIN_REGIONS || codes.length > MAX_REGIONS) {
    throw new HttpError(400, `参数 regions 不合法：请选择 ${MIN_REGIONS}-${MAX_REGIONS} 个区域进行对比`);
  }
  return await mapInOrder(codes, async (code) => {
      const region = await findRegion(db, code);
      if (!region || !region.comparable) throw new HttpError(400, `参数 regions 不合法：区域 ${code} 不在可对比范围内`);
      return region;
    });
}

export function compareHandlers({ db, now }: PortalDeps): Record<string, Handler> {
  return {
    compareRegions: async () => ok(await listComparableRegions(db)),
    compareOverview: async (request) => {
      const regions = await comparedRegions(db, (request.query as { regions: string }).regions);
      const at = now();
      const session = findSession(request);
      const ledger: EnterpriseLedger | null = session ? await ledgerForEvaluation(db, session.user.id, at) : null;
      const categories = (await listDictData(db, 'policy_category')).map((item) => item.dictValue);
      const comparison = await compareRegions(db, regions, categories, ledger, at);
      await recordComparison(
              db,
              regions.map((region) => region.code),
              at,
            );
      return ok({ regions: comparison, hot: await hotComparisons(db) });
    },
    compareSingle: async (request) => {
      const query = request.query as { regions: string; category?: string };
      const regions = await comparedRegions(db, query.regions);
      return ok(await compareSingle(db, regions, await dictParam(db, 'policy_category', query.category, 'category')));
    },
  };
}
