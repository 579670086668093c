import type { Db } from '../db/database';
import { displayName, nameKey } from '../db/name-keys';
import { CREDIT_CODE_TAKEN_MESSAGE, creditCodeHeldByOther } from './credit-codes';
import { DomainError, FieldValidationError } from '../shared/domain-error';
import { pageWindow } from '../shared/paging';
import type { Page } from '../shared/paging';
import { insertMessage } from './messages';
import { findRegion, regionLineage } from './regions';
import type { PortalSchemas } from '@smes/contract-types';
import { checkCreditCode, chinaDateOf } from '@smes/eligibility';
import { mapInOrder } from '../shared/in-order';

const chinaYear = (now: Date) => Number(chinaDateOf(now).slice(0, 4));

type CertificationAnswer = PortalSchemas['CertificationApplication'];
type Status = PortalSchemas['CertificationStatus'];
type Category = PortalSchemas['ServiceCategory'];
type Draft = PortalSchemas['CertificationDraft'];
type FileSlot = PortalSchemas['CertificationFile']['slot'];

export const CERTIFICATION_NOT_FOUND = '认证申请不存在';
/** What an applicant may still change: a draft, or an application sent back with a reason. */
const EDITABLE: readonly Status[] = ['draft', 'rejected'];

type CertificationRow = {
  id: number;
  user_id: number;
  applicant_name: string;
  status: Status;
  name: string;
  credit_code: string;
  legal_person: string;
  region_code: string | null;
  address: string;
  service_categories: string;
  description: string;
  intro: string;
  founded_year: number | null;
  staff_size: string;
  contact_name: string;
  contact_phone: string;
  contact_email: string;
  commitment: number;
  reject_reason: string | null;
  institution_id: number | null;
  created_at: string;
  updated_at: string;
  submitted_at: string | null;
  reviewed_at: string | null;
};

type FileRow = { id: number; slot: FileSlot; category: string; name: string; size: number; content_type: PortalSchemas['MaterialContentType']; uploaded_at: string; public: number };

const SELECT = 'SELECT c.*, u.nick_name AS applicant_name FROM certifications c JOIN users u ON u.id = c.user_id';

async function regionName(db: Db, code: string | null): Promise<string | null> {
  if (!code) return null;
  const lineage = await regionLineage(db, code);
  return lineage.length === 0 ? null : lineage.filter((region) => region.level !== 'province').reverse().map((region) => region.name).join('') || (lineage[0]?.name ?? null);
}

/** What a submission still lacks, in the words the form uses. */
function missingItems(row: CertificationRow, files: FileRow[]): string[] {
  const missing: string[] = [];
  const text: [keyof CertificationRow, string][] = [
    ['name', '机构名称'],
    ['credit_code', '统一社会信用代码'],
    ['legal_person', '法定代表人'],
    ['address', '办公地址'],
    ['description', '机构简介'],
    ['intro', '一句话简介'],
    ['staff_size', '人员规模'],
    ['contact_name', '联系人'],
    ['contact_phone', '联系电话'],
  ];
  for (const [column, label] of text) if (String(row[column] ?? '').trim() === '') missing.push(label);
  if (!row.region_code) missing.push('所在地区');
  if (row.founded_year === null) missing.push('成立年份');
  const categories = JSON.parse(row.service_categories) as Category[];
  if (categories.length === 0) missing.push('服务类别');
  if (!files.some((file) => file.slot === 'license')) missing.push('营业执照');
  for (const category of categories) {
    if (!files.some((file) => file.slot === 'certificate' && file.category === category)) missing.push(`${category}资质证书`);
  }
  if (row.commitment !== 1) missing.push('真实性承诺');
  return missing;
}

async function toApplication(db: Db, row: CertificationRow): Promise<CertificationAnswer> {
  const files = (await db.all('SELECT id, slot, category, name, size, content_type, uploaded_at, public FROM certification_files WHERE certification_id = ? ORDER BY slot DESC, category, id', row.id)) as FileRow[];
  const history = (await db.all('SELECT status, at, note FROM certification_events WHERE certification_id = ? ORDER BY id', row.id)) as PortalSchemas['CertificationEvent'][];
  return {
    id: row.id,
    status: row.status,
    applicantName: row.applicant_name,
    name: row.name,
    creditCode: row.credit_code,
    legalPerson: row.legal_person,
    regionCode: row.region_code,
    regionName: await regionName(db, row.region_code),
    address: row.address,
    serviceCategories: JSON.parse(row.service_categories) as Category[],
    description: row.description,
    intro: row.intro,
    foundedYear: row.founded_year,
    staffSize: row.staff_size === '' ? null : (row.staff_size as PortalSchemas['StaffSize']),
    contactName: row.contact_name,
    contactPhone: row.contact_phone,
    contactEmail: row.contact_email,
    commitment: row.commitment === 1,
    files: files.map((file) => ({
      id: file.id,
      slot: file.slot,
      category: file.slot === 'certificate' ? (file.category as Category) : null,
      name: file.name,
      size: file.size,
      contentType: file.content_type,
      uploadedAt: file.uploaded_at,
      public: file.public === 1,
    })),
    missing: missingItems(row, files),
    rejectReason: row.reject_reason,
    institutionId: row.institution_id,
    history,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    submittedAt: row.submitted_at,
    reviewedAt: row.reviewed_at,
  };
}

async function rowOfUser(db: Db, userId: number): Promise<CertificationRow | undefined> {
  return (await db.get(`${SELECT} WHERE c.user_id = ?`, userId)) as CertificationRow | undefined;
}

async function rowById(db: Db, id: number): Promise<CertificationRow | undefined> {
  return (await db.get(`${SELECT} WHERE c.id = ?`, id)) as CertificationRow | undefined;
}

export async function findMyCertification(db: Db, userId: number): Promise<CertificationAnswer | null> {
  const row = await rowOfUser(db, userId);
  return row ? await toApplication(db, row) : null;
}

async function conflict(db: Db, row: CertificationRow, message: string): Promise<DomainError> {
  return new DomainError('conflict', message, await toApplication(db, row));
}

async function editableRow(db: Db, userId: number, now: Date): Promise<CertificationRow> {
  let row = await rowOfUser(db, userId);
  if (!row) {
    const at = now.toISOString();
    await db.run("INSERT INTO certifications (user_id, status, created_at, updated_at) VALUES (?, 'draft', ?, ?)", userId, at, at);
    row = await rowOfUser(db, userId);
    if (!row) throw new Error('certification vanished inside its transaction');
  }
  if (!EDITABLE.includes(row.status)) {
    throw await conflict(db, row, row.status === 'pending' ? '申请正在审核中，不能修改' : '机构已通过认证，不能修改申请');
  }
  return row;
}

const DRAFT_COLUMNS: Record<keyof Draft, string> = {
  name: 'name',
  creditCode: 'credit_code',
  legalPerson: 'legal_person',
  regionCode: 'region_code',
  address: 'address',
  serviceCategories: 'service_categories',
  description: 'description',
  intro: 'intro',
  foundedYear: 'founded_year',
  staffSize: 'staff_size',
  contactName: 'contact_name',
  contactPhone: 'contact_phone',
  contactEmail: 'contact_email',
  commitment: 'commitment',
};

/** Saves what the form holds; only formats are checked here, completeness and the check digit on submission. */
export async function saveCertificationDraft(db: Db, userId: number, draft: Draft, now: Date): Promise<CertificationAnswer> {
  return await db.transaction(async () => {
    const row = await editableRow(db, userId, now);
    if (draft.regionCode && !await findRegion(db, draft.regionCode)) throw new DomainError('invalid', `参数 regionCode 不合法：未知的行政区划代码 ${draft.regionCode}`);
    const sets: string[] = [];
    const values: Record<string, string | number | null> = { id: row.id, at: now.toISOString() };
    for (const [key, column] of Object.entries(DRAFT_COLUMNS) as [keyof Draft, string][]) {
      const value = draft[key];
      if (value === undefined) continue;
      sets.push(`${column} = @${key}`);
      values[key] = value === null && key === 'staffSize' ? '' : Array.isArray(value) ? JSON.stringify(value) : typeof value === 'boolean' ? (value ? 1 : 0) : typeof value === 'string' ? value.trim() : value;
      // The institution's name is compared with others' and shown in the catalogue: kept as shown (db/name-keys.ts).
      if (key === 'name' && typeof value === 'string') values[key] = displayName(value);
    }
    await db.run(`UPDATE certifications SET ${[...sets, 'updated_at = @at'].join(', ')} WHERE id = @id`, values);
    return await toApplication(db, (await rowById(db, row.id)) as CertificationRow);
  });
}

export type CertificationUpload = { slot: FileSlot; category: Category | null; name: string; contentType: PortalSchemas['MaterialContentType']; size: number; body: Buffer };

/** A licence or certificate is a scan or a PDF, never an office document. */
export const CERTIFICATION_FILE_TYPES: readonly PortalSchemas['MaterialContentType'][] = ['application/pdf', 'image/jpeg', 'image/png'];

export async function saveCertificationFile(db: Db, userId: number, upload: CertificationUpload, now: Date): Promise<CertificationAnswer> {
  return await db.transaction(async () => {
    const row = await editableRow(db, userId, now);
    const at = now.toISOString();
    await db.run(`INSERT INTO certification_files (certification_id, slot, category, name, content_type, size, body, uploaded_at)
       VALUES (@id, @slot, @category, @name, @contentType, @size, @body, @at)
       ON CONFLICT (certification_id, slot, category) DO UPDATE SET name = excluded.name, content_type = excluded.content_type,
         size = excluded.size, body = excluded.body, uploaded_at = excluded.uploaded_at`, { id: row.id, slot: upload.slot, category: upload.category ?? '', name: upload.name, contentType: upload.contentType, size: upload.size, body: upload.body, at });
    await db.run('UPDATE certifications SET updated_at = ? WHERE id = ?', at, row.id);
    return await toApplication(db, (await rowById(db, row.id)) as CertificationRow);
  });
}

export async function deleteCertificationFile(db: Db, userId: number, fileId: number, now: Date): Promise<CertificationAnswer> {
  return await db.transaction(async () => {
    const row = await rowOfUser(db, userId);
    const file = row ? await db.get('SELECT id FROM certification_files WHERE id = ? AND certification_id = ?', fileId, row.id) : undefined;
    if (!row || !file) throw new DomainError('not_found', '文件不存在');
    await editableRow(db, userId, now);
    await db.run('DELETE FROM certification_files WHERE id = ?', fileId);
    await db.run('UPDATE certifications SET updated_at = ? WHERE id = ?', now.toISOString(), row.id);
    return await toApplication(db, (await rowById(db, row.id)) as CertificationRow);
  });
}

/** Owner or operator; everyone else is told it does not exist. */
export async function findCertificationFile(
  db: Db,
  viewer: { userId: number; admin: boolean },
  id: number,
  fileId: number,
): Promise<{ name: string; contentType: PortalSchemas['MaterialContentType']; body: Buffer }> {
  const row = await rowById(db, id);
  const allowed = row && (viewer.admin ? row.status !== 'draft' : row.user_id === viewer.userId);
  const file = allowed
    ? ((await db.get('SELECT name, content_type AS "contentType", body FROM certification_files WHERE id = ? AND certification_id = ?', fileId, id)) as
        | { name: string; contentType: PortalSchemas['MaterialContentType']; body: Buffer }
        | undefined)
    : undefined;
  if (!file) throw new DomainError('not_found', '文件不存在');
  return file;
}

async function addEvent(db: Db, id: number, status: Status, note: string | null, at: string) {
  await db.run('INSERT INTO certification_events (certification_id, status, note, at) VALUES (?, ?, ?, ?)', id, status, note, at);
}

type InstitutionIdRow = { id: number };

/**
 * Submission checks everything the draft skipped. The institution row (what `myInstitution` and the catalogue
 * read) is written now as 待审核, so the applicant's status is one fact in one place.
 */
export async function submitCertification(db: Db, userId: number, now: Date): Promise<CertificationAnswer> {
  return await db.transaction(async () => {
    const row = await editableRow(db, userId, now);
    const application = await toApplication(db, row);
    const fieldErrors: Record<string, string> = {};
    const code = row.credit_code.trim().toUpperCase();
    const check = checkCreditCode(code);
    if (code !== '' && check === 'format') fieldErrors.creditCode = '统一社会信用代码应为 18 位数字或大写字母';
    if (code !== '' && check === 'checkDigit') fieldErrors.creditCode = '统一社会信用代码校验位不正确';
    if (row.contact_phone && !/^(1\d{10}|0\d{2,3}-?\d{7,8})$/.test(row.contact_phone)) fieldErrors.contactPhone = '联系电话应为手机号或座机号';
    if (row.contact_email && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(row.contact_email)) fieldErrors.contactEmail = '邮箱格式不正确';
    if (row.founded_year !== null && row.founded_year > chinaYear(now)) fieldErrors.foundedYear = '成立年份不能晚于今年';
    const own = row.institution_id ?? ((await db.get('SELECT id FROM institutions WHERE user_id = ?', userId)) as InstitutionIdRow | undefined)?.id ?? null;
    const clash = async (column: string, value: string) =>
      (await db.get(`SELECT id FROM institutions WHERE ${column} = ? AND id IS DISTINCT FROM ?`, value, own)) as InstitutionIdRow | undefined;
    const name = displayName(row.name);
    if (name && await clash('name_key', nameKey(name))) fieldErrors.name = '已有同名机构入驻';
    if (code && !fieldErrors.creditCode && await clash('credit_code', code)) fieldErrors.creditCode = '该统一社会信用代码已被其他机构使用';
    if (code && !fieldErrors.creditCode && await creditCodeHeldByOther(db, code, userId)) fieldErrors.creditCode = CREDIT_CODE_TAKEN_MESSAGE;
    if (application.missing.length > 0) fieldErrors.missing = `请补全：${application.missing.join('、')}`;
    if (Object.keys(fieldErrors).length > 0) throw new FieldValidationError(fieldErrors);

    const at = now.toISOString();
    const values = {
      userId,
      name,
      nameKey: nameKey(name),
      creditCode: code,
      categories: row.service_categories,
      regionName: (await regionName(db, row.region_code)) ?? '',
      regionCode: row.region_code,
      contactName: row.contact_name,
      contactPhone: row.contact_phone,
      description: row.description,
      // What the public page shows is what the applicant wrote for it, whole: no cut of the long description.
      intro: row.intro,
      foundedYear: row.founded_year,
      staffSize: row.staff_size,
      address: row.address,
      at,
    };
    let institutionId = own;
    if (institutionId === null) {
      const result = await db.run(`INSERT INTO institutions (user_id, name, name_key, credit_code, service_categories, region_name, region_code, contact_name, contact_phone,
             status, reject_reason, submitted_at, reviewed_at, intro, description, address, founded_year, staff_size, qualifications)
           VALUES (@userId, @name, @nameKey, @creditCode, @categories, @regionName, @regionCode, @contactName, @contactPhone, 'pending', NULL, @at, NULL,
             @intro, @description, @address, @foundedYear, @staffSize, '[]') RETURNING id`, values);
      institutionId = Number(result.lastInsertRowid);
    } else {
      await db.run(`UPDATE institutions SET name = @name, name_key = @nameKey, credit_code = @creditCode, service_categories = @categories, region_name = @regionName,
           region_code = @regionCode, contact_name = @contactName, contact_phone = @contactPhone, status = 'pending', reject_reason = NULL,
           submitted_at = @at, reviewed_at = NULL, intro = @intro, description = @description, address = @address,
           founded_year = @foundedYear, staff_size = @staffSize, qualifications = '[]'
         WHERE id = @id`, { ...values, id: institutionId });
    }
    await db.run("UPDATE certifications SET status = 'pending', credit_code = ?, institution_id = ?, submitted_at = ?, updated_at = ?, reviewed_at = NULL WHERE id = ?", code, institutionId, at, at, row.id);
    await addEvent(db, row.id, 'pending', row.status === 'rejected' ? '修改后重新提交' : '提交审核', at);
    return await toApplication(db, (await rowById(db, row.id)) as CertificationRow);
  });
}

export type CertificationQueueQuery = { pageNum: number; pageSize: number; status: Exclude<Status, 'draft'> };

export async function listCertifications(db: Db, query: CertificationQueueQuery): Promise<Page<PortalSchemas['CertificationSummary']>> {
  const { total } = (await db.get('SELECT COUNT(*) AS total FROM certifications WHERE status = ?', query.status)) as { total: number };
  const { limit, offset } = pageWindow(query.pageNum, query.pageSize);
  const order = query.status === 'pending' ? 'c.submitted_at ASC, c.id' : 'c.reviewed_at DESC, c.id DESC';
  const rows = (await db.all(`${SELECT} WHERE c.status = ? ORDER BY ${order} LIMIT ? OFFSET ?`, query.status, limit, offset)) as CertificationRow[];
  return {
    rows: await mapInOrder(rows, async (row) => ({
          id: row.id,
          status: row.status,
          name: row.name,
          applicantName: row.applicant_name,
          serviceCategories: JSON.parse(row.service_categories) as Category[],
          regionName: await regionName(db, row.region_code),
          submittedAt: row.submitted_at,
          reviewedAt: row.reviewed_at,
        })),
    total,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

/** The operator sees submitted applications; a draft is still the applicant's own business. */
export async function findCertificationForReview(db: Db, id: number): Promise<CertificationAnswer | undefined> {
  const row = await rowById(db, id);
  return row && row.status !== 'draft' ? await toApplication(db, row) : undefined;
}

export const PUBLIC_FILE_INVALID = '只能公开本申请上传的资质证书（营业执照不公开）';

export async function reviewCertification(
  db: Db,
  id: number,
  decision: { approve: true; publicFileIds: readonly number[] } | { approve: false; reason: string },
  now: Date,
): Promise<CertificationAnswer> {
  return await db.transaction(async () => {
    const row = await rowById(db, id);
    if (!row || row.status === 'draft') throw new DomainError('not_found', CERTIFICATION_NOT_FOUND);
    if (row.status !== 'pending') throw await conflict(db, row, `该申请已${row.status === 'approved' ? '通过' : '驳回'}，请刷新`);
    const at = now.toISOString();
    const status: Status = decision.approve ? 'approved' : 'rejected';
    const reason = decision.approve ? null : decision.reason.trim();
    // The operator decides which certificates the public page shows; only this application's certificates qualify.
    const publicIds = decision.approve ? decision.publicFileIds : [];
    for (const fileId of publicIds) {
      if (!await db.get("SELECT 1 FROM certification_files WHERE id = ? AND certification_id = ? AND slot = 'certificate'", fileId, id)) {
        throw new DomainError('invalid', PUBLIC_FILE_INVALID);
      }
    }
    await db.run('UPDATE certification_files SET public = 0 WHERE certification_id = ?', id);
    for (const fileId of publicIds) await db.run('UPDATE certification_files SET public = 1 WHERE id = ?', fileId);
    await db.run('UPDATE certifications SET status = ?, reject_reason = ?, reviewed_at = ?, updated_at = ? WHERE id = ?', status, reason, at, at, id);
    await db.run('UPDATE institutions SET status = ?, reject_reason = ?, reviewed_at = ? WHERE id = ?', status, reason, at, row.institution_id);
    await addEvent(db, id, status, reason ?? '审核通过', at);
    await insertMessage(
          db,
          {
            userId: row.user_id,
            type: 'service',
            title: decision.approve ? '机构入驻认证已通过' : '机构入驻认证被驳回',
            content: decision.approve
              ? `${row.name} 已通过入驻认证，机构和上架的产品已在门户展示。`
              : `${row.name} 的入驻认证被驳回：${reason}。修改后可以重新提交。`,
            link: { kind: 'certification', id },
          },
          now,
        );
    return await toApplication(db, (await rowById(db, id)) as CertificationRow);
  });
}

/** Seeds an application whole (already reviewed ones included), with its history, through the same tables. */
export async function insertCertificationRecord(
  db: Db,
  record: {
    userId: number;
    status: Exclude<Status, 'draft'>;
    draft: Required<Draft>;
    institutionId: number;
    submittedAt: string;
    reviewedAt: string | null;
    files: Omit<CertificationUpload, 'size'>[];
  },
): Promise<number> {
  const d = record.draft;
  const result = await db.run(`INSERT INTO certifications (user_id, status, name, credit_code, legal_person, region_code, address, service_categories, description,
         contact_name, contact_phone, contact_email, commitment, institution_id, created_at, updated_at, submitted_at, reviewed_at,
         intro, founded_year, staff_size)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`, record.userId, record.status, d.name, d.creditCode, d.legalPerson, d.regionCode, d.address, JSON.stringify(d.serviceCategories), d.description, d.contactName, d.contactPhone, d.contactEmail, record.institutionId, record.submittedAt, record.reviewedAt ?? record.submittedAt, record.submittedAt, record.reviewedAt, d.intro, d.foundedYear, d.staffSize ?? '');
  const id = Number(result.lastInsertRowid);
  for (const file of record.files) {
    await db.run('INSERT INTO certification_files (certification_id, slot, category, name, content_type, size, body, uploaded_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id', id, file.slot, file.category ?? '', file.name, file.contentType, file.body.length, file.body, record.submittedAt);
  }
  await addEvent(db, id, 'pending', '提交审核', record.submittedAt);
  if (record.reviewedAt) await addEvent(db, id, record.status, record.status === 'approved' ? '审核通过' : null, record.reviewedAt);
  return id;
}
