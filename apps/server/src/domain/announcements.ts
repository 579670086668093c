import { attachmentRowsSql, attachmentsOf, findAttachmentFile, insertAttachments } from './attachments';
import type { AttachmentFile, AttachmentRow, NewAttachment } from './attachments';
import { PREPARED } from '../db/database';
import type { Db } from '../db/database';
import { containsPattern } from '../shared/sql';
import { pageWindow } from '../shared/paging';
import type { Page } from '../shared/paging';
import type { PortalSchemas } from '@smes/contract-types';
import type { ValidQuery } from '../contract/queries';

export type AnnouncementCategory = PortalSchemas['AnnouncementSummary']['category'];
export type AnnouncementEntry = { name: string; detail: string };

type Row = {
  id: number;
  title: string;
  category: AnnouncementCategory;
  issuer: string;
  publish_date: string;
  view_count: number;
};

type DetailRow = Row & {
  content: string;
  objection_deadline: string | null;
  entries: string;
  related_notice: PortalSchemas['LinkedItem'] | null;
  attachments: AttachmentRow[];
};

function toSummary(row: Row): PortalSchemas['AnnouncementSummary'] {
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    issuer: row.issuer,
    publishDate: row.publish_date,
    viewCount: row.view_count,
  };
}

export type AnnouncementQuery = ValidQuery<'announcementList', 'pageNum' | 'pageSize'>;

export async function listAnnouncements(db: Db, query: AnnouncementQuery): Promise<Page<PortalSchemas['AnnouncementSummary']>> {
  const where: string[] = [];
  const params: Record<string, string | number> = {};
  const keyword = query.keyword?.trim();
  if (keyword) {
    params['pattern'] = containsPattern(keyword);
    where.push(`(title ILIKE @pattern ESCAPE '\\' OR issuer ILIKE @pattern ESCAPE '\\')`);
  }
  if (query.category) {
    params['category'] = query.category;
    where.push('category = @category');
  }
  const whereSql = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const { total } = (await db.get(`SELECT COUNT(*) AS total FROM announcements ${whereSql}`, params)) as { total: number };
  const rows = (await db.all(`SELECT id, title, category, issuer, publish_date, view_count FROM announcements ${whereSql}
       ORDER BY publish_date DESC, id DESC LIMIT @limit OFFSET @offset`, { ...params, ...pageWindow(query.pageNum, query.pageSize) })) as Row[];
  return { rows: rows.map(toSummary), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

/** An announcement's page in one statement: its columns, the notice it relates to and its attachments. */
const DETAIL_SQL = `${PREPARED} SELECT an.id, an.title, an.category, an.issuer, an.publish_date, an.view_count, an.content, an.objection_deadline, an.entries,
    (SELECT json_build_object('id', n.id, 'title', n.title) FROM notices n WHERE n.id = an.related_notice_id) AS related_notice,
    ${attachmentRowsSql('announcement', 'an.id')} AS attachments
  FROM announcements an WHERE an.id = ?`;

export async function findAnnouncement(db: Db, id: number): Promise<PortalSchemas['AnnouncementDetail'] | undefined> {
  const row = await db.get<DetailRow>(DETAIL_SQL, id);
  if (!row) return undefined;
  return {
    ...toSummary(row),
    content: JSON.parse(row.content) as string[],
    attachments: await attachmentsOf(db, 'announcement', row.attachments),
    objectionDeadline: row.objection_deadline,
    relatedNotice: row.related_notice,
    entries: JSON.parse(row.entries) as AnnouncementEntry[],
  };
}

export async function announcementExists(db: Db, id: number): Promise<boolean> {
  return await db.get('SELECT 1 FROM announcements WHERE id = ?', id) !== undefined;
}

export async function findAnnouncementAttachment(db: Db, announcementId: number, attachmentId: number): Promise<AttachmentFile | undefined> {
  return await findAttachmentFile(db, 'announcement', announcementId, attachmentId);
}

export type NewAnnouncement = {
  title: string;
  category: AnnouncementCategory;
  issuer: string;
  publishDate: string;
  viewCount: number;
  content: string[];
  objectionDeadline: string | null;
  relatedNoticeId: number | null;
  entries: AnnouncementEntry[];
  attachments: NewAttachment[];
};

export async function insertAnnouncement(db: Db, item: NewAnnouncement): Promise<number> {
  const result = await db.run(`INSERT INTO announcements (title, category, issuer, publish_date, view_count, content, objection_deadline,
         related_notice_id, entries)
       VALUES (@title, @category, @issuer, @publishDate, @viewCount, @content, @objectionDeadline, @relatedNoticeId, @entries) RETURNING id`, {
      title: item.title,
      category: item.category,
      issuer: item.issuer,
      publishDate: item.publishDate,
      viewCount: item.viewCount,
      content: JSON.stringify(item.content),
      objectionDeadline: item.objectionDeadline,
      relatedNoticeId: item.relatedNoticeId,
      entries: JSON.stringify(item.entries),
    });
  const id = Number(result.lastInsertRowid);
  await insertAttachments(db, 'announcement', id, item.attachments);
  return id;
}
