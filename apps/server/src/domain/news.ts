import { PREPARED } from '../db/database';
import type { Db } from '../db/database';
import { containsPattern, linkedItemsSql } from '../shared/sql';
import { pageWindow } from '../shared/paging';
import type { Page } from '../shared/paging';
import type { PortalSchemas } from '@smes/contract-types';
import type { ValidQuery } from '../contract/queries';
import { regionNameInSql } from './regions';

export type NewsCategoryCode = PortalSchemas['NewsCategory'];

type Row = {
  id: number;
  title: string;
  category: NewsCategoryCode;
  summary: string;
  source: string;
  region_name: string;
  publish_date: string;
  view_count: number;
  featured: number;
};

type DetailRow = Row & { content: string; author: string; related: PortalSchemas['LinkedItem'][] };

const COLUMNS = 'id, title, category, summary, source, region_name, publish_date, view_count, featured';

function toSummary(row: Row): PortalSchemas['NewsSummary'] {
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    summary: row.summary,
    source: row.source,
    regionName: row.region_name,
    publishDate: row.publish_date,
    viewCount: row.view_count,
    featured: row.featured === 1,
  };
}

export type NewsListQuery = Omit<ValidQuery<'newsList', 'pageNum' | 'pageSize'>, 'applicableTo'> & {
  /** The reader's scope as place names (`chainNames`): news of 全国 and of the places above it and itself. */
  applicableTo?: string[];
};

export async function listNews(db: Db, query: NewsListQuery): Promise<Page<PortalSchemas['NewsSummary']>> {
  const where: string[] = [];
  const params: Record<string, string | number> = {};
  if (query.applicableTo) {
    const scope = regionNameInSql(query.applicableTo, 'scope');
    Object.assign(params, scope.params);
    where.push(scope.sql);
  }
  const keyword = query.keyword?.trim();
  if (keyword) {
    params['pattern'] = containsPattern(keyword);
    where.push(`(title ILIKE @pattern ESCAPE '\\' OR summary ILIKE @pattern ESCAPE '\\' OR source ILIKE @pattern ESCAPE '\\')`);
  }
  if (query.category) {
    params['category'] = query.category;
    where.push('category = @category');
  }
  // featured=false is the whole list, as if absent: only true narrows it to the carousel's items.
  if (query.featured === true) where.push('featured = 1');
  const whereSql = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const { total } = (await db.get(`SELECT COUNT(*) AS total FROM news ${whereSql}`, params)) as { total: number };
  const rows = (await db.all(`SELECT ${COLUMNS} FROM news ${whereSql} ORDER BY publish_date DESC, id DESC LIMIT @limit OFFSET @offset`, { ...params, ...pageWindow(query.pageNum, query.pageSize) })) as Row[];
  return { rows: rows.map(toSummary), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

export const NEWS_RELATED_LIMIT = 6;

/**
 * An item with its related news in one statement: the same category and region first, then the same category
 * anywhere; newest first within each.
 */
const DETAIL_SQL = `${PREPARED} SELECT ${COLUMNS}, content, author,
    ${linkedItemsSql(
      `(SELECT r.id, r.title, r.region_name = n.region_name AS near, r.publish_date FROM news r WHERE r.id <> n.id AND r.category = n.category
        ORDER BY near DESC, r.publish_date DESC, r.id DESC LIMIT ${NEWS_RELATED_LIMIT}) l`,
      'l.near DESC, l.publish_date DESC, l.id DESC',
    )} AS related
  FROM news n WHERE n.id = ?`;

export async function findNews(db: Db, id: number): Promise<PortalSchemas['NewsDetail'] | undefined> {
  const row = await db.get<DetailRow>(DETAIL_SQL, id);
  if (!row) return undefined;
  return { ...toSummary(row), content: JSON.parse(row.content) as string[], author: row.author, related: row.related };
}

export async function countNews(db: Db): Promise<number> {
  return ((await db.get('SELECT COUNT(*) AS total FROM news')) as { total: number }).total;
}

export type NewNews = {
  title: string;
  category: NewsCategoryCode;
  summary: string;
  content: string[];
  source: string;
  author: string;
  regionName: string;
  publishDate: string;
  viewCount: number;
  featured: boolean;
};

export async function insertNews(db: Db, item: NewNews): Promise<number> {
  const result = await db.run(`INSERT INTO news (title, category, summary, content, source, author, region_name, publish_date, view_count, featured)
     VALUES (@title, @category, @summary, @content, @source, @author, @regionName, @publishDate, @viewCount, @featured) RETURNING id`, { ...item, content: JSON.stringify(item.content), featured: item.featured ? 1 : 0 });
  return Number(result.lastInsertRowid);
}
