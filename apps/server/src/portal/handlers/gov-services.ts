import { findGovService, govServiceExists, listGovServices, setGovServiceFavorite } from '../../domain/gov-services';
import type { ValidQuery } from '../../contract/queries';
import { HttpError } from '../../http/http-error';
import { ok } from '../envelope';
import { findSession, requireSession } from '../session';
import { regionParam } from './params';
import type { Handler, PortalDeps } from './types';

type IdParams = { id: number };

export const GOV_SERVICE_NOT_FOUND = '政务服务事项不存在';

/** 政务服务: the handling guides, searchable by topic, department, region and keyword, and 收藏. */
export function govServiceHandlers({ db, now }: PortalDeps): Record<string, Handler> {
  const favorite = (value: boolean): Handler => async (request) => {
    const { user } = requireSession(request);
    const { id } = request.params as IdParams;
    if (!await govServiceExists(db, id)) throw new HttpError(404, GOV_SERVICE_NOT_FOUND);
    await setGovServiceFavorite(db, user.id, id, value, now());
    return ok({ serviceId: id, favorite: value }, value ? '已收藏' : '已取消收藏');
  };
  return {
    govServiceList: async (request) => {
      const { regionCode, favorite: onlyFavorites, ...rest } = request.query as ValidQuery<'govServiceList', 'pageNum' | 'pageSize'>;
      // 只看收藏 is the account's own list: it needs a login (401), never someone else's.
      const viewer = onlyFavorites === true ? requireSession(request).user.id : (findSession(request)?.user.id ?? null);
      return ok(
        await listGovServices(db, {
                  ...rest,
                  region: await regionParam(db, regionCode),
                  viewer,
                  ...(onlyFavorites === true && viewer !== null ? { favoriteOf: viewer } : {}),
                }),
      );
    },
    govServiceDetail: async (request) => {
      const { id } = request.params as IdParams;
      const item = await findGovService(db, id, findSession(request)?.user.id ?? null);
      if (!item) throw new HttpError(404, GOV_SERVICE_NOT_FOUND);
      return ok(item);
    },
    govServiceFavoriteAdd: favorite(true),
    govServiceFavoriteRemove: favorite(false),
  };
}
