import { countView } from '../../domain/view-tally';
import { findAnnouncement, findAnnouncementAttachment, listAnnouncements } from '../../domain/announcements';
import type { AnnouncementQuery } from '../../domain/announcements';
import { findInterpretation, listInterpretations } from '../../domain/interpretations';
import type { InterpretationQuery } from '../../domain/interpretations';
import { interpretationPictureFacts, renderInterpretationPicture } from '../../domain/interpretation-picture';
import { findNotice, listNotices, nextNoticeStatusChange } from '../../domain/notices';
import type { NoticeListQuery } from '../../domain/notices';
import { HttpError } from '../../http/http-error';
import { downloadContentType, extensionOf, sendDownload } from '../download';
import { answerKey } from '../../domain/search/answer-cache';
import { ok } from '../envelope';
import { sendKept } from '../kept-body';
import type { KeptAnswer } from '../kept-body';
import { KEPT_READS } from '../kept-reads';
import { requireSession } from '../session';
import { regionParam, scopeParam } from './params';
import type { Handler, PortalDeps } from './types';

export const INTERPRETATION_NOT_FOUND = '政策解读不存在';
/** A text reading, or no reading: only a 一图读懂 has a picture. */
export const INTERPRETATION_PICTURE_NOT_FOUND = '该政策解读没有图片';
export const NOTICE_NOT_FOUND = '申报通知不存在';
export const ANNOUNCEMENT_NOT_FOUND = '公示公告不存在';

type IdParams = { id: number };

/** A notice list as kept: computed at `from`, its statuses true until `until` (the next change of any notice's). */
type KeptNotices = KeptAnswer<Awaited<ReturnType<typeof listNotices>>> & { from: string; until: string | null };

export function contentHandlers({ db, now, views, answers }: PortalDeps): Record<string, Handler> {
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
    noticeList: async (request, reply) => {
      const query = request.query as NoticeListQuery;
      const { regionCode, applicableTo, favorite, ...rest } = query;
      const list = async (at: Date, mine: { favoriteOf?: number }) =>
        await listNotices(db, { ...rest, region: await regionParam(db, regionCode), ...await scopeParam(db, applicableTo), ...mine }, at);
      // favorite=true asks whose favourites, so only it needs a login; it is that user's list, never kept.
      if (favorite === true) return ok(await list(now(), { favoriteOf: requireSession(request).user.id }));
      // Everyone else's list is answered from memory while no notice (nor the region tree) has been written (ADR 99,
      // ADR 126) and no notice's status has changed since (ADR 118). favorite=false is the whole list, as if absent.
      const { favorite: _whole, ...key } = query;
      const kept = await answers.answer(
        answerKey('noticeList', key),
        KEPT_READS.noticeList,
        async (): Promise<KeptNotices> => {
          const at = now();
          const [page, until] = await Promise.all([list(at, {}), nextNoticeStatusChange(db, at)]);
          return { value: page, from: at.toISOString(), until };
        },
        (notices) => {
          const at = now().toISOString();
          return notices.from <= at && (notices.until === null || at < notices.until);
        },
      );
      return sendKept(reply, kept, (page) => ok(page), answers.kept(kept));
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
