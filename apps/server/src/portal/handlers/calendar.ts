import type { FastifyRequest } from 'fastify';
import { findCalendarWindow, followWindow, isValidRange, listCalendarWindows, listFollowedWindows, unfollowWindow, windowEvent } from '../../domain/calendar';
import type { CalendarViewer, CalendarWindowQuery } from '../../domain/calendar';
import { createFeedSecret, feedOwner, feedPath, feedSecretStatus, revokeFeedSecret } from '../../domain/calendar-feed';
import { renderCalendar } from '../../domain/icalendar';
import { ledgerForEvaluation } from '../../domain/ip-records';
import { hasLedger } from '../../domain/ledgers';
import { recommendablePolicyIds } from '../../domain/matching';
import { findUserById } from '../../domain/users';
import type { User } from '../../domain/users';
import { HttpError } from '../../http/http-error';
import { sendDownload } from '../download';
import { ok } from '../envelope';
import { findSession, requireSession } from '../session';
import { NOTICE_NOT_FOUND } from './content';
import type { Handler, PortalDeps } from './types';

export const CALENDAR_RANGE_MESSAGE = '日期区间须从早到晚，且不超过 62 天';
export const FEED_NOT_FOUND = '订阅地址不存在或已停用';
const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';

type IdParams = { id: number };

/** Where the calendar's entries link: the portal app's origin. */
export type CalendarOptions = { portalOrigin: string };

export function calendarHandlers({ db, now }: PortalDeps, { portalOrigin }: CalendarOptions): Record<string, Handler> {
  /** An enterprise's 为你推荐 comes from its ledger; an institution account or an empty ledger gets none. */
  const viewerOf = async (user: User, at: Date): Promise<CalendarViewer> => {
    const ledger = await ledgerForEvaluation(db, user.id, at);
    const recommendable = user.userType === 'enterprise' && hasLedger(ledger);
    return { userId: user.id, recommendedPolicyIds: recommendable ? await recommendablePolicyIds(db, ledger, at) : new Set() };
  };
  const optionalViewer = async (request: FastifyRequest, at: Date): Promise<CalendarViewer | null> => {
    const session = findSession(request);
    return session ? await viewerOf(session.user, at) : null;
  };

  return {
    calendarWindows: async (request) => {
      const query = request.query as CalendarWindowQuery;
      if (!isValidRange(query.from, query.to)) throw new HttpError(400, CALENDAR_RANGE_MESSAGE);
      const at = now();
      return ok(await listCalendarWindows(db, query, await optionalViewer(request, at), at));
    },
    calendarWindowIcs: async (request, reply) => {
      const { id } = request.params as IdParams;
      const at = now();
      const window = await findCalendarWindow(db, id, null, at);
      if (!window) throw new HttpError(404, NOTICE_NOT_FOUND);
      return sendDownload(reply, {
        asciiName: `notice-${id}.ics`,
        name: `申报截止-${window.title}.ics`,
        contentType: ICS_CONTENT_TYPE,
        body: renderCalendar({ product: '申报日历', name: '申报日历', events: [windowEvent(window, portalOrigin)] }, at),
      });
    },
    calendarFollows: async (request) => {
      const { user } = requireSession(request);
      const at = now();
      return ok(await listFollowedWindows(db, await viewerOf(user, at), at));
    },
    calendarFollowAdd: async (request) => {
      const { user } = requireSession(request);
      const { id } = request.params as IdParams;
      if (!await followWindow(db, user.id, id, now())) throw new HttpError(404, NOTICE_NOT_FOUND);
      return ok({ noticeId: id, followed: true }, '已关注，截止前 7 天、1 天和截止当天会在消息中心提醒您');
    },
    calendarFollowRemove: async (request) => {
      const { user } = requireSession(request);
      const { id } = request.params as IdParams;
      if (!await unfollowWindow(db, user.id, id)) throw new HttpError(404, NOTICE_NOT_FOUND);
      return ok({ noticeId: id, followed: false }, '已取消关注');
    },
    calendarFeedStatus: async (request) => ok(await feedSecretStatus(db, requireSession(request).user.id)),
    calendarFeedCreate: async (request) => {
      const { user } = requireSession(request);
      const { secret, createdAt } = await createFeedSecret(db, user.id, now());
      return ok({ path: feedPath(secret), createdAt }, '已生成新的订阅地址，旧地址已失效');
    },
    calendarFeedRevoke: async (request) => {
      await revokeFeedSecret(db, requireSession(request).user.id);
      return ok(null, '订阅地址已停用');
    },
    calendarFeed: async (request, reply) => {
      const { secret } = request.params as { secret: string };
      const userId = await feedOwner(db, secret);
      const user = userId === undefined ? undefined : await findUserById(db, userId);
      if (!user) throw new HttpError(404, FEED_NOT_FOUND);
      const at = now();
      const windows = await listFollowedWindows(db, { userId: user.id, recommendedPolicyIds: new Set() }, at);
      const name = `申报日历（${user.enterpriseName ?? user.nickName}）`;
      return reply
        .header('Content-Type', ICS_CONTENT_TYPE)
        // The URL is a credential: keep it out of shared caches and out of Referer headers.
        .header('Cache-Control', 'private, no-store')
        .header('Referrer-Policy', 'no-referrer')
        .header('X-Content-Type-Options', 'nosniff')
        .send(renderCalendar({ product: '申报日历', name, events: windows.map((window) => windowEvent(window, portalOrigin)) }, at));
    },
  };
}
