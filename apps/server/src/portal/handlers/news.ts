import { countView } from '../../domain/view-tally';
import { findNews, listNews } from '../../domain/news';
import type { NewsListQuery } from '../../domain/news';
import { HttpError } from '../../http/http-error';
import { ok } from '../envelope';
import type { Handler, PortalDeps } from './types';
import { scopeNamesParam } from './params';

export const NEWS_NOT_FOUND = '资讯不存在';

export function newsHandlers({ db, views }: PortalDeps): Record<string, Handler> {
  return {
    newsList: async (request) => {
      const { applicableTo, ...rest } = request.query as Omit<NewsListQuery, 'applicableTo'> & { applicableTo?: string };
      return ok(await listNews(db, { ...rest, ...await scopeNamesParam(db, applicableTo) }));
    },
    newsDetail: async (request) => {
      const { id } = request.params as { id: number };
      const item = await findNews(db, id);
      if (!item) throw new HttpError(404, NEWS_NOT_FOUND);
      return ok(countView(views, 'news', id, item));
    },
  };
}
