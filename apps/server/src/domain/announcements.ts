import { findAttachmentFile, insertAttachments, listAttachments } from './attachments';
import type { AttachmentFile, NewAttachment } from './attachments';
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

type DetailRow = Row & { content: string; objection_deadline: string | null; related_notice_id: number | null; entries: string };

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

export async function findAnnouncement(db: Db, id: number): Promise<PortalSchemas['AnnouncementDetail'] | undefined> {
  const row = (await db.get('SELECT * FROM announcements WHERE id = ?', id)) as DetailRow | undefined;
  if (!row) return undefined;
  const relatedNotice = row.related_notice_id
    ? (((await db.get('SELECT id, title FROM notices WHERE id = ?', row.related_notice_id)) as PortalSchemas['LinkedItem'] | undefined) ?? null)
    : null;
  return {
    ...toSummary(row),
    content: JSON.parse(row.content) as string[],
    attachments: await listAttachments(db, 'announcement', id),
    objectionDeadline: row.objection_deadline,
    relatedNotice,
    entries: JSON.parse(row.entries) as AnnouncementEntry[],
  };
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
