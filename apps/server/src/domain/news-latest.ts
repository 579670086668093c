import type { PortalSchemas } from '@smes/contract-types';
import type { Db } from '../db/database';
import { regionNameInSql } from './regions';

/** 资讯 for the home page: the newest items, whatever their category (all news is public). */
export async function latestNews(db: Db, limit: number, _now?: Date, scope?: readonly string[]): Promise<PortalSchemas['HomeLatestItem'][]> {
  const inScope = scope ? regionNameInSql(scope, 'scope') : { sql: 'TRUE', params: {} };
  const rows = (await db.all(`SELECT id, title, source, publish_date FROM news WHERE ${inScope.sql} ORDER BY publish_date DESC, id DESC LIMIT @limit`, {
    limit,
    ...inScope.params,
  })) as {
    id: number;
    title: string;
    source: string;
    publish_date: string;
  }[];
  return rows.map((row) => ({ id: row.id, title: row.title, line: row.source, date: row.publish_date }));
}
