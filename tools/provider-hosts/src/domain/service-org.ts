import type { Db } from '../db/database';
import { HttpError } from '../http/http-error';
import { pageWindow } from '../shared/paging';
import type { Page } from '../shared/paging';
import { CASE_CARD_COLUMNS, PRODUCT_CARD_COLUMNS, toCaseCard, toProductCard } from './service-catalog';
import type { PortalSchemas } from '@smes/contract-types';

type ProductInput = PortalSchemas['ServiceProductInput'];
type CaseInput = PortalSchemas['ServiceCaseInput'];
type OrgProductAnswer = PortalSchemas['OrgProduct'];
type OrgCaseAnswer = PortalSchemas['OrgCase'];

export const ORG_PRODUCT_NOT_FOUND = '产品不存在';
export const ORG_CASE_NOT_FOUND = '案例不存在';
export const COVER_MAX_BYTES = 2 * 1024 * 1024;

type OrgProductRow = Parameters<typeof toProductCard>[0] & {
  status: PortalSchemas['ServiceProductStatus'];
  description: string;
  deliverables: string;
  process: string;
  open_orders: number;
};

const ORG_PRODUCT_SELECT = `SELECT ${PRODUCT_CARD_COLUMNS}, p.status, p.description, p.deliverables, p.process,
  (SELECT COUNT(*) FROM service_orders o WHERE o.product_id = p.id AND o.status IN ('pending', 'accepted', 'in_service', 'delivered')) AS open_orders
  FROM service_products p JOIN institutions i ON i.id = p.institution_id`;

function toOrgProduct(row: OrgProductRow): OrgProductAnswer {
  return {
    product: toProductCard(row),
    status: row.status,
    description: row.description,
    deliverables: JSON.parse(row.deliverables) as string[],
    process: JSON.parse(row.process) as string[],
    openOrders: row.open_orders,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function findOrgProduct(db: Db, institutionId: number, id: number): OrgProductAnswer | undefined {
  const row = db.prepare(`${ORG_PRODUCT_SELECT} WHERE p.id = ? AND p.institution_id = ?`).get(id, institutionId) as OrgProductRow | undefined;
  return row ? toOrgProduct(row) : undefined;
}

function requireOrgProduct(db: Db, institutionId: number, id: number): OrgProductAnswer {
  const product = findOrgProduct(db, institutionId, id);
  if (!product) throw new HttpError(404, ORG_PRODUCT_NOT_FOUND);
  return product;
}

export function listOrgProducts(
  db: Db,
  institutionId: number,
  query: { pageNum: number; pageSize: number; status?: PortalSchemas['ServiceProductStatus'] },
): Page<OrgProductAnswer> {
  const where = query.status ? 'p.institution_id = @institutionId AND p.status = @status' : 'p.institution_id = @institutionId';
  const params = { institutionId, status: query.status ?? null };
  const { total } = db.prepare(`SELECT COUNT(*) AS total FROM service_products p WHERE ${where}`).get(params) as { total: number };
  const { limit, offset } = pageWindow(query.pageNum, query.pageSize);
  const rows = db.prepare(`${ORG_PRODUCT_SELECT} WHERE ${where} ORDER BY p.updated_at DESC, p.id DESC LIMIT @limit OFFSET @offset`).all({ ...params, limit, offset }) as OrgProductRow[];
  return { rows: rows.map(toOrgProduct), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

/** 一口价 and 起价 need a price, 面议 must not have one: the schema allows both shapes, the rule is here. */
export function checkProductInput(input: ProductInput): void {
  if (input.priceMode !== 'negotiable' && (input.price === null || input.price === undefined)) throw new HttpError(400, '一口价或起价的产品须填写价格');
  if (input.priceMode === 'negotiable' && input.price !== null && input.price !== undefined) throw new HttpError(400, '面议的产品不填写价格');
}

function productValues(input: ProductInput) {
  return {
    name: input.name.trim(),
    category: input.category,
    needs: JSON.stringify([...new Set(input.needs.map((need) => need.trim()).filter(Boolean))]),
    summary: input.summary.trim(),
    description: input.description.trim(),
    priceMode: input.priceMode,
    price: input.priceMode === 'negotiable' ? null : (input.price ?? null),
    deliveryDays: input.deliveryDays,
    deliverables: JSON.stringify(input.deliverables.map((item) => item.trim())),
    process: JSON.stringify(input.process.map((item) => item.trim())),
  };
}

export type ProductSeedExtras = { status?: PortalSchemas['ServiceProductStatus']; createdAt?: string };

export function createProduct(db: Db, institutionId: number, input: ProductInput, now: Date, extras: ProductSeedExtras = {}): OrgProductAnswer {
  checkProductInput(input);
  const at = extras.createdAt ?? now.toISOString();
  const result = db
    .prepare(
      `INSERT INTO service_products (institution_id, name, category, needs, summary, description, price_mode, price, delivery_days,
         deliverables, process, status, created_at, updated_at)
       VALUES (@institutionId, @name, @category, @needs, @summary, @description, @priceMode, @price, @deliveryDays, @deliverables, @process,
         @status, @at, @at)`,
    )
    .run({ institutionId, ...productValues(input), status: extras.status ?? 'off_shelf', at });
  return requireOrgProduct(db, institutionId, Number(result.lastInsertRowid));
}

export function updateProduct(db: Db, institutionId: number, id: number, input: ProductInput, now: Date): OrgProductAnswer {
  requireOrgProduct(db, institutionId, id);
  checkProductInput(input);
  db.prepare(
    `UPDATE service_products SET name = @name, category = @category, needs = @needs, summary = @summary, description = @description,
       price_mode = @priceMode, price = @price, delivery_days = @deliveryDays, deliverables = @deliverables, process = @process, updated_at = @at
     WHERE id = @id AND institution_id = @institutionId`,
  ).run({ ...productValues(input), at: now.toISOString(), id, institutionId });
  return requireOrgProduct(db, institutionId, id);
}

export function setProductShelf(db: Db, institutionId: number, id: number, status: PortalSchemas['ServiceProductStatus'], now: Date): OrgProductAnswer {
  requireOrgProduct(db, institutionId, id);
  db.prepare('UPDATE service_products SET status = ?, updated_at = ? WHERE id = ? AND institution_id = ?').run(status, now.toISOString(), id, institutionId);
  return requireOrgProduct(db, institutionId, id);
}

export function deleteProduct(db: Db, institutionId: number, id: number): void {
  db.transaction(() => {
    requireOrgProduct(db, institutionId, id);
    const { orders } = db.prepare('SELECT COUNT(*) AS orders FROM service_orders WHERE product_id = ?').get(id) as { orders: number };
    if (orders > 0) throw new HttpError(409, '该产品已有订单，不能删除，可以下架');
    db.prepare('UPDATE service_cases SET product_id = NULL WHERE product_id = ?').run(id);
    db.prepare('DELETE FROM service_products WHERE id = ?').run(id);
  })();
}

export function saveProductCover(db: Db, institutionId: number, id: number, cover: { contentType: string; body: Buffer }, now: Date): OrgProductAnswer {
  requireOrgProduct(db, institutionId, id);
  db.prepare('UPDATE service_products SET cover_type = ?, cover = ?, updated_at = ? WHERE id = ?').run(cover.contentType, cover.body, now.toISOString(), id);
  return requireOrgProduct(db, institutionId, id);
}

/** A cover is a picture: JPG or PNG by its bytes, whatever the name says. */
export function checkCover(bytes: Buffer): 'image/jpeg' | 'image/png' {
  if (bytes.length === 0) throw new HttpError(400, '图片是空的，请重新选择');
  if (bytes.length > COVER_MAX_BYTES) throw new HttpError(413, '封面图不能超过 2 MB');
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  throw new HttpError(400, '封面图仅支持 JPG 或 PNG 图片');
}

// ---- cases ------------------------------------------------------------------------------------------

type OrgCaseRow = Parameters<typeof toCaseCard>[0] & {
  problem: string;
  approach: string;
  result: string;
  product_id: number | null;
  consented: number;
  consent_by: string | null;
  consent_on: string | null;
  consent_recorded_at: string | null;
  published: number;
  institution_status: string;
  updated_at: string;
};

const ORG_CASE_SELECT = `SELECT ${CASE_CARD_COLUMNS}, c.problem, c.approach, c.result, c.product_id, c.consented, c.consent_by, c.consent_on,
  c.consent_recorded_at, c.published, c.updated_at, i.status AS institution_status
  FROM service_cases c JOIN institutions i ON i.id = c.institution_id`;

function toOrgCase(row: OrgCaseRow): OrgCaseAnswer {
  return {
    case: toCaseCard(row),
    problem: row.problem,
    approach: row.approach,
    result: row.result,
    productId: row.product_id,
    consent: { consented: row.consented === 1, consentBy: row.consent_by, consentOn: row.consent_on, recordedAt: row.consent_recorded_at },
    published: row.published === 1,
    public: row.published === 1 && row.consented === 1 && row.institution_status === 'approved',
    updatedAt: row.updated_at,
  };
}

export function findOrgCase(db: Db, institutionId: number, id: number): OrgCaseAnswer | undefined {
  const row = db.prepare(`${ORG_CASE_SELECT} WHERE c.id = ? AND c.institution_id = ?`).get(id, institutionId) as OrgCaseRow | undefined;
  return row ? toOrgCase(row) : undefined;
}

function requireOrgCase(db: Db, institutionId: number, id: number): OrgCaseAnswer {
  const found = findOrgCase(db, institutionId, id);
  if (!found) throw new HttpError(404, ORG_CASE_NOT_FOUND);
  return found;
}

export function listOrgCases(db: Db, institutionId: number, query: { pageNum: number; pageSize: number }): Page<OrgCaseAnswer> {
  const { total } = db.prepare('SELECT COUNT(*) AS total FROM service_cases WHERE institution_id = ?').get(institutionId) as { total: number };
  const { limit, offset } = pageWindow(query.pageNum, query.pageSize);
  const rows = db.prepare(`${ORG_CASE_SELECT} WHERE c.institution_id = ? ORDER BY c.updated_at DESC, c.id DESC LIMIT ? OFFSET ?`).all(institutionId, limit, offset) as OrgCaseRow[];
  return { rows: rows.map(toOrgCase), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

/** Consent is a record (who agreed, on which day), not a checkbox: publishing needs one. */
function checkCaseInput(db: Db, institutionId: number, input: CaseInput): void {
  if (input.consented && (!input.consentBy?.trim() || !input.consentOn)) throw new HttpError(400, '请填写客户方同意人和同意日期');
  if (input.published && !input.consented) throw new HttpError(400, '客户同意公开后才能发布案例');
  if (input.productId !== null) {
    const own = db.prepare('SELECT 1 FROM service_products WHERE id = ? AND institution_id = ?').get(input.productId, institutionId);
    if (!own) throw new HttpError(400, '关联的产品不是本机构的产品');
  }
}

function caseValues(input: CaseInput) {
  return {
    title: input.title.trim(),
    category: input.category,
    clientIndustry: input.clientIndustry.trim(),
    summary: input.summary.trim(),
    problem: input.problem.trim(),
    approach: input.approach.trim(),
    result: input.result.trim(),
    completedOn: input.completedOn,
    productId: input.productId,
    consented: input.consented ? 1 : 0,
    consentBy: input.consented ? (input.consentBy?.trim() ?? null) : null,
    consentOn: input.consented ? (input.consentOn ?? null) : null,
    published: input.published ? 1 : 0,
  };
}

export function createCase(db: Db, institutionId: number, input: CaseInput, now: Date): OrgCaseAnswer {
  checkCaseInput(db, institutionId, input);
  const at = now.toISOString();
  const values = caseValues(input);
  const result = db
    .prepare(
      `INSERT INTO service_cases (institution_id, product_id, title, category, client_industry, summary, problem, approach, result, completed_on,
         consented, consent_by, consent_on, consent_recorded_at, published, updated_at)
       VALUES (@institutionId, @productId, @title, @category, @clientIndustry, @summary, @problem, @approach, @result, @completedOn,
         @consented, @consentBy, @consentOn, @recordedAt, @published, @at)`,
    )
    .run({ institutionId, ...values, recordedAt: values.consented ? at : null, at });
  return requireOrgCase(db, institutionId, Number(result.lastInsertRowid));
}

export function updateCase(db: Db, institutionId: number, id: number, input: CaseInput, now: Date): OrgCaseAnswer {
  const before = requireOrgCase(db, institutionId, id);
  checkCaseInput(db, institutionId, input);
  const at = now.toISOString();
  const values = caseValues(input);
  // The consent keeps the moment it was first recorded, unless who agreed or when changes.
  const sameConsent =
    before.consent.consented && values.consented === 1 && before.consent.consentBy === values.consentBy && before.consent.consentOn === values.consentOn;
  const recordedAt = values.consented ? (sameConsent ? before.consent.recordedAt : at) : null;
  db.prepare(
    `UPDATE service_cases SET product_id = @productId, title = @title, category = @category, client_industry = @clientIndustry, summary = @summary,
       problem = @problem, approach = @approach, result = @result, completed_on = @completedOn, consented = @consented, consent_by = @consentBy,
       consent_on = @consentOn, consent_recorded_at = @recordedAt, published = @published, updated_at = @at
     WHERE id = @id AND institution_id = @institutionId`,
  ).run({ ...values, recordedAt, at, id, institutionId });
  return requireOrgCase(db, institutionId, id);
}

export function deleteCase(db: Db, institutionId: number, id: number): void {
  requireOrgCase(db, institutionId, id);
  db.prepare('DELETE FROM service_cases WHERE id = ? AND institution_id = ?').run(id, institutionId);
}

export function countProducts(db: Db, institutionId: number): { onShelf: number; total: number; casesPublic: number } {
  return db
    .prepare(
      `SELECT (SELECT COUNT(*) FROM service_products WHERE institution_id = @id AND status = 'on_shelf') AS onShelf,
              (SELECT COUNT(*) FROM service_products WHERE institution_id = @id) AS total,
              (SELECT COUNT(*) FROM service_cases WHERE institution_id = @id AND published = 1 AND consented = 1) AS casesPublic`,
    )
    .get({ id: institutionId }) as { onShelf: number; total: number; casesPublic: number };
}
