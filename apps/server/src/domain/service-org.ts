import type { Db } from '../db/database';
import { DomainError } from '../shared/domain-error';
import { pageWindow } from '../shared/paging';
import type { Page } from '../shared/paging';
import { deleteReviews, latestReviewRow, openRevision, submitForReview, toReviewStatus } from './listing-revisions';
import { CASE_CARD_COLUMNS, PRODUCT_CARD_COLUMNS, toCaseCard, toProductCard } from './service-catalog';
import type { PortalSchemas } from '@smes/contract-types';
import { chinaToday } from '@smes/eligibility';
import { mapInOrder } from '../shared/in-order';

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
  listed: number;
  institution_status: string;
};

const ORG_PRODUCT_SELECT = `SELECT ${PRODUCT_CARD_COLUMNS}, p.status, p.description, p.deliverables, p.process, p.listed, i.status AS institution_status,
  (SELECT COUNT(*) FROM service_orders o WHERE o.product_id = p.id AND o.status IN ('pending', 'quoted', 'accepted', 'in_service', 'delivered')) AS open_orders
  FROM service_products p JOIN institutions i ON i.id = p.institution_id`;

/**
 * The institution's own view of a product: the content it last submitted (a revision waiting for 上架审核 or sent
 * back overlays the public version), with the review's state and whether the portal shows the product now.
 */
async function toOrgProduct(db: Db, row: OrgProductRow): Promise<OrgProductAnswer> {
  const revision = await openRevision(db, 'product', row.id);
  const card = toProductCard(row);
  return {
    product: revision
      ? { ...card, name: revision.name, category: revision.category, needs: revision.needs, summary: revision.summary, priceMode: revision.priceMode, price: revision.price ?? null, deliveryDays: revision.deliveryDays }
      : card,
    status: row.status,
    description: revision?.description ?? row.description,
    deliverables: revision?.deliverables ?? (JSON.parse(row.deliverables) as string[]),
    process: revision?.process ?? (JSON.parse(row.process) as string[]),
    openOrders: row.open_orders,
    review: toReviewStatus(await latestReviewRow(db, 'product', row.id)),
    listed: row.listed === 1,
    public: row.listed === 1 && row.status === 'on_shelf' && row.institution_status === 'approved',
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function findOrgProduct(db: Db, institutionId: number, id: number): Promise<OrgProductAnswer | undefined> {
  const row = (await db.get(`${ORG_PRODUCT_SELECT} WHERE p.id = ? AND p.institution_id = ?`, id, institutionId)) as OrgProductRow | undefined;
  return row ? await toOrgProduct(db, row) : undefined;
}

async function requireOrgProduct(db: Db, institutionId: number, id: number): Promise<OrgProductAnswer> {
  const product = await findOrgProduct(db, institutionId, id);
  if (!product) throw new DomainError('not_found', ORG_PRODUCT_NOT_FOUND);
  return product;
}

export async function listOrgProducts(
  db: Db,
  institutionId: number,
  query: { pageNum: number; pageSize: number; status?: PortalSchemas['ServiceProductStatus'] },
): Promise<Page<OrgProductAnswer>> {
  const where = query.status ? 'p.institution_id = @institutionId AND p.status = @status' : 'p.institution_id = @institutionId';
  const params = { institutionId, status: query.status ?? null };
  const { total } = (await db.get(`SELECT COUNT(*) AS total FROM service_products p WHERE ${where}`, params)) as { total: number };
  const { limit, offset } = pageWindow(query.pageNum, query.pageSize);
  const rows = (await db.all(`${ORG_PRODUCT_SELECT} WHERE ${where} ORDER BY p.updated_at DESC, p.id DESC LIMIT @limit OFFSET @offset`, { ...params, limit, offset })) as OrgProductRow[];
  return { rows: await mapInOrder(rows, async (row) => await toOrgProduct(db, row)), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

/** 一口价 and 起价 need a price, 面议 must not have one: the schema allows both shapes, the rule is here. */
export function checkProductInput(input: ProductInput): void {
  if (input.priceMode !== 'negotiable' && (input.price === null || input.price === undefined)) throw new DomainError('invalid', '一口价或起价的产品须填写价格');
  if (input.priceMode === 'negotiable' && input.price !== null && input.price !== undefined) throw new DomainError('invalid', '面议的产品不填写价格');
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

/** The institution as far as its listings need it: its name for the operator and its certified service categories. */
type Seller = { name: string; categories: PortalSchemas['ServiceCategory'][] };

async function sellerOf(db: Db, institutionId: number): Promise<Seller> {
  const row = (await db.get('SELECT name, service_categories FROM institutions WHERE id = ?', institutionId)) as { name: string; service_categories: string } | undefined;
  if (!row) throw new DomainError('not_found', ORG_PRODUCT_NOT_FOUND);
  return { name: row.name, categories: JSON.parse(row.service_categories) as Seller['categories'] };
}

/** An institution sells and shows cases only in the categories its certification approved. */
function checkScope(seller: Seller, category: PortalSchemas['ServiceCategory']): void {
  if (!seller.categories.includes(category)) {
    throw new DomainError('invalid', `“${category}”不在本机构认证的服务范围内（${seller.categories.join('、')}），不能发布该类别的产品或案例`);
  }
}

/** Seed-only: products the demo data starts with are listed already, as if reviewed long ago. */
export type ProductSeedExtras = { status?: PortalSchemas['ServiceProductStatus']; createdAt?: string; listed?: boolean };

/**
 * 发布产品: saved off the shelf and sent to 上架审核; the operator's approval lists it and puts it on the shelf.
 * The seed writes already-listed products directly (extras.listed).
 */
export async function createProduct(db: Db, institutionId: number, input: ProductInput, now: Date, extras: ProductSeedExtras = {}): Promise<OrgProductAnswer> {
  checkProductInput(input);
  const seller = await sellerOf(db, institutionId);
  checkScope(seller, input.category);
  const at = extras.createdAt ?? now.toISOString();
  const listed = extras.listed === true;
  const result = await db.run(`INSERT INTO service_products (institution_id, name, category, needs, summary, description, price_mode, price, delivery_days,
         deliverables, process, status, listed, created_at, updated_at)
       VALUES (@institutionId, @name, @category, @needs, @summary, @description, @priceMode, @price, @deliveryDays, @deliverables, @process,
         @status, @listed, @at, @at) RETURNING id`, { institutionId, ...productValues(input), status: listed ? (extras.status ?? 'off_shelf') : 'off_shelf', listed: listed ? 1 : 0, at });
  const id = Number(result.lastInsertRowid);
  if (!listed) await submitForReview(db, { kind: 'product', itemId: id, institutionId, institutionName: seller.name, title: input.name.trim(), revision: input, change: false }, now);
  return await requireOrgProduct(db, institutionId, id);
}

/**
 * 编辑产品: a product the portal has never shown is rewritten in place; a listed one keeps its public version until
 * the operator approves the change. Either way the change waits in 上架审核.
 */
export async function updateProduct(db: Db, institutionId: number, id: number, input: ProductInput, now: Date): Promise<OrgProductAnswer> {
  return await db.transaction(async () => {
    const before = await requireOrgProduct(db, institutionId, id);
    checkProductInput(input);
    const seller = await sellerOf(db, institutionId);
    checkScope(seller, input.category);
    const at = now.toISOString();
    if (before.listed) await db.run('UPDATE service_products SET updated_at = ? WHERE id = ?', at, id);
    else await writeProductContent(db, id, input, at);
    await submitForReview(db, { kind: 'product', itemId: id, institutionId, institutionName: seller.name, title: input.name.trim(), revision: input, change: before.listed }, now);
    return await requireOrgProduct(db, institutionId, id);
  });
}

/** Writes a product's content columns: a draft's, or an approved revision's. */
export async function writeProductContent(db: Db, id: number, input: ProductInput, at: string): Promise<void> {
  await db.run(`UPDATE service_products SET name = @name, category = @category, needs = @needs, summary = @summary, description = @description,
       price_mode = @priceMode, price = @price, delivery_days = @deliveryDays, deliverables = @deliverables, process = @process, updated_at = @at
     WHERE id = @id`, { ...productValues(input), at, id });
}

/** 上架 needs a version the operator approved; 下架 is always allowed. */
export async function setProductShelf(db: Db, institutionId: number, id: number, status: PortalSchemas['ServiceProductStatus'], now: Date): Promise<OrgProductAnswer> {
  const before = await requireOrgProduct(db, institutionId, id);
  if (status === 'on_shelf' && !before.listed) throw new DomainError('conflict', '产品通过上架审核后才能上架，审核通过后会自动上架');
  await db.run('UPDATE service_products SET status = ?, updated_at = ? WHERE id = ? AND institution_id = ?', status, now.toISOString(), id, institutionId);
  return await requireOrgProduct(db, institutionId, id);
}

export async function deleteProduct(db: Db, institutionId: number, id: number): Promise<void> {
  await db.transaction(async () => {
    await requireOrgProduct(db, institutionId, id);
    const { orders } = (await db.get('SELECT COUNT(*) AS orders FROM service_orders WHERE product_id = ?', id)) as { orders: number };
    if (orders > 0) throw new DomainError('conflict', '该产品已有订单，不能删除，可以下架');
    await db.run('UPDATE service_cases SET product_id = NULL WHERE product_id = ?', id);
    await deleteReviews(db, 'product', id);
    await db.run('DELETE FROM service_products WHERE id = ?', id);
  });
}

export async function saveProductCover(db: Db, institutionId: number, id: number, cover: { contentType: string; body: Buffer }, now: Date): Promise<OrgProductAnswer> {
  await requireOrgProduct(db, institutionId, id);
  await db.run('UPDATE service_products SET cover_type = ?, cover = ?, updated_at = ? WHERE id = ?', cover.contentType, cover.body, now.toISOString(), id);
  return await requireOrgProduct(db, institutionId, id);
}

/** A cover is a picture: JPG or PNG by its bytes, whatever the name says. */
export function checkCover(bytes: Buffer): 'image/jpeg' | 'image/png' {
  if (bytes.length === 0) throw new DomainError('invalid', '图片是空的，请重新选择');
  if (bytes.length > COVER_MAX_BYTES) throw new DomainError('too_large', '封面图不能超过 2 MB');
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  throw new DomainError('invalid', '封面图仅支持 JPG 或 PNG 图片');
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
  listed: number;
  institution_status: string;
  updated_at: string;
};

const ORG_CASE_SELECT = `SELECT ${CASE_CARD_COLUMNS}, c.problem, c.approach, c.result, c.product_id, c.consented, c.consent_by, c.consent_on,
  c.consent_recorded_at, c.published, c.listed, c.updated_at, i.status AS institution_status
  FROM service_cases c JOIN institutions i ON i.id = c.institution_id`;

/** As for products: the content last submitted, the review, and whether the portal shows the case now. */
async function toOrgCase(db: Db, row: OrgCaseRow): Promise<OrgCaseAnswer> {
  const revision = await openRevision(db, 'case', row.id);
  const card = toCaseCard(row);
  return {
    case: revision
      ? { ...card, title: revision.title, category: revision.category, clientIndustry: revision.clientIndustry, summary: revision.summary, completedOn: revision.completedOn }
      : card,
    problem: revision?.problem ?? row.problem,
    approach: revision?.approach ?? row.approach,
    result: revision?.result ?? row.result,
    productId: revision ? revision.productId : row.product_id,
    consent: { consented: row.consented === 1, consentBy: row.consent_by, consentOn: row.consent_on, recordedAt: row.consent_recorded_at },
    published: row.published === 1,
    public: row.published === 1 && row.consented === 1 && row.listed === 1 && row.institution_status === 'approved',
    review: toReviewStatus(await latestReviewRow(db, 'case', row.id)),
    listed: row.listed === 1,
    updatedAt: row.updated_at,
  };
}

export async function findOrgCase(db: Db, institutionId: number, id: number): Promise<OrgCaseAnswer | undefined> {
  const row = (await db.get(`${ORG_CASE_SELECT} WHERE c.id = ? AND c.institution_id = ?`, id, institutionId)) as OrgCaseRow | undefined;
  return row ? await toOrgCase(db, row) : undefined;
}

async function requireOrgCase(db: Db, institutionId: number, id: number): Promise<OrgCaseAnswer> {
  const found = await findOrgCase(db, institutionId, id);
  if (!found) throw new DomainError('not_found', ORG_CASE_NOT_FOUND);
  return found;
}

export async function listOrgCases(db: Db, institutionId: number, query: { pageNum: number; pageSize: number }): Promise<Page<OrgCaseAnswer>> {
  const { total } = (await db.get('SELECT COUNT(*) AS total FROM service_cases WHERE institution_id = ?', institutionId)) as { total: number };
  const { limit, offset } = pageWindow(query.pageNum, query.pageSize);
  const rows = (await db.all(`${ORG_CASE_SELECT} WHERE c.institution_id = ? ORDER BY c.updated_at DESC, c.id DESC LIMIT ? OFFSET ?`, institutionId, limit, offset)) as OrgCaseRow[];
  return { rows: await mapInOrder(rows, async (row) => await toOrgCase(db, row)), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

/**
 * Consent is a record (who agreed, on which day), not a checkbox: publishing needs one. A case tells of work done,
 * so neither it nor the consent can be dated after today (China time).
 */
async function checkCaseInput(db: Db, institutionId: number, input: CaseInput, now: Date): Promise<void> {
  const today = chinaToday(now);
  if (input.completedOn > today) throw new DomainError('invalid', `完成日期不能晚于今天（${today}）`);
  if (input.consented && (!input.consentBy?.trim() || !input.consentOn)) throw new DomainError('invalid', '请填写客户方同意人和同意日期');
  if (input.consented && input.consentOn && input.consentOn > today) throw new DomainError('invalid', `同意日期不能晚于今天（${today}）`);
  if (input.published && !input.consented) throw new DomainError('invalid', '客户同意公开后才能发布案例');
  if (input.productId !== null) {
    const own = await db.get('SELECT 1 FROM service_products WHERE id = ? AND institution_id = ?', input.productId, institutionId);
    if (!own) throw new DomainError('invalid', '关联的产品不是本机构的产品');
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

/** Seed-only: the demo cases start listed, as if reviewed long ago. */
export type CaseSeedExtras = { listed?: boolean };

/** 新增案例: kept private and sent to 上架审核; it is public once approved, consented and published. */
export async function createCase(db: Db, institutionId: number, input: CaseInput, now: Date, extras: CaseSeedExtras = {}): Promise<OrgCaseAnswer> {
  await checkCaseInput(db, institutionId, input, now);
  const seller = await sellerOf(db, institutionId);
  checkScope(seller, input.category);
  const at = now.toISOString();
  const values = caseValues(input);
  const listed = extras.listed === true;
  const result = await db.run(`INSERT INTO service_cases (institution_id, product_id, title, category, client_industry, summary, problem, approach, result, completed_on,
         consented, consent_by, consent_on, consent_recorded_at, published, listed, updated_at)
       VALUES (@institutionId, @productId, @title, @category, @clientIndustry, @summary, @problem, @approach, @result, @completedOn,
         @consented, @consentBy, @consentOn, @recordedAt, @published, @listed, @at) RETURNING id`, { institutionId, ...values, recordedAt: values.consented ? at : null, listed: listed ? 1 : 0, at });
  const id = Number(result.lastInsertRowid);
  if (!listed) await submitForReview(db, { kind: 'case', itemId: id, institutionId, institutionName: seller.name, title: values.title, revision: input, change: false }, now);
  return await requireOrgCase(db, institutionId, id);
}

/**
 * 编辑案例: consent and 公开 take effect at once (withdrawing either must never wait for a review); the story
 * itself is rewritten in place while the portal has never shown it, and otherwise waits for 上架审核 while the
 * approved version stays public.
 */
export async function updateCase(db: Db, institutionId: number, id: number, input: CaseInput, now: Date): Promise<OrgCaseAnswer> {
  return await db.transaction(async () => {
    const before = await requireOrgCase(db, institutionId, id);
    await checkCaseInput(db, institutionId, input, now);
    const seller = await sellerOf(db, institutionId);
    checkScope(seller, input.category);
    const at = now.toISOString();
    const values = caseValues(input);
    // The consent keeps the moment it was first recorded, unless who agreed or when changes.
    const sameConsent =
      before.consent.consented && values.consented === 1 && before.consent.consentBy === values.consentBy && before.consent.consentOn === values.consentOn;
    const recordedAt = values.consented ? (sameConsent ? before.consent.recordedAt : at) : null;
    await db.run(`UPDATE service_cases SET consented = @consented, consent_by = @consentBy, consent_on = @consentOn, consent_recorded_at = @recordedAt,
         published = @published, updated_at = @at WHERE id = @id AND institution_id = @institutionId`, { consented: values.consented, consentBy: values.consentBy, consentOn: values.consentOn, published: values.published, recordedAt, at, id, institutionId });
    if (!before.listed) await writeCaseContent(db, id, input, at);
    if (!before.listed || caseContentChanged(before, input)) {
      await submitForReview(db, { kind: 'case', itemId: id, institutionId, institutionName: seller.name, title: values.title, revision: input, change: before.listed }, now);
    }
    return await requireOrgCase(db, institutionId, id);
  });
}

/** Whether an edit changes the story itself, not only its consent or 公开 (which need no review). */
function caseContentChanged(before: OrgCaseAnswer, input: CaseInput): boolean {
  const values = caseValues(input);
  return (
    before.case.title !== values.title ||
    before.case.category !== values.category ||
    before.case.clientIndustry !== values.clientIndustry ||
    before.case.summary !== values.summary ||
    before.case.completedOn !== values.completedOn ||
    before.problem !== values.problem ||
    before.approach !== values.approach ||
    before.result !== values.result ||
    before.productId !== values.productId
  );
}

/** Writes a case's story columns: a draft's, or an approved revision's. */
export async function writeCaseContent(db: Db, id: number, input: CaseInput, at: string): Promise<void> {
  const values = caseValues(input);
  await db.run(`UPDATE service_cases SET product_id = @productId, title = @title, category = @category, client_industry = @clientIndustry, summary = @summary,
       problem = @problem, approach = @approach, result = @result, completed_on = @completedOn, updated_at = @at WHERE id = @id`, {
    productId: values.productId,
    title: values.title,
    category: values.category,
    clientIndustry: values.clientIndustry,
    summary: values.summary,
    problem: values.problem,
    approach: values.approach,
    result: values.result,
    completedOn: values.completedOn,
    at,
    id,
  });
}

export async function deleteCase(db: Db, institutionId: number, id: number): Promise<void> {
  await db.transaction(async () => {
    await requireOrgCase(db, institutionId, id);
    await deleteReviews(db, 'case', id);
    await db.run('DELETE FROM service_cases WHERE id = ? AND institution_id = ?', id, institutionId);
  });
}

export async function countProducts(db: Db, institutionId: number): Promise<{ onShelf: number; total: number; casesPublic: number }> {
  return (await db.get(`SELECT (SELECT COUNT(*) FROM service_products WHERE institution_id = @id AND status = 'on_shelf') AS "onShelf",
              (SELECT COUNT(*) FROM service_products WHERE institution_id = @id) AS total,
              (SELECT COUNT(*) FROM service_cases WHERE institution_id = @id AND published = 1 AND consented = 1 AND listed = 1) AS "casesPublic"`, { id: institutionId })) as { onShelf: number; total: number; casesPublic: number };
}
