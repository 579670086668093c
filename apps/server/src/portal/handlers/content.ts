import { countView } from '../../domain/view-tally';
import { announcementExists, findAnnouncement, findAnnouncementAttachment, listAnnouncements } from '../../domain/announcements';
import type { AnnouncementQuery } from '../../domain/announcements';
import { findInterpretation, listInterpretations } from '../../domain/interpretations';
import type { InterpretationQuery } from '../../domain/interpretations';
import { interpretationPictureFacts, renderInterpretationPicture } from '../../domain/interpretation-picture';
import { findNotice, listNotices } from '../../domain/notices';
import type { NoticeListQuery } from '../../domain/notices';
import { nextStatusChange } from '../../domain/status-changes';
import { HttpError } from '../../http/http-error';
import { downloadContentType, extensionOf, sendDownload } from '../download';
import { answerKey } from '../../domain/search/answer-cache';
import { ok } from '../envelope';
import { sendKept } from '../kept-body';
import { KEPT_READS } from '../kept-reads';
import { answerUntil } from '../kept-until';
import { requireSession } from '../session';
import { regionParam, scopeParam } from './params';
import type { Handler, PortalDeps } from './types';

export const INTERPRETATION_NOT_FOUND = '政策解读不存在';
/** A text reading, or no reading: only a 一图读懂 has a picture. */
export const INTERPRETATION_PICTURE_NOT_FOUND = '该政策解读没有图片';
export const NOTICE_NOT_FOUND = '申报通知不存在';
export const ANNOUNCEMENT_NOT_FOUND = '公示公告不存在';

type IdParams = { id: number };

export function contentHandlers({ db, now, views, answers }: PortalDeps): Record<string, Handler> {
  return {
    interpretationList: async (request, reply) => {
      const query = request.query as InterpretationQuery;
      // Answered from memory while no reading (nor the policies they read) has been written (ADR 140).
      const kept = await answers.answer(answerKey('interpretationList', query), KEPT_READS.interpretationList, async () => ({ value: await listInterpretations(db, query) }));
      return sendKept(reply, kept, (page) => ok(page), answers.kept(kept));
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
      const kept = await answerUntil(answers, now, answerKey('noticeList', key), KEPT_READS.noticeList, async (at) => {
        const [value, until] = await Promise.all([list(at, {}), nextStatusChange(db, 'notices', at)]);
        return { value, until };
      });
      return sendKept(reply, kept, (page) => ok(page), answers.kept(kept));
    },
    noticeDetail: async (request) => {
      const { id } = request.params as IdParams;
      const notice = await findNotice(db, id, now());
      if (!notice) throw new HttpError(404, NOTICE_NOT_FOUND);
      return ok(countView(views, 'notices', id, notice));
    },
    announcementList: async (request, reply) => {
      const query = request.query as AnnouncementQuery;
      // Answered from memory while no announcement has been written (ADR 140).
      const kept = await answers.answer(answerKey('announcementList', query), KEPT_READS.announcementList, async () => ({ value: await listAnnouncements(db, query) }));
      return sendKept(reply, kept, (page) => ok(page), answers.kept(kept));
    },
    announcementDetail: async (request) => {
      const { id } = request.params as IdParams;
      const item = await findAnnouncement(db, id);
      if (!item) throw new HttpError(404, ANNOUNCEMENT_NOT_FOUND);
      return ok(countView(views, 'announcements', id, item));
    },
    announcementAttachmentDownload: async (request, reply) => {
      const { id, attachmentId } = request.params as { id: number; attachmentId: number };
      // Whether it exists only: its page would render its other pending attachments too.
      if (!await announcementExists(db, id)) throw new HttpError(404, ANNOUNCEMENT_NOT_FOUND);
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
