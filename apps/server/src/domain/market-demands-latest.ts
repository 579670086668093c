import type { PortalSchemas } from '@smes/contract-types';
import { DEMAND_TYPE_LABELS } from '@smes/service-rules';
import type { Db } from '../db/database';
import { chinaDateOf } from './calendar';

type Row = { id: number; title: string; type: PortalSchemas['DemandType']; region_name: string; publisher_name: string; published_at: string };

/**
 * 找市场 for the home page: the newest demands still taking responses (stage open). Drafts, demands waiting for
 * review and rejected ones are never public; matched, dealt and closed ones no longer take a response.
 */
export async function latestMarketDemands(db: Db, limit: number): Promise<PortalSchemas['HomeLatestItem'][]> {
  const rows = (await db.all(`SELECT id, title, type, region_name, publisher_name, published_at FROM market_demands WHERE stage = 'open'
     ORDER BY published_at DESC, id DESC LIMIT ?`, limit)) as Row[];
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    line: `${DEMAND_TYPE_LABELS[row.type]} · ${row.region_name} · ${row.publisher_name}`,
    date: chinaDateOf(row.published_at),
  }));
}
