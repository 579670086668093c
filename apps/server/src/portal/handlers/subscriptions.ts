import { findLedger } from '../../domain/ledgers';
import { countUnread, listMessages, markAllRead, markRead } from '../../domain/messages';
import { findSubscription, saveSubscription } from '../../domain/subscriptions';
import { HttpError } from '../../http/http-error';
import { ok } from '../envelope';
import { requireSession } from '../session';
import { dictParam, regionParam } from './params';
import type { Handler, PortalDeps } from './types';
import type { PortalSchemas } from '@smes/contract-types';
import { mapInOrder } from '../../shared/in-order';

export const MESSAGE_NOT_FOUND = '消息不存在';

export function subscriptionHandlers({ db, now }: PortalDeps): Record<string, Handler> {
  return {
    subscriptionGet: async (request) => {
      const { user } = requireSession(request);
      return ok(await findSubscription(db, user.id, (await findLedger(db, user.id)).ledger));
    },
    subscriptionUpdate: async (request) => {
      const { user } = requireSession(request);
      const body = request.body as PortalSchemas['Subscription'];
      const subscription: PortalSchemas['Subscription'] = {
        categories: await mapInOrder([...new Set(body.categories)], async (category) => (await dictParam(db, 'policy_category', category, 'categories')) ?? category),
        regionCodes: await mapInOrder([...new Set(body.regionCodes)], async (code) => (await regionParam(db, code, 'regionCodes'))?.code ?? code),
        industries: [...new Set(body.industries)],
        notifyPolicies: body.notifyPolicies,
        notifyNotices: body.notifyNotices,
        notifyMatches: body.notifyMatches,
      };
      await saveSubscription(db, user.id, subscription, now());
      return ok(subscription, '订阅已保存');
    },
    messageList: async (request) => {
      const { user } = requireSession(request);
      return ok(await listMessages(db, user.id, request.query as { pageNum: number; pageSize: number; read?: boolean }));
    },
    messageUnreadCount: async (request) => ok({ count: await countUnread(db, requireSession(request).user.id) }),
    messageRead: async (request) => {
      const { user } = requireSession(request);
      if (!await markRead(db, user.id, (request.params as { id: number }).id, now())) throw new HttpError(404, MESSAGE_NOT_FOUND);
      return ok(null, '已标为已读');
    },
    messageReadAll: async (request) => {
      const { user } = requireSession(request);
      await markAllRead(db, user.id, now());
      return ok(null, '已全部标为已读');
    },
  };
}
