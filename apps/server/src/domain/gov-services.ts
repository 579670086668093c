import type { PortalSchemas } from '@smes/contract-types';
import type { ValidQuery } from '../contract/queries';
import type { Db } from '../db/database';
import { containsPattern } from '../shared/sql';
import { pageWindow } from '../shared/paging';
import type { Page } from '../shared/paging';
import type { RegionRecord } from './regions';
import { regionPrefix } from './service-catalog';

export type GovTopicCode = PortalSchemas['GovServiceTopic'];
export type GovDepartmentCode = PortalSchemas['GovServiceDepartment'];
export type GovMaterial = PortalSchemas['GovServiceMaterial'];
export type GovStep = PortalSchemas['GovServiceStep'];
export type GovPlace = PortalSchemas['GovServicePlace'];

type Row = {
  id: number;
  name: string;
  topic: GovTopicCode;
  department_code: GovDepartmentCode;
  department: string;
  region_code: string;
  region_name: string;
  kind: string;
  promised_days: number | null;
  legal_days: number | null;
  visits: number;
  fee: string;
  favorite: number;
};

type DetailRow = Row & {
  target: string;
  conditions: string;
  materials: string;
  steps: string;
  places: string;
  online_name: string | null;
  online_url: string | null;
  basis: string;
};

const COLUMNS = `s.id, s.name, s.topic, s.department_code, s.department, s.region_code, s.region_name, s.kind, s.promised_days,
  s.legal_days, s.visits, s.fee`;
/** Whether the viewer (or nobody: user 0) keeps the item in 收藏. */
const FAVORITE = 'EXISTS (SELECT 1 FROM gov_service_favorites f WHERE f.service_id = s.id AND f.user_id = @viewer) AS favorite';

function toSummary(row: Row): PortalSchemas['GovServiceSummary'] {
  return {
    id: row.id,
    name: row.name,
    topic: row.topic,
    departmentCode: row.department_code,
    department: row.department,
    regionCode: row.region_code,
    regionName: row.region_name,
    kind: row.kind,
    promisedDays: row.promised_days,
    legalDays: row.legal_days,
    visits: row.visits,
    fullyOnline: row.visits === 0,
    fee: row.fee,
    favorite: row.favorite === 1,
  };
}

export type GovServiceListQuery = Omit<ValidQuery<'govServiceList', 'pageNum' | 'pageSize'>, 'regionCode' | 'favorite'> & {
  region?: RegionRecord;
  /** Only this account's 收藏. */
  favoriteOf?: number;
  viewer: number | null;
};

export async function listGovServices(db: Db, query: GovServiceListQuery): Promise<Page<PortalSchemas['GovServiceSummary']>> {
  const where: string[] = [];
  const params: Record<string, string | number> = { viewer: query.viewer ?? 0 };
  const keyword = query.keyword?.trim();
  if (keyword) {
    // search_text holds the name, the department, the conditions and the materials' names.
    params['pattern'] = containsPattern(keyword);
    where.push(`s.search_text ILIKE @pattern ESCAPE '\\'`);
  }
  if (query.topic) {
    params['topic'] = query.topic;
    where.push('s.topic = @topic');
  }
  if (query.department) {
    params['department'] = query.department;
    where.push('s.department_code = @department');
  }
  if (query.region) {
    params['prefix'] = regionPrefix(query.region);
    where.push('substr(s.region_code, 1, length(@prefix)) = @prefix');
  }
  if (query.favoriteOf !== undefined) {
    params['favoriteOf'] = query.favoriteOf;
    where.push('s.id IN (SELECT service_id FROM gov_service_favorites WHERE user_id = @favoriteOf)');
  }
  const whereSql = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const { total } = (await db.get(`SELECT COUNT(*) AS total FROM gov_services s ${whereSql}`, params)) as { total: number };
  // Items named by the keyword first, then by topic order of the seed (id), so 企业设立登记 leads 开办企业.
  const order = keyword ? `s.name ILIKE @pattern ESCAPE '\\' DESC, s.id` : 's.id';
  const rows = (await db.all(`SELECT ${COLUMNS}, ${FAVORITE} FROM gov_services s ${whereSql} ORDER BY ${order} LIMIT @limit OFFSET @offset`, {
    ...params,
    ...pageWindow(query.pageNum, query.pageSize),
  })) as Row[];
  return { rows: rows.map(toSummary), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

export const GOV_RELATED_LIMIT = 6;

export async function findGovService(db: Db, id: number, viewer: number | null): Promise<PortalSchemas['GovServiceDetail'] | undefined> {
  const row = (await db.get(`SELECT ${COLUMNS}, ${FAVORITE}, s.target, s.conditions, s.materials, s.steps, s.places, s.online_name, s.online_url, s.basis
     FROM gov_services s WHERE s.id = @id`, { id, viewer: viewer ?? 0 })) as DetailRow | undefined;
  if (!row) return undefined;
  const related = (await db.all(`SELECT id, name AS title FROM gov_services WHERE id <> @id AND topic = @topic AND region_code = @region ORDER BY id LIMIT ${GOV_RELATED_LIMIT}`, { id, topic: row.topic, region: row.region_code })) as PortalSchemas['LinkedItem'][];
  return {
    ...toSummary(row),
    target: row.target,
    conditions: JSON.parse(row.conditions) as string[],
    materials: JSON.parse(row.materials) as GovMaterial[],
    steps: JSON.parse(row.steps) as GovStep[],
    places: JSON.parse(row.places) as GovPlace[],
    onlineName: row.online_name,
    onlineUrl: row.online_url,
    basis: JSON.parse(row.basis) as string[],
    related,
  };
}

export async function govServiceExists(db: Db, id: number): Promise<boolean> {
  return await db.get('SELECT 1 FROM gov_services WHERE id = ?', id) !== undefined;
}

/** 收藏 / 取消收藏; both are idempotent. */
export async function setGovServiceFavorite(db: Db, userId: number, serviceId: number, favorite: boolean, now: Date): Promise<void> {
  if (favorite) {
    await db.run('INSERT INTO gov_service_favorites (user_id, service_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING', userId, serviceId, now.toISOString());
  } else {
    await db.run('DELETE FROM gov_service_favorites WHERE user_id = ? AND service_id = ?', userId, serviceId);
  }
}

export type NewGovService = {
  name: string;
  topic: GovTopicCode;
  departmentCode: GovDepartmentCode;
  department: string;
  regionCode: string;
  regionName: string;
  kind: string;
  target: string;
  promisedDays: number | null;
  legalDays: number | null;
  visits: number;
  fee: string;
  conditions: string[];
  materials: GovMaterial[];
  steps: GovStep[];
  places: GovPlace[];
  onlineName: string | null;
  onlineUrl: string | null;
  basis: string[];
};

export async function insertGovService(db: Db, item: NewGovService): Promise<number> {
  const searchText = [item.name, item.department, item.kind, ...item.conditions, ...item.materials.map((material) => material.name)].join('\n');
  const result = await db.run(`INSERT INTO gov_services (name, topic, department_code, department, region_code, region_name, kind, target, promised_days, legal_days,
       visits, fee, conditions, materials, steps, places, online_name, online_url, basis, search_text)
     VALUES (@name, @topic, @departmentCode, @department, @regionCode, @regionName, @kind, @target, @promisedDays, @legalDays,
       @visits, @fee, @conditions, @materials, @steps, @places, @onlineName, @onlineUrl, @basis, @searchText) RETURNING id`, {
    ...item,
    conditions: JSON.stringify(item.conditions),
    materials: JSON.stringify(item.materials),
    steps: JSON.stringify(item.steps),
    places: JSON.stringify(item.places),
    basis: JSON.stringify(item.basis),
    searchText,
  });
  return Number(result.lastInsertRowid);
}

export async function countGovServices(db: Db): Promise<number> {
  return ((await db.get('SELECT COUNT(*) AS total FROM gov_services')) as { total: number }).total;
}
