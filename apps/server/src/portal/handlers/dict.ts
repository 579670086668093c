import { dictTypeExists, listDictData } from '../../domain/dicts';
import { HttpError } from '../../http/http-error';
import { ok } from '../envelope';
import type { Handler, PortalDeps } from './types';

export function dictHandlers({ db }: PortalDeps): Record<string, Handler> {
  return {
    dictDataByType: async (request) => {
      const { type } = request.params as { type: string };
      if (!await dictTypeExists(db, type)) throw new HttpError(404, '字典类型不存在');
      return ok(await listDictData(db, type));
    },
  };
}
