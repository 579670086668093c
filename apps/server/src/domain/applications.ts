import type { Db } from '../db/database';
import { DomainError } from '../shared/domain-error';
import { CLOSED_FOR_EDITS, FINISHED_STATUSES } from './application-states';
import { listMaterials } from './declarations';
import type { CheckedMaterialFile } from './material-files';
import { insertMessage } from './messages';
import { pageWindow } from '../shared/paging';
import type { Page } from '../shared/paging';
import type { PortalSchemas } from '@smes/contract-types';
import { forEachInOrder, mapInOrder } from '../shared/in-order';

export const NOT_FOUND_MESSAGE = '申报不存在';
export const ALREADY_SUBMITTED_MESSAGE = '申报已提交，不能修改材料';
export const REQUIRED_NOT_APPLICABLE_MESSAGE = '必需材料不能标记为不适用';
export const MATERIAL_NOT_FOUND_MESSAGE = '申报材料不存在';
export const FILE_NOT_FOUND_MESSAGE = '该材料尚未上传文件';
export const HAS_FILE_MESSAGE = '该材料已上传文件，如不适用请先删除文件';
export const READY_NEEDS_FILE_MESSAGE = '已就绪由上传的文件决定，请上传该材料的文件';


type ApplicationRow = {
  id: number;
  user_id: number;
  project_id: number;
  project_name: string;
  status: PortalSchemas['ApplicationStatus'];
  created_at: string;
  updated_at: string;
  submitted_at: string | null;
};

type MaterialRow = {
  material_id: string;
  name: string;
  mode: PortalSchemas['MaterialMode'] | null;
  required: number;
  state: PortalSchemas['MaterialState'];
  file_name: string | null;
  content_type: PortalSchemas['MaterialContentType'] | null;
  size: number | null;
  uploaded_at: string | null;
};

function fileOf(row: MaterialRow): PortalSchemas['MaterialFile'] | null {
  if (row.file_name === null || row.content_type === null || row.size === null || row.uploaded_at === null) return null;
  return { name: row.file_name, size: row.size, contentType: row.content_type, uploadedAt: row.uploaded_at };
}

type EventRow = {
  status: PortalSchemas['ApplicationStatus'];
  at: string;
  note: string;
  actor: string | null;
  department: string | null;
  reason: string | null;
  publicity_start: string | null;
  publicity_end: string | null;
  amount_wan: number | null;
  disbursed_on: string | null;
};

function eventOf(row: EventRow): PortalSchemas['ApplicationEvent'] {
  return {
    status: row.status,
    at: row.at,
    note: row.note,
    actor: row.actor,
    department: row.department,
    reason: row.reason,
    publicity: row.publicity_start !== null && row.publicity_end !== null ? { start: row.publicity_start, end: row.publicity_end } : null,
    disbursement: row.amount_wan !== null && row.disbursed_on !== null ? { amountWan: row.amount_wan, date: row.disbursed_on } : null,
  };
}

const SELECT = `SELECT a.*, p.project_name FROM applications a JOIN declaration_projects p ON p.id = a.project_id`;

/** 必需材料就绪或已提交的比例; with no required material the application is complete. */
export function progressOf(materials: readonly PortalSchemas['ApplicationMaterial'][]): number {
  const required = materials.filter((material) => material.required);
  if (required.length === 0) return 100;
  const done = required.filter((material) => material.state === 'ready' || material.state === 'submitted').length;
  return Math.floor((done * 100) / required.length);
}

async function load(db: Db, row: ApplicationRow): Promise<PortalSchemas['Application']> {
  const materials = (
    (await db.all(`SELECT m.material_id, m.name, m.required, m.state, d.mode, f.name AS file_name, f.content_type, f.size, f.uploaded_at
         FROM application_materials m
         LEFT JOIN declaration_materials d ON d.project_id = ? AND d.material_key = m.material_id
         LEFT JOIN application_files f ON f.application_id = m.application_id AND f.material_id = m.material_id
         WHERE m.application_id = ? ORDER BY m.seq`, row.project_id, row.id)) as MaterialRow[]
  ).map((material) => ({
    materialId: material.material_id,
    name: material.name,
    mode: material.mode ?? 'upload',
    required: material.required === 1,
    state: material.state,
    file: fileOf(material),
  }));
  const timeline = (
    (await db.all('SELECT status, at, note, actor, department, reason, publicity_start, publicity_end, amount_wan, disbursed_on FROM application_events WHERE application_id = ? ORDER BY id', row.id)) as EventRow[]
  ).map(eventOf);
  return {
    id: row.id,
    projectId: row.project_id,
    projectName: row.project_name,
    status: row.status,
    progress: progressOf(materials),
    materials,
    timeline,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    submittedAt: row.submitted_at,
  };
}

/** Only the owner's application: someone else's is answered exactly like a missing one. */
export async function findApplication(db: Db, userId: number, id: number): Promise<PortalSchemas['Application'] | undefined> {
  const row = (await db.get(`${SELECT} WHERE a.id = ? AND a.user_id = ?`, id, userId)) as ApplicationRow | undefined;
  return row ? await load(db, row) : undefined;
}

/** Any application by id, whoever owns it: for the operator's calls only (ownership is theirs to ignore). */
export async function findAnyApplication(db: Db, id: number): Promise<(PortalSchemas['Application'] & { userId: number }) | undefined> {
  const row = (await db.get(`${SELECT} WHERE a.id = ?`, id)) as ApplicationRow | undefined;
  return row ? { ...await load(db, row), userId: row.user_id } : undefined;
}

export type EventDetails = {
  actor?: string | null;
  /** The competent department the step was taken for (the project's 受理部门). */
  department?: string | null;
  reason?: string | null;
  publicity?: PortalSchemas['ApplicationPublicity'] | null;
  disbursement?: PortalSchemas['ApplicationDisbursement'] | null;
};

export async function addEvent(db: Db, applicationId: number, status: PortalSchemas['ApplicationStatus'], note: string, now: Date, details: EventDetails = {}): Promise<void> {
  await db.run(`INSERT INTO application_events (application_id, status, at, note, actor, department, reason, publicity_start, publicity_end, amount_wan, disbursed_on)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, applicationId, status, now.toISOString(), note, details.actor ?? null, details.department ?? null, details.reason ?? null, details.publicity?.start ?? null, details.publicity?.end ?? null, details.disbursement?.amountWan ?? null, details.disbursement?.date ?? null);
}

/** The open application of this project if there is one (one per project and user), else a new draft. */
export async function createApplication(db: Db, userId: number, projectId: number, now: Date): Promise<PortalSchemas['Application']> {
  return await db.transaction(async () => {
    const open = (await db.get(`${SELECT} WHERE a.user_id = ? AND a.project_id = ? AND a.status NOT IN (SELECT value FROM jsonb_array_elements_text((?)::jsonb)) ORDER BY a.id DESC LIMIT 1`, userId, projectId, JSON.stringify(FINISHED_STATUSES))) as ApplicationRow | undefined;
    if (open) return await load(db, open);
    const at = now.toISOString();
    const id = Number(
      (await db.run(`INSERT INTO applications (user_id, project_id, status, created_at, updated_at) VALUES (?, ?, 'draft', ?, ?) RETURNING id`, userId, projectId, at, at)).lastInsertRowid,
    );
    const insert = `INSERT INTO application_materials (application_id, material_id, seq, name, required, state) VALUES (?, ?, ?, ?, ?, 'preparing')`;
    await forEachInOrder(await listMaterials(db, projectId), async (material, index) => await db.run(insert, id, material.id, index + 1, material.name, material.required ? 1 : 0));
    await addEvent(db, id, 'draft', '保存申报草稿，开始上传材料', now);
    const created = await findApplication(db, userId, id);
    if (!created) throw new Error('created application vanished');
    return created;
  });
}

/** The owner's application and one of its materials, open for changes (404 / 409 otherwise). */
async function editableMaterial(db: Db, userId: number, id: number, materialId: string) {
  const application = await findApplication(db, userId, id);
  if (!application) throw new DomainError('not_found', NOT_FOUND_MESSAGE);
  const material = application.materials.find((item) => item.materialId === materialId);
  if (!material) throw new DomainError('not_found', MATERIAL_NOT_FOUND_MESSAGE);
  if (CLOSED_FOR_EDITS.has(application.status)) throw new DomainError('conflict', ALREADY_SUBMITTED_MESSAGE);
  return { application, material };
}

async function touch(db: Db, id: number, now: Date): Promise<void> {
  await db.run('UPDATE applications SET updated_at = ? WHERE id = ?', now.toISOString(), id);
}

/**
 * An optional material may be marked 不适用 (or back to 准备中). 已就绪 is not a choice: it is what an
 * uploaded file makes a material, so a material with a file keeps its state until the file is deleted.
 */
export async function updateMaterialState(db: Db, userId: number, id: number, materialId: string, state: PortalSchemas['MaterialStateUpdate']['state'], now: Date): Promise<PortalSchemas['Application']> {
  return await db.transaction(async () => {
    const { material } = await editableMaterial(db, userId, id, materialId);
    if (state === 'not_applicable' && material.required) throw new DomainError('invalid', REQUIRED_NOT_APPLICABLE_MESSAGE);
    if (material.file) throw new DomainError('conflict', HAS_FILE_MESSAGE);
    await db.run('UPDATE application_materials SET state = ? WHERE application_id = ? AND material_id = ?', state, id, materialId);
    await touch(db, id, now);
    return (await findApplication(db, userId, id)) as PortalSchemas['Application'];
  });
}

/** Stores (or replaces) the material's one file; the material is then 已就绪. */
export async function saveMaterialFile(db: Db, userId: number, id: number, materialId: string, file: CheckedMaterialFile & { body: Buffer }, now: Date): Promise<PortalSchemas['Application']> {
  return await db.transaction(async () => {
    await editableMaterial(db, userId, id, materialId);
    const at = now.toISOString();
    await db.run(`INSERT INTO application_files (application_id, material_id, name, content_type, size, body, uploaded_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (application_id, material_id) DO UPDATE SET
         name = excluded.name, content_type = excluded.content_type, size = excluded.size, body = excluded.body, uploaded_at = excluded.uploaded_at`, id, materialId, file.name, file.contentType, file.size, file.body, at);
    await db.run(`UPDATE application_materials SET state = 'ready' WHERE application_id = ? AND material_id = ?`, id, materialId);
    await touch(db, id, now);
    return (await findApplication(db, userId, id)) as PortalSchemas['Application'];
  });
}

export async function deleteMaterialFile(db: Db, userId: number, id: number, materialId: string, now: Date): Promise<PortalSchemas['Application']> {
  return await db.transaction(async () => {
    const { material } = await editableMaterial(db, userId, id, materialId);
    if (!material.file) throw new DomainError('not_found', FILE_NOT_FOUND_MESSAGE);
    await db.run('DELETE FROM application_files WHERE application_id = ? AND material_id = ?', id, materialId);
    await db.run(`UPDATE application_materials SET state = 'preparing' WHERE application_id = ? AND material_id = ?`, id, materialId);
    await touch(db, id, now);
    return (await findApplication(db, userId, id)) as PortalSchemas['Application'];
  });
}

export type StoredMaterialFile = PortalSchemas['MaterialFile'] & { body: Buffer };

/** The file of a material of the owner's own application; anyone else's is answered like a missing one. */
/**
 * A material's file, for the applicant, or for the operator deciding on the application once it was submitted (a
 * draft is still the applicant's own business). Anyone else is told the application does not exist.
 */
export async function findMaterialFile(db: Db, viewer: { userId: number; operator: boolean }, id: number, materialId: string): Promise<StoredMaterialFile> {
  const owner = viewer.operator ? "a.status <> 'draft'" : 'a.user_id = @userId';
  const row = (await db.get(`SELECT f.name, f.content_type, f.size, f.body, f.uploaded_at FROM application_files f
       JOIN applications a ON a.id = f.application_id
       WHERE f.application_id = @id AND f.material_id = @materialId AND ${owner}`, { id, materialId, userId: viewer.userId })) as { name: string; content_type: PortalSchemas['MaterialContentType']; size: number; body: Buffer; uploaded_at: string } | undefined;
  if (!row) {
    const visible = viewer.operator
      ? await db.get("SELECT 1 FROM applications WHERE id = ? AND status <> 'draft'", id) !== undefined
      : await findApplication(db, viewer.userId, id) !== undefined;
    if (!visible) throw new DomainError('not_found', NOT_FOUND_MESSAGE);
    throw new DomainError('not_found', FILE_NOT_FOUND_MESSAGE);
  }
  return { name: row.name, contentType: row.content_type, size: row.size, uploadedAt: row.uploaded_at, body: row.body };
}

export async function submitApplication(db: Db, userId: number, id: number, now: Date): Promise<PortalSchemas['Application']> {
  return await db.transaction(async () => {
    const application = await findApplication(db, userId, id);
    if (!application) throw new DomainError('not_found', NOT_FOUND_MESSAGE);
    if (CLOSED_FOR_EDITS.has(application.status)) throw new DomainError('conflict', '申报已提交，请勿重复提交');
    // The file is the evidence: a required material without one blocks submission, whatever its state says.
    const missing = application.materials.filter((material) => material.required && material.file === null);
    if (missing.length > 0) {
      throw new DomainError('invalid', `以下必需材料尚未上传：${missing.map((material) => material.name).join('、')}`, {
        missingMaterials: missing.map(({ materialId, name }) => ({ materialId, name })),
      });
    }
    const at = now.toISOString();
    await db.run(`UPDATE application_materials SET state = 'submitted'
       WHERE application_id = ? AND material_id IN (SELECT material_id FROM application_files WHERE application_id = ?)`, id, id);
    await db.run(`UPDATE applications SET status = 'submitted', submitted_at = ?, updated_at = ? WHERE id = ?`, at, at, id);
    await addEvent(db, id, 'submitted', `已提交申报材料（${application.materials.filter((material) => material.file).length} 份文件），等待主管部门受理`, now);
    await insertMessage(
          db,
          {
            userId,
            type: 'application',
            title: `申报已提交：${application.projectName}`,
            content: `您的“${application.projectName}”申报已提交，主管部门受理后会通过消息中心通知您。`,
            link: { kind: 'application', id },
          },
          now,
        );
    return (await findApplication(db, userId, id)) as PortalSchemas['Application'];
  });
}

export async function listApplications(
  db: Db,
  userId: number,
  query: { pageNum: number; pageSize: number; status?: PortalSchemas['ApplicationStatus']; projectId?: number },
): Promise<Page<PortalSchemas['Application']>> {
  const where = ['a.user_id = @userId'];
  const params: Record<string, string | number> = { userId };
  if (query.status) {
    where.push('a.status = @status');
    params['status'] = query.status;
  }
  if (query.projectId !== undefined) {
    where.push('a.project_id = @projectId');
    params['projectId'] = query.projectId;
  }
  const whereSql = `WHERE ${where.join(' AND ')}`;
  const { total } = (await db.get(`SELECT COUNT(*) AS total FROM applications a ${whereSql}`, params)) as { total: number };
  const rows = (await db.all(`${SELECT} ${whereSql} ORDER BY a.updated_at DESC, a.id DESC LIMIT @limit OFFSET @offset`, { ...params, ...pageWindow(query.pageNum, query.pageSize) })) as ApplicationRow[];
  return { rows: await mapInOrder(rows, async (row) => await load(db, row)), total, pageNum: query.pageNum, pageSize: query.pageSize };
}
