import { PREPARED } from '../db/database';
import type { Db } from '../db/database';
import { declarationStatus } from './declarations';
import { containsPattern, linkedItemsSql } from '../shared/sql';
import { pageWindow } from '../shared/paging';
import type { Page } from '../shared/paging';
import { regionInSql, withinRegionSql } from './regions';
import type { RegionRecord } from './regions';
import type { PortalSchemas } from '@smes/contract-types';
import type { ValidQuery } from '../contract/queries';

export type NoticeService = { department: string; contact: string; phone: string; address: string; hours: string };

type NoticeRow = {
  id: number;
  policy_id: number | null;
  title: string;
  issuer: string;
  level: PortalSchemas['PolicyLevel'];
  region_code: string;
  region_name: string;
  support_amount: number | null;
  support_text: string;
  keywords: string;
  start_time: string;
  end_time: string;
  publish_date: string;
  view_count: number;
};

type NoticeDetailRow = NoticeRow & {
  policy_text: string;
  support: string;
  conditions: string;
  procedure: string;
  materials: string;
  service: string;
  policy: PortalSchemas['LinkedItem'] | null;
  projects: PortalSchemas['LinkedItem'][];
};

const SUMMARY_COLUMNS =
  'id, policy_id, title, issuer, level, region_code, region_name, support_amount, support_text, keywords, start_time, end_time, publish_date, view_count';

function toSummary(row: NoticeRow, now: Date): PortalSchemas['NoticeSummary'] {
  return {
    id: row.id,
    title: row.title,
    issuer: row.issuer,
    level: row.level,
    regionCode: row.region_code,
    regionName: row.region_name,
    supportAmount: row.support_amount,
    supportText: row.support_text,
    keywords: JSON.parse(row.keywords) as string[],
    startTime: row.start_time,
    endTime: row.end_time,
    status: declarationStatus(row.start_time, row.end_time, now),
    publishDate: row.publish_date,
    viewCount: row.view_count,
  };
}

/** `GET /api/notice/list`'s validated query, as the handler receives it. */
export type NoticeListQuery = ValidQuery<'noticeList', 'pageNum' | 'pageSize' | 'orderBy' | 'isAsc'>;
type NoticeOrder = NoticeListQuery['orderBy'];

/** The list itself: the query with its region code resolved to a known region. */
export type NoticeQuery = Omit<NoticeListQuery, 'regionCode' | 'applicableTo' | 'favorite'> & {
  region?: RegionRecord;
  /** The enterprise scope's region codes (`applicableChain`). */
  applicableTo?: string[];
  /** Only the notices of the policies this user has favourited (the home page's to-dos). */
  favoriteOf?: number;
};

const ORDER_COLUMNS: Record<NoticeOrder, string> = {
  publish_date: 'publish_date',
  end_time: 'end_time',
  support_amount: 'support_amount',
};

export async function listNotices(db: Db, query: NoticeQuery, now: Date): Promise<Page<PortalSchemas['NoticeSummary']>> {
  const where: string[] = [];
  const params: Record<string, string | number> = { now: now.toISOString() };
  const keyword = query.keyword?.trim();
  if (keyword) {
    params['pattern'] = containsPattern(keyword);
    where.push(`(title ILIKE @pattern ESCAPE '\\' OR issuer ILIKE @pattern ESCAPE '\\'
      OR EXISTS (SELECT 1 FROM jsonb_array_elements_text((keywords)::jsonb) WHERE value ILIKE @pattern ESCAPE '\\'))`);
  }
  if (query.status === 'not_started') where.push('start_time > @now');
  if (query.status === 'closed') where.push('end_time < @now');
  if (query.status === 'open') where.push('start_time <= @now AND end_time >= @now');
  if (query.level) {
    params['level'] = query.level;
    where.push('level = @level');
  }
  if (query.region) {
    params['region'] = query.region.code;
    where.push(withinRegionSql(query.region, 'region'));
  }
  if (query.applicableTo) {
    const scope = regionInSql(query.applicableTo, 'scope');
    Object.assign(params, scope.params);
    where.push(scope.sql);
  }
  if (query.favoriteOf !== undefined) {
    params['favoriteOf'] = query.favoriteOf;
    where.push('policy_id IN (SELECT policy_id FROM policy_favorites WHERE user_id = @favoriteOf)');
  }
  const whereSql = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const direction = query.isAsc === 'asc' ? 'ASC' : 'DESC';
  // Amount-less notices (资质认定) sort last whichever the direction.
  const column = ORDER_COLUMNS[query.orderBy];
  const nullsLast = query.orderBy === 'support_amount' ? 'support_amount IS NULL, ' : '';
  const { total } = (await db.get(`SELECT COUNT(*) AS total FROM notices ${whereSql}`, params)) as { total: number };
  const rows = (await db.all(`SELECT ${SUMMARY_COLUMNS} FROM notices ${whereSql}
       ORDER BY ${nullsLast}${column} ${direction}, id ${direction} LIMIT @limit OFFSET @offset`, { ...params, ...pageWindow(query.pageNum, query.pageSize) })) as NoticeRow[];
  return { rows: rows.map((row) => toSummary(row, now)), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

/** A notice's page in one statement: its columns, the policy it rests on and the projects it announces. */
const DETAIL_SQL = `${PREPARED} SELECT ${SUMMARY_COLUMNS}, policy_text, support, conditions, procedure, materials, service,
    (SELECT json_build_object('id', p.id, 'title', p.title) FROM policies p WHERE p.id = n.policy_id) AS policy,
    ${linkedItemsSql('declaration_projects l WHERE l.notice_id = n.id', 'l.id', 'l.project_name')} AS projects
  FROM notices n WHERE n.id = ?`;

export async function findNotice(db: Db, id: number, now: Date): Promise<PortalSchemas['NoticeDetail'] | undefined> {
  const row = await db.get<NoticeDetailRow>(DETAIL_SQL, id);
  if (!row) return undefined;
  return {
    ...toSummary(row, now),
    policyText: JSON.parse(row.policy_text) as string[],
    support: JSON.parse(row.support) as string[],
    conditions: JSON.parse(row.conditions) as string[],
    procedure: JSON.parse(row.procedure) as string[],
    materials: JSON.parse(row.materials) as string[],
    service: JSON.parse(row.service) as NoticeService,
    policy: row.policy,
    projects: row.projects,
  };
}

export async function countOpenNotices(db: Db, now: Date): Promise<number> {
  const at = now.toISOString();
  return (
    (await db.get('SELECT COUNT(*) AS total FROM notices WHERE start_time <= ? AND end_time >= ?', at, at)) as {
      total: number;
    }
  ).total;
}

export type NewNotice = {
  policyId: number | null;
  title: string;
  issuer: string;
  level: PortalSchemas['PolicyLevel'];
  regionCode: string;
  provinceCode: string | null;
  cityCode: string | null;
  regionName: string;
  category: string;
  industries: string[];
  supportAmount: number | null;
  supportText: string;
  keywords: string[];
  startTime: string;
  endTime: string;
  publishDate: string;
  viewCount: number;
  policyText: string[];
  support: string[];
  conditions: string[];
  procedure: string[];
  materials: string[];
  service: NoticeService;
};

/** A notice's JSON columns as stored: each keyword once (the card lists them as chips keyed by their text). */
function noticeColumns(notice: Omit<NewNotice, 'publishDate' | 'viewCount'>) {
  return {
    ...notice,
    industries: JSON.stringify(notice.industries),
    keywords: JSON.stringify([...new Set(notice.keywords)]),
    policyText: JSON.stringify(notice.policyText),
    support: JSON.stringify(notice.support),
    conditions: JSON.stringify(notice.conditions),
    procedure: JSON.stringify(notice.procedure),
    materials: JSON.stringify(notice.materials),
    service: JSON.stringify(notice.service),
  };
}

export async function insertNotice(db: Db, notice: NewNotice): Promise<number> {
  const result = await db.run(`INSERT INTO notices (policy_id, title, issuer, level, region_code, province_code, city_code, region_name, category,
         industries, support_amount, support_text, keywords, start_time, end_time, publish_date, view_count, policy_text,
         support, conditions, procedure, materials, service)
       VALUES (@policyId, @title, @issuer, @level, @regionCode, @provinceCode, @cityCode, @regionName, @category,
         @industries, @supportAmount, @supportText, @keywords, @startTime, @endTime, @publishDate, @viewCount, @policyText,
         @support, @conditions, @procedure, @materials, @service) RETURNING id`, { ...noticeColumns(notice), publishDate: notice.publishDate, viewCount: notice.viewCount });
  return Number(result.lastInsertRowid);
}

/**
 * A notice published again from the policy desk (a revision of its policy): same id, so followers and the
 * calendar keep it; its views and first publish date stay.
 */
export async function reviseNotice(db: Db, id: number, notice: Omit<NewNotice, 'publishDate' | 'viewCount'>): Promise<void> {
  await db.run(`UPDATE notices SET policy_id = @policyId, title = @title, issuer = @issuer, level = @level, region_code = @regionCode,
       province_code = @provinceCode, city_code = @cityCode, region_name = @regionName, category = @category,
       industries = @industries, support_amount = @supportAmount, support_text = @supportText, keywords = @keywords,
       start_time = @startTime, end_time = @endTime, policy_text = @policyText, support = @support,
       conditions = @conditions, procedure = @procedure, materials = @materials, service = @service
     WHERE id = @id`, { ...noticeColumns(notice), id });
}

/**
 * The card's money line: 最高 50 万元, or, when the notice carries no amount, that it gives none, so the
 * line never shows a category where a figure is expected (a 资质认定 is a status, not money).
 */
export function supportTextFor(amount: number | null, category: string): string {
  if (amount !== null) return `最高 ${amount} 万元`;
  return category === '资质认定' ? '资格认定，不直接给予资金' : '非资金类支持';
}
