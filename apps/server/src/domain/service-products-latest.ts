import type { PortalSchemas } from '@smes/contract-types';
import type { Db } from '../db/database';
import { chinaDateOf } from './calendar';
import { VISIBLE_PRODUCT } from './service-catalog';

type Row = { id: number; name: string; institution_name: string; region_name: string; created_at: string };

/** 找服务 for the home page: the newest products the catalogue shows (on shelf, from approved institutions). */
export async function latestServiceProducts(db: Db, limit: number): Promise<PortalSchemas['HomeLatestItem'][]> {
  const rows = (await db.all(`SELECT p.id, p.name, i.name AS institution_name, i.region_name, p.created_at
     FROM service_products p JOIN institutions i ON i.id = p.institution_id
     WHERE ${VISIBLE_PRODUCT}
     ORDER BY p.created_at DESC, p.id DESC LIMIT ?`, limit)) as Row[];
  return rows.map((row) => ({ id: row.id, title: row.name, line: `${row.institution_name} · ${row.region_name}`, date: chinaDateOf(row.created_at) }));
}
