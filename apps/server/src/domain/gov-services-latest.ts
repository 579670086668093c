import type { PortalSchemas } from '@smes/contract-types';
import type { Db } from '../db/database';

/**
 * 政务服务 for the home page. A service item has no publication date (a guide is in force, not published), so
 * "freshest" means the items enterprises keep in 收藏 most, the seed's topic order after that; date is null.
 */
export async function latestGovServices(db: Db, limit: number): Promise<PortalSchemas['HomeLatestItem'][]> {
  const rows = (await db.all(`SELECT s.id, s.name, s.department, s.region_name, (SELECT COUNT(*) FROM gov_service_favorites f WHERE f.service_id = s.id) AS favorites
     FROM gov_services s ORDER BY favorites DESC, s.id ASC LIMIT ?`, limit)) as { id: number; name: string; department: string; region_name: string }[];
  return rows.map((row) => ({ id: row.id, title: row.name, line: `${row.department} · ${row.region_name}`, date: null }));
}
