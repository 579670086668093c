import { countView } from '../../domain/view-tally';
import { findAnnouncement, findAnnouncementAttachment, listAnnouncements } from '../../domain/announcements';
import type { AnnouncementQuery } from '../../domain/announcements';
import { findInterpretation, listInterpretations } from '../../domain/interpretations';
import type { InterpretationQuery } from '../../domain/interpretations';
import { interpretationPictureFacts, renderInterpretationPicture } from '../../domain/interpretation-picture';
import { findNotice, listNotices } from '../../domain/notices';
import type { NoticeListQuery } from '../../domain/notices';
import { HttpError } from '../../http/http-error';
import { downloadContentType, extensionOf, sendDownload } from '../download';
import { ok } from '../envelope';
import { requireSession } from '../session';
import { regionParam, scopeParam } from './params';
import type { Handler, PortalDeps } from './types';

export const INTERPRETATION_NOT_FOUND = '政策解读不存在';
/** A text reading, or no reading: only a 一图读懂 has a picture. */
export const INTERPRETATION_PICTURE_NOT_FOUND = '该政策解读没有图片';
export const NOTICE_NOT_FOUND = '申报通知不存在';
export const ANNOUNCEMENT_NOT_FOUND = '公示公告不存在';

type IdParams = { id: number };

export function contentHandlers({ db, now, views }: PortalDeps): Record<string, Handler> {
  return {
    interpretationList: async (request) => {
      const query = request.query as InterpretationQuery;
      return ok(await listInterpretations(db, query));
    },
    interpretationDetail: async (request) => {
      const { id } = request.params as IdParams;
      const item = await findInterpretation(db, id, now());
      if (!item) throw new HttpError(404, INTERPRETATION_NOT_FOUND);
      return ok(countView(views, 'interpretations', id, item));
    },
    interpretationPicture: async (request, reply) => {
      const { id } = request.params as IdParams;
      const facts = await interpretationPictureFacts(db, id, now());
      if (!facts) throw new HttpError(404, INTERPRETATION_PICTURE_NOT_FOUND);
      return reply
        .header('Content-Type', 'image/svg+xml; charset=utf-8')
        // The picture is data: never sniffed as a page, and inert if opened on its own.
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
        .header('Cache-Control', 'no-cache')
        .send(renderInterpretationPicture(facts).svg);
    },
    noticeList: async (request) => {
      const query = request.query as NoticeListQuery;
      const { regionCode, applicableTo, favorite, ...rest } = query;
      // favorite=false is the whole list, as if absent; only true asks whose favourites, so only it needs a login.
      const mine = favorite === true ? { favoriteOf: requireSession(request).user.id } : {};
      return ok(await listNotices(db, { ...rest, region: await regionParam(db, regionCode), ...await scopeParam(db, applicableTo), ...mine }, now()));
    },
    noticeDetail: async (request) => {
      const { id } = request.params as IdParams;
      const notice = await findNotice(db, id, now());
      if (!notice) throw new HttpError(404, NOTICE_NOT_FOUND);
      return ok(countView(views, 'notices', id, notice));
    },
    announcementList: async (request) => {
      const query = request.query as AnnouncementQuery;
      return ok(await listAnnouncements(db, query));
    },
    announcementDetail: async (request) => {
      const { id } = request.params as IdParams;
      const item = await findAnnouncement(db, id);
      if (!item) throw new HttpError(404, ANNOUNCEMENT_NOT_FOUND);
      return ok(countView(views, 'announcements', id, item));
    },
    announcementAttachmentDownload: async (request, reply) => {
      const { id, attachmentId } = request.params as { id: number; attachmentId: number };
      if (!await findAnnouncement(db, id)) throw new HttpError(404, ANNOUNCEMENT_NOT_FOUND);
      const attachment = await findAnnouncementAttachment(db, id, attachmentId);
      if (!attachment) throw new HttpError(404, '附件不存在');
      return sendDownload(reply, {
        asciiName: `announcement-${id}-attachment-${attachmentId}${extensionOf(attachment.name)}`,
        name: attachment.name,
        contentType: downloadContentType(attachment.contentType),
        body: attachment.body,
      });
    },
  };
}
