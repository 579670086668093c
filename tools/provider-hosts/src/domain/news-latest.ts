import type { PortalSchemas } from '@smes/contract-types';
import type { Db } from '../db/database';
import { statement } from '../db/statements';

/** 资讯 for the home page: the newest items, whatever their category (all news is public). */
export function latestNews(db: Db, limit: number): PortalSchemas['HomeLatestItem'][] {
  const rows = statement(db, 'SELECT id, title, source, publish_date FROM news ORDER BY publish_date DESC, id DESC LIMIT ?').all(limit) as {
    id: number;
    title: string;
    source: string;
    publish_date: string;
  }[];
  return rows.map((row) => ({ id: row.id, title: row.title, line: row.source, date: row.publish_date }));
}
