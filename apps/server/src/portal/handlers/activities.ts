import {
  activityEvent,
  cancelRegistration,
  findActiveRegistration,
  findActivity,
  listActivities,
  listMyRegistrations,
  registerForActivity,
  ACTIVITY_NOT_FOUND,
} from '../../domain/activities';
import type { ActivityListQuery, MyRegistrationQuery, NewRegistration } from '../../domain/activities';
import { renderCalendar } from '../../domain/icalendar';
import { HttpError } from '../../http/http-error';
import { sendDownload } from '../download';
import { ok } from '../envelope';
import { findSession, requireSession } from '../session';
import type { Handler, PortalDeps } from './types';
import { scopeNamesParam } from './params';

type IdParams = { id: number };

/** Where a calendar entry links back: the portal app's origin. */
export type ActivityOptions = { portalOrigin: string };

export function activityHandlers({ db, now }: PortalDeps, { portalOrigin }: ActivityOptions): Record<string, Handler> {
  return {
    activityList: async (request) => {
      const { applicableTo, ...rest } = request.query as Omit<ActivityListQuery, 'applicableTo'> & { applicableTo?: string };
      return ok(await listActivities(db, { ...rest, ...await scopeNamesParam(db, applicableTo) }, now()));
    },
    activityDetail: async (request) => {
      const detail = await findActivity(db, (request.params as IdParams).id, findSession(request)?.user.id ?? null, now());
      if (!detail) throw new HttpError(404, ACTIVITY_NOT_FOUND);
      return ok(detail);
    },
    activityRegister: async (request) => {
      const { user } = requireSession(request);
      const registration = await registerForActivity(db, (request.params as IdParams).id, user.id, request.body as NewRegistration, now());
      return ok(registration, '报名成功');
    },
    activityMyRegistrations: async (request) =>
      ok(await listMyRegistrations(db, requireSession(request).user.id, request.query as MyRegistrationQuery, now())),
    activityRegistrationCancel: async (request) =>
      ok(await cancelRegistration(db, (request.params as IdParams).id, requireSession(request).user.id, now()), '已取消报名，名额已释放'),
    activityRegistrationIcs: async (request, reply) => {
      const { user } = requireSession(request);
      const at = now();
      const { registration, activity } = await findActiveRegistration(db, (request.params as IdParams).id, user.id, at);
      return sendDownload(reply, {
        asciiName: `activity-${activity.id}.ics`,
        name: `活动-${activity.title}.ics`,
        contentType: 'text/calendar; charset=utf-8',
        body: renderCalendar({ product: '活动报名', name: '我的活动', events: [activityEvent(activity, registration, portalOrigin)] }, at),
      });
    },
  };
}
