import { PREPARED } from '../db/database';
import type { Db } from '../db/database';
import { PICTURE_FACTS_SQL, pictureAlt, pictureFactsOf } from './interpretation-picture';
import type { PictureFactsRow } from './interpretation-picture';
import { containsPattern, linkedItemsSql } from '../shared/sql';
import { pageWindow } from '../shared/paging';
import type { Page } from '../shared/paging';
import type { PortalSchemas } from '@smes/contract-types';
import type { ValidQuery } from '../contract/queries';

export type InterpretationType = PortalSchemas['InterpretationSummary']['type'];

type Row = {
  id: number;
  title: string;
  type: InterpretationType;
  summary: string;
  policy_id: number;
  policy_title: string;
  publish_date: string;
  view_count: number;
  issuer: string;
};

type DetailRow = Row & {
  key_points: string;
  content: string;
  doc_no: string;
  facts: PictureFactsRow | null;
  related: PortalSchemas['LinkedItem'][];
};

const COLUMNS = `i.id, i.title, i.type, i.summary, i.policy_id, p.title AS policy_title, i.publish_date, i.view_count, i.issuer`;

function toSummary(row: Row): PortalSchemas['InterpretationSummary'] {
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    summary: row.summary,
    policyId: row.policy_id,
    policyTitle: row.policy_title,
    publishDate: row.publish_date,
    viewCount: row.view_count,
    issuer: row.issuer,
  };
}

export type InterpretationQuery = ValidQuery<'interpretationList', 'pageNum' | 'pageSize'>;

export async function listInterpretations(db: Db, query: InterpretationQuery): Promise<Page<PortalSchemas['InterpretationSummary']>> {
  const where: string[] = [];
  const params: Record<string, string | number> = {};
  const keyword = query.keyword?.trim();
  if (keyword) {
    params['pattern'] = containsPattern(keyword);
    where.push(`(i.title ILIKE @pattern ESCAPE '\\' OR i.summary ILIKE @pattern ESCAPE '\\' OR p.title ILIKE @pattern ESCAPE '\\')`);
  }
  if (query.type) {
    params['type'] = query.type;
    where.push('i.type = @type');
  }
  if (query.policyId !== undefined) {
    params['policyId'] = query.policyId;
    where.push('i.policy_id = @policyId');
  }
  const whereSql = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const from = 'interpretations i JOIN policies p ON p.id = i.policy_id';
  const { total } = (await db.get(`SELECT COUNT(*) AS total FROM ${from} ${whereSql}`, params)) as { total: number };
  const rows = (await db.all(`SELECT ${COLUMNS} FROM ${from} ${whereSql} ORDER BY i.publish_date DESC, i.id DESC LIMIT @limit OFFSET @offset`, { ...params, ...pageWindow(query.pageNum, query.pageSize) })) as Row[];
  return { rows: rows.map(toSummary), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

export const RELATED_LIMIT = 5;

/**
 * A reading's page in one statement: its columns, its policy's, the picture's facts for a graphic reading (`@now`), and
 * the related readings — the same policy's other readings first, then the newest of the same category.
 */
const DETAIL_SQL = `${PREPARED} SELECT ${COLUMNS}, i.key_points, i.content, p.doc_no, ${PICTURE_FACTS_SQL} AS facts,
    ${linkedItemsSql(
      `(SELECT r.id, r.title, r.policy_id = i.policy_id AS same, r.publish_date FROM interpretations r JOIN policies rp ON rp.id = r.policy_id
        WHERE r.id <> i.id AND (r.policy_id = i.policy_id OR rp.category = p.category)
        ORDER BY same DESC, r.publish_date DESC, r.id DESC LIMIT ${RELATED_LIMIT}) l`,
      'l.same DESC, l.publish_date DESC, l.id DESC',
    )} AS related
  FROM interpretations i JOIN policies p ON p.id = i.policy_id WHERE i.id = @id`;

export async function findInterpretation(db: Db, id: number, now: Date): Promise<PortalSchemas['InterpretationDetail'] | undefined> {
  const row = await db.get<DetailRow>(DETAIL_SQL, { id, now: now.toISOString() });
  if (!row) return undefined;
  return {
    ...toSummary(row),
    keyPoints: JSON.parse(row.key_points) as string[],
    content: JSON.parse(row.content) as string[],
    policy: { id: row.policy_id, title: row.policy_title, docNo: row.doc_no },
    related: row.related,
    picture: row.facts ? { alt: pictureAlt(pictureFactsOf(row.facts)) } : null,
  };
}

export async function countInterpretations(db: Db): Promise<number> {
  return ((await db.get('SELECT COUNT(*) AS total FROM interpretations')) as { total: number }).total;
}

export type NewInterpretation = {
  policyId: number;
  title: string;
  type: InterpretationType;
  summary: string;
  keyPoints: string[];
  content: string[];
  issuer: string;
  publishDate: string;
  viewCount: number;
};

export async function insertInterpretation(db: Db, item: NewInterpretation): Promise<number> {
  const result = await db.run(`INSERT INTO interpretations (policy_id, title, type, summary, key_points, content, issuer, publish_date, view_count)
       VALUES (@policyId, @title, @type, @summary, @keyPoints, @content, @issuer, @publishDate, @viewCount) RETURNING id`, { ...item, keyPoints: JSON.stringify(item.keyPoints), content: JSON.stringify(item.content) });
  return Number(result.lastInsertRowid);
}
