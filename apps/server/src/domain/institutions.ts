import type { Db } from '../db/database';
import type { PortalSchemas } from '@smes/contract-types';

export type InstitutionStatus = Exclude<PortalSchemas['MyInstitution']['status'], 'none'>;

export type InstitutionRecord = PortalSchemas['Institution'] & { status: InstitutionStatus; rejectReason: string | null; userId: number | null };

type InstitutionRow = {
  id: number;
  user_id: number | null;
  name: string;
  credit_code: string;
  service_categories: string;
  region_name: string;
  contact_name: string;
  contact_phone: string;
  status: InstitutionStatus;
  reject_reason: string | null;
  submitted_at: string;
  reviewed_at: string | null;
};

function toRecord(row: InstitutionRow): InstitutionRecord {
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    creditCode: row.credit_code,
    serviceCategories: JSON.parse(row.service_categories) as string[],
    regionName: row.region_name,
    contactName: row.contact_name,
    contactPhone: row.contact_phone,
    status: row.status,
    rejectReason: row.reject_reason,
    submittedAt: row.submitted_at,
    reviewedAt: row.reviewed_at,
  };
}

export function toInstitution({ status: _status, rejectReason: _reason, userId: _userId, ...institution }: InstitutionRecord): PortalSchemas['Institution'] {
  return institution;
}

export async function findInstitutionByUser(db: Db, userId: number): Promise<InstitutionRecord | undefined> {
  const row = (await db.get('SELECT * FROM institutions WHERE user_id = ?', userId)) as InstitutionRow | undefined;
  return row ? toRecord(row) : undefined;
}

export async function listInstitutions(db: Db): Promise<InstitutionRecord[]> {
  return ((await db.all('SELECT * FROM institutions ORDER BY id')) as InstitutionRow[]).map(toRecord);
}

export async function countInstitutions(db: Db, status: InstitutionStatus): Promise<number> {
  const { total } = (await db.get('SELECT COUNT(*) AS total FROM institutions WHERE status = ?', status)) as {
    total: number;
  };
  return total;
}

export type NewInstitution = Omit<InstitutionRecord, 'id'>;

export async function insertInstitution(db: Db, input: NewInstitution): Promise<number> {
  const result = await db.run(`INSERT INTO institutions (user_id, name, credit_code, service_categories, region_name, contact_name,
         contact_phone, status, reject_reason, submitted_at, reviewed_at)
       VALUES (@userId, @name, @creditCode, @serviceCategories, @regionName, @contactName, @contactPhone, @status,
         @rejectReason, @submittedAt, @reviewedAt) RETURNING id`, { ...input, serviceCategories: JSON.stringify(input.serviceCategories) });
  return Number(result.lastInsertRowid);
}

export type InstitutionProfileInput = {
  regionCode: string | null;
  serviceCategories: string[];
  intro: string;
  description: string;
  address: string;
  foundedYear: number;
  staffSize: string;
  qualifications: PortalSchemas['Qualification'][];
};

/** The public profile the marketplace shows; the certification data stays as submitted. */
export async function setInstitutionProfile(db: Db, id: number, profile: InstitutionProfileInput): Promise<void> {
  await db.run(`UPDATE institutions SET region_code = @regionCode, service_categories = @serviceCategories, intro = @intro, description = @description,
       address = @address, founded_year = @foundedYear, staff_size = @staffSize, qualifications = @qualifications WHERE id = @id`, { ...profile, id, serviceCategories: JSON.stringify(profile.serviceCategories), qualifications: JSON.stringify(profile.qualifications) });
}
