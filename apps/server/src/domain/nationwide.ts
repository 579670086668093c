import type { Db } from '../db/database';
import { regionIndex } from './regions';
import type { PortalSchemas } from '@smes/contract-types';

/** Every provincial-level division with its policies in force, open notices and newest policy. */
export async function provinceOverview(db: Db, now: Date): Promise<PortalSchemas['ProvinceOverview'][]> {
  const at = now.toISOString();
  const policyCounts = new Map(
    (
      (await db.all(`SELECT province_code AS code, COUNT(*) AS total FROM policies WHERE validity = 'valid' GROUP BY province_code`)) as {
        code: string;
        total: number;
      }[]
    ).map((row) => [row.code, row.total]),
  );
  const noticeCounts = new Map(
    (
      (await db.all('SELECT province_code AS code, COUNT(*) AS total FROM notices WHERE start_time <= ? AND end_time >= ? GROUP BY province_code', at, at)) as { code: string; total: number }[]
    ).map((row) => [row.code, row.total]),
  );
  // The newest policy in force per province: the row with the latest date (ties to the highest id).
  const latest = new Map(
    (
      (await db.all(`SELECT province_code AS code, id, title FROM (
             SELECT province_code, id, title,
               ROW_NUMBER() OVER (PARTITION BY province_code ORDER BY publish_date DESC, id DESC) AS position
             FROM policies WHERE validity = 'valid' AND province_code IS NOT NULL) AS sub1
           WHERE position = 1`)) as { code: string; id: number; title: string }[]
    ).map((row) => [row.code, { id: row.id, title: row.title }]),
  );
  return (await regionIndex(db)).tree.map((province) => ({
    code: province.code,
    name: province.name,
    policyCount: policyCounts.get(province.code) ?? 0,
    openNoticeCount: noticeCounts.get(province.code) ?? 0,
    latestPolicy: latest.get(province.code) ?? null,
  }));
}
