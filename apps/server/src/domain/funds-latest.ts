import type { PortalSchemas } from '@smes/contract-types';
import type { Db } from '../db/database';
import { regionNameInSql } from './regions';

type Row = { id: number; name: string; provider: string; amount_min: number; amount_max: number; rate_min: number; rate_max: number; publish_date: string };

/** 找资金 for the home page: the newest financial products (every product is public). */
export async function latestFunds(db: Db, limit: number, _now?: Date, scope?: readonly string[]): Promise<PortalSchemas['HomeLatestItem'][]> {
  const inScope = scope ? regionNameInSql(scope, 'scope') : { sql: 'TRUE', params: {} };
  const rows = (await db.all(`SELECT id, name, provider, amount_min, amount_max, rate_min, rate_max, publish_date FROM fund_products WHERE ${inScope.sql}
     ORDER BY publish_date DESC, id DESC LIMIT @limit`, { limit, ...inScope.params })) as Row[];
  return rows.map((row) => ({
    id: row.id,
    title: row.name,
    line: `${row.provider} · ${row.amount_min}–${row.amount_max} 万元 · 年化 ${row.rate_min}%–${row.rate_max}%`,
    date: row.publish_date,
  }));
}
