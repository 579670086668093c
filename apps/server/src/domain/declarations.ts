import { PREPARED } from '../db/database';
import type { Db } from '../db/database';
import { pageWindow } from '../shared/paging';
import type { PortalSchemas } from '@smes/contract-types';
import type { ValidQuery } from '../contract/queries';
import { containsPattern, jsonListSql } from '../shared/sql';
import { regionInSql } from './regions';

/** Inline objects of the contract's DeclarationProjectDetail, named for the seed that writes them. */
export type PolicyBasis = PortalSchemas['DeclarationProjectDetail']['policyBasis'];
export type Contact = PortalSchemas['DeclarationProjectDetail']['contact'];

/** A row of `declaration_projects` as the list reads it. */
export type ProjectRow = {
  id: number;
  project_name: string;
  dept_name: string;
  level: PortalSchemas['PolicyLevel'];
  region_name: string;
  category: string;
  support_amount: number | null;
  support_desc: string;
  start_time: string;
  end_time: string;
  create_time: string;
  view_count: number;
  tags: string;
};

type DetailRow = ProjectRow & {
  summary: string;
  policy_basis: string;
  contact: string;
  conditions: string;
  batches: string;
  procedure: string;
  policy_id: number | null;
  notice_id: number | null;
  self_evaluation: number;
  materials: MaterialRow[];
};

const LIST_COLUMNS =
  'id, project_name, dept_name, level, region_name, category, support_amount, support_desc, start_time, end_time, create_time, view_count, tags';

/** Whitelist from the contract's enum: column names cannot be bound, so they never come from input. */
const ORDER_COLUMNS: Record<OrderByColumn, string> = {
  create_time: 'create_time',
  end_time: 'end_time',
  support_amount: 'support_amount',
  view_count: 'view_count',
};

/** Computed at request time, so a window that closes while the server runs flips without a write. */
export function declarationStatus(startTime: string, endTime: string, now: Date): PortalSchemas['DeclarationStatus'] {
  const at = now.toISOString();
  if (at < startTime) return 'not_started';
  if (at > endTime) return 'closed';
  return 'open';
}

function toProject(row: ProjectRow, now: Date): PortalSchemas['DeclarationProject'] {
  return {
    id: row.id,
    projectName: row.project_name,
    deptName: row.dept_name,
    level: row.level,
    regionName: row.region_name,
    category: row.category,
    supportAmount: row.support_amount,
    supportDesc: row.support_desc,
    startTime: row.start_time,
    endTime: row.end_time,
    status: declarationStatus(row.start_time, row.end_time, now),
    createTime: row.create_time,
    viewCount: row.view_count,
    tags: JSON.parse(row.tags) as string[],
  };
}

type DeclarationListQuery = ValidQuery<'declarationProjectList', 'pageNum' | 'pageSize' | 'orderByColumn' | 'isAsc'>;
/** The list query with `applicableTo` resolved to the region chain an enterprise registered there may apply in. */
export type DeclarationQuery = Omit<DeclarationListQuery, 'applicableTo'> & { applicableTo?: string[] };
type OrderByColumn = DeclarationQuery['orderByColumn'];

export async function listDeclarations(db: Db, query: DeclarationQuery, now: Date): Promise<PortalSchemas['DeclarationProjectPage']> {
  const where: string[] = [];
  const params: Record<string, string | number> = { now: now.toISOString() };
  const keyword = query.keyword?.trim();
  if (keyword) {
    params['pattern'] = containsPattern(keyword);
    where.push(`(project_name ILIKE @pattern ESCAPE '\\' OR dept_name ILIKE @pattern ESCAPE '\\'
      OR EXISTS (SELECT 1 FROM jsonb_array_elements_text((tags)::jsonb) WHERE value ILIKE @pattern ESCAPE '\\'))`);
  }
  if (query.level) {
    params['level'] = query.level;
    where.push('level = @level');
  }
  if (query.status === 'not_started') where.push('start_time > @now');
  if (query.status === 'closed') where.push('end_time < @now');
  if (query.status === 'open') where.push('start_time <= @now AND end_time >= @now');
  if (query.applicableTo) {
    // A project applies where the policy it rests on applies (projects record a region name, not a code).
    const scope = regionInSql(query.applicableTo, 'scope');
    Object.assign(params, scope.params);
    where.push(`policy_id IN (SELECT id FROM policies WHERE ${scope.sql})`);
  }
  const whereSql = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const direction = query.isAsc === 'asc' ? 'ASC' : 'DESC';
  const column = ORDER_COLUMNS[query.orderByColumn];
  // A project without an amount counts as the smallest, whichever way the list runs.
  const nulls = query.orderByColumn === 'support_amount' ? (direction === 'ASC' ? ' NULLS FIRST' : ' NULLS LAST') : '';

  const { total } = (await db.get(`SELECT COUNT(*) AS total FROM declaration_projects ${whereSql}`, params)) as {
    total: number;
  };
  const rows = (await db.all(`SELECT ${LIST_COLUMNS} FROM declaration_projects ${whereSql}
       ORDER BY ${column} ${direction}${nulls}, id ${direction}
       LIMIT @limit OFFSET @offset`, { ...params, ...pageWindow(query.pageNum, query.pageSize) })) as ProjectRow[];
  return { rows: rows.map((row) => toProject(row, now)), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

type MaterialRow = { material_key: string; name: string; required: number; description: string; mode: PortalSchemas['MaterialMode'] };

/** A project's materials in their order as one JSON array of MaterialRow, `projectId` the SQL of the project's id. */
function materialRowsSql(projectId: string): string {
  return jsonListSql(
    `json_build_object('material_key', m.material_key, 'name', m.name, 'required', m.required, 'description', m.description, 'mode', m.mode)`,
    `declaration_materials m WHERE m.project_id = ${projectId}`,
    'm.seq',
  );
}

function toMaterial(row: MaterialRow): PortalSchemas['DeclarationMaterial'] {
  return {
    id: row.material_key,
    name: row.name,
    required: row.required === 1,
    description: row.description,
    mode: row.mode,
  };
}

export async function listMaterials(db: Db, projectId: number): Promise<PortalSchemas['DeclarationMaterial'][]> {
  const { materials } = (await db.get<{ materials: MaterialRow[] }>(`SELECT ${materialRowsSql('?')} AS materials`, projectId))!;
  return materials.map(toMaterial);
}

/** A project's page in one statement: its columns and its materials. */
const DETAIL_SQL = `${PREPARED} SELECT ${LIST_COLUMNS}, summary, policy_basis, contact, conditions, batches, procedure, policy_id, notice_id,
    rule_set IS NOT NULL AS self_evaluation, ${materialRowsSql('d.id')} AS materials
  FROM declaration_projects d WHERE d.id = ?`;

export async function findDeclaration(db: Db, id: number, now: Date): Promise<PortalSchemas['DeclarationProjectDetail'] | undefined> {
  const row = await db.get<DetailRow>(DETAIL_SQL, id);
  if (!row) return undefined;
  return {
    ...toProject(row, now),
    summary: row.summary,
    policyBasis: JSON.parse(row.policy_basis) as PolicyBasis,
    contact: JSON.parse(row.contact) as Contact,
    conditions: JSON.parse(row.conditions) as PortalSchemas['DeclarationCondition'][],
    materials: row.materials.map(toMaterial),
    batches: JSON.parse(row.batches) as PortalSchemas['DeclarationBatch'][],
    procedure: JSON.parse(row.procedure) as string[],
    policyId: row.policy_id,
    noticeId: row.notice_id,
    selfEvaluation: row.self_evaluation === 1,
  };
}

/** The project's rule set as stored JSON; undefined for an unknown project, null when it has none. */
export async function findDeclarationRuleSet(db: Db, id: number): Promise<string | null | undefined> {
  const row = (await db.get('SELECT rule_set FROM declaration_projects WHERE id = ?', id)) as { rule_set: string | null } | undefined;
  return row?.rule_set;
}

export type NewDeclaration = Omit<PortalSchemas['DeclarationProjectDetail'], 'id' | 'status' | 'policyId' | 'noticeId' | 'selfEvaluation'>;

function declarationColumns(project: NewDeclaration) {
  return {
    projectName: project.projectName,
    deptName: project.deptName,
    level: project.level,
    regionName: project.regionName,
    category: project.category,
    supportAmount: project.supportAmount,
    supportDesc: project.supportDesc,
    startTime: project.startTime,
    endTime: project.endTime,
    createTime: project.createTime,
    viewCount: project.viewCount,
    tags: JSON.stringify(project.tags),
    summary: project.summary,
    policyBasis: JSON.stringify(project.policyBasis),
    contact: JSON.stringify(project.contact),
    conditions: JSON.stringify(project.conditions),
    batches: JSON.stringify(project.batches),
    procedure: JSON.stringify(project.procedure),
  };
}

async function insertMaterials(db: Db, id: number, materials: NewDeclaration['materials']): Promise<void> {
  // A database still at an older schema (the upgrade rehearsals seed one) has no mode column yet: the migration that
  // adds it derives each material's mode from its name.
  const hasMode =
    (await db.get(
      "SELECT 1 FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'declaration_materials' AND column_name = 'mode'",
    )) !== undefined;
  const insertMaterial = hasMode
    ? 'INSERT INTO declaration_materials (project_id, seq, material_key, name, required, description, mode) VALUES (?, ?, ?, ?, ?, ?, ?)'
    : 'INSERT INTO declaration_materials (project_id, seq, material_key, name, required, description) VALUES (?, ?, ?, ?, ?, ?)';
  for (const [index, material] of materials.entries()) {
    const columns = [id, index + 1, material.id, material.name, material.required ? 1 : 0, material.description];
    await db.run(insertMaterial, ...columns, ...(hasMode ? [material.mode ?? 'upload'] : []));
  }
}

export async function insertDeclaration(db: Db, project: NewDeclaration): Promise<number> {
  const result = await db.run(`INSERT INTO declaration_projects (project_name, dept_name, level, region_name, category, support_amount,
       support_desc, start_time, end_time, create_time, view_count, tags, summary, policy_basis, contact,
       conditions, batches, procedure)
     VALUES (@projectName, @deptName, @level, @regionName, @category, @supportAmount, @supportDesc, @startTime,
       @endTime, @createTime, @viewCount, @tags, @summary, @policyBasis, @contact, @conditions, @batches, @procedure) RETURNING id`, declarationColumns(project));
  const id = Number(result.lastInsertRowid);
  await insertMaterials(db, id, project.materials);
  return id;
}

/** Ties a project to the policy it rests on and the notice announcing it (the portal links them both ways). */
export async function linkDeclaration(db: Db, id: number, policyId: number, noticeId: number | null): Promise<void> {
  await db.run('UPDATE declaration_projects SET policy_id = ?, notice_id = ? WHERE id = ?', policyId, noticeId, id);
}

/**
 * A project published again from the policy desk: same id, so applications stay on it (they keep the material
 * list they were started with); its views and creation time stay.
 */
export async function reviseDeclaration(db: Db, id: number, project: Omit<NewDeclaration, 'viewCount' | 'createTime'>): Promise<void> {
  const { viewCount: _views, createTime: _created, ...columns } = declarationColumns({ ...project, viewCount: 0, createTime: '' });
  await db.run(`UPDATE declaration_projects SET project_name = @projectName, dept_name = @deptName, level = @level, region_name = @regionName,
       category = @category, support_amount = @supportAmount, support_desc = @supportDesc, start_time = @startTime,
       end_time = @endTime, tags = @tags, summary = @summary, policy_basis = @policyBasis, contact = @contact,
       conditions = @conditions, batches = @batches, procedure = @procedure,
       -- The desk publishes no project rule set: a revised project's conditions read as written, never by the rules of an older text.
       rule_set = NULL
     WHERE id = @id`, { ...columns, id });
  await db.run('DELETE FROM declaration_materials WHERE project_id = ?', id);
  await insertMaterials(db, id, project.materials);
}

export type DeclarationCounts = { total: number; open: number; closingSoon: number };

export async function countDeclarations(db: Db, now: Date, closingWithinMs: number): Promise<DeclarationCounts> {
  return (await db.get(`SELECT COUNT(*) AS total,
         COALESCE(SUM(CASE WHEN start_time <= @now AND end_time >= @now THEN 1 ELSE 0 END), 0) AS open,
         COALESCE(SUM(CASE WHEN start_time <= @now AND end_time >= @now AND end_time <= @soon THEN 1 ELSE 0 END), 0) AS "closingSoon"
       FROM declaration_projects`, { now: now.toISOString(), soon: new Date(now.getTime() + closingWithinMs).toISOString() })) as DeclarationCounts;
}
