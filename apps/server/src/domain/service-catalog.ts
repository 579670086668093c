import type { Db } from '../db/database';
import type { ValidQuery } from '../contract/queries';
import { pageWindow } from '../shared/paging';
import type { Page } from '../shared/paging';
import { containsPattern } from '../shared/sql';
import type { RegionRecord } from './regions';
import type { PortalSchemas } from '@smes/contract-types';
import { reviewAverage, reviewEditableUntil } from '@smes/service-rules';
import { mapInOrder } from '../shared/in-order';

type InstitutionCardAnswer = PortalSchemas['InstitutionCard'];
type ProductCard = PortalSchemas['ServiceProductCard'];
type CaseCard = PortalSchemas['ServiceCaseCard'];
type Review = PortalSchemas['ServiceReview'];
type Category = PortalSchemas['ServiceCategory'];

export const INSTITUTION_NOT_FOUND = '服务机构不存在或尚未通过认证';
export const PRODUCT_NOT_FOUND = '服务产品不存在或已下架';
export const CASE_NOT_FOUND = '案例不存在或未公开';

/** A review's own score, in SQL: the mean of its three dimensions. */
const REVIEW_SCORE = '(r.quality + r.responsiveness + r.professionalism) / 3.0';

/** The visible catalogue: approved institutions only. */
export const APPROVED = "i.status = 'approved'";
/** A case is public when the institution published it and the client's consent is on record. */
export const PUBLIC_CASE = 'c.published = 1 AND c.consented = 1 AND c.listed = 1';

/** Codes of a division and everything below it share its prefix (GB/T 2260). */
export function regionPrefix(region: RegionRecord): string {
  if (region.level === 'province') return region.code.slice(0, 2);
  if (region.level === 'city') return region.code.slice(0, 4);
  return region.code;
}

// ---- institutions -----------------------------------------------------------------------------------

type InstitutionCardRow = {
  id: number;
  name: string;
  service_categories: string;
  region_code: string | null;
  region_name: string;
  intro: string;
  reviewed_at: string | null;
  submitted_at: string;
  rating: number | null;
  review_count: number;
  product_count: number;
  case_count: number;
  completed_orders: number;
};

const INSTITUTION_CARD_COLUMNS = `i.id, i.name, i.service_categories, i.region_code, i.region_name, i.intro, i.reviewed_at, i.submitted_at,
  (SELECT ROUND(AVG(${REVIEW_SCORE}), 1) FROM service_reviews r WHERE r.institution_id = i.id) AS rating,
  (SELECT COUNT(*) FROM service_reviews r WHERE r.institution_id = i.id) AS review_count,
  (SELECT COUNT(*) FROM service_products p WHERE p.institution_id = i.id AND p.status = 'on_shelf') AS product_count,
  (SELECT COUNT(*) FROM service_cases c WHERE c.institution_id = i.id AND ${PUBLIC_CASE}) AS case_count,
  (SELECT COUNT(*) FROM service_orders o WHERE o.institution_id = i.id AND o.status = 'completed') AS completed_orders`;

function toInstitutionCard(row: InstitutionCardRow): InstitutionCardAnswer {
  return {
    id: row.id,
    name: row.name,
    serviceCategories: JSON.parse(row.service_categories) as Category[],
    regionCode: row.region_code,
    regionName: row.region_name,
    intro: row.intro,
    rating: row.rating,
    reviewCount: row.review_count,
    productCount: row.product_count,
    caseCount: row.case_count,
    completedOrders: row.completed_orders,
    certifiedAt: row.reviewed_at ?? row.submitted_at,
  };
}

export type InstitutionListQuery = ValidQuery<'serviceInstitutionList', 'pageNum' | 'pageSize' | 'orderBy'>;

export async function listInstitutionCards(db: Db, query: InstitutionListQuery, region: RegionRecord | undefined): Promise<Page<InstitutionCardAnswer>> {
  const where = [APPROVED];
  const params: Record<string, string | number> = {};
  if (query.keyword?.trim()) {
    where.push("(i.name ILIKE @keyword ESCAPE '\\' OR i.intro ILIKE @keyword ESCAPE '\\')");
    params.keyword = containsPattern(query.keyword.trim());
  }
  if (query.category) {
    where.push('EXISTS (SELECT 1 FROM jsonb_array_elements_text((i.service_categories)::jsonb) WHERE value = @category)');
    params.category = query.category;
  }
  if (region) {
    where.push('substr(i.region_code, 1, @prefixLength) = @prefix');
    params.prefix = regionPrefix(region);
    params.prefixLength = params.prefix.length;
  }
  const base = `SELECT ${INSTITUTION_CARD_COLUMNS} FROM institutions i WHERE ${where.join(' AND ')}`;
  const filtered = query.minRating === undefined ? base : `SELECT * FROM (${base}) AS sub1 WHERE rating >= @minRating`;
  if (query.minRating !== undefined) params.minRating = query.minRating;
  const order =
    query.orderBy === 'orders'
      ? 'completed_orders DESC, rating DESC NULLS LAST, id'
      : query.orderBy === 'newest'
        ? 'COALESCE(reviewed_at, submitted_at) DESC, id DESC'
        : 'rating DESC NULLS LAST, review_count DESC, id';
  const { total } = (await db.get(`SELECT COUNT(*) AS total FROM (${filtered}) AS sub1`, params)) as { total: number };
  const { limit, offset } = pageWindow(query.pageNum, query.pageSize);
  const rows = (await db.all(`SELECT * FROM (${filtered}) AS sub1 ORDER BY ${order} LIMIT @limit OFFSET @offset`, { ...params, limit, offset })) as InstitutionCardRow[];
  return { rows: rows.map(toInstitutionCard), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

/** An approved institution's card; undefined for unknown or not (yet) approved ones. */
export async function findInstitutionCard(db: Db, id: number, { approvedOnly = true } = {}): Promise<InstitutionCardAnswer | undefined> {
  const row = (await db.get(`SELECT ${INSTITUTION_CARD_COLUMNS} FROM institutions i WHERE i.id = ?${approvedOnly ? ` AND ${APPROVED}` : ''}`, id)) as InstitutionCardRow | undefined;
  return row ? toInstitutionCard(row) : undefined;
}

type ReviewScoreRow = { quality: number; responsiveness: number; professionalism: number };

/** Average, count, per-dimension averages and the 1–5 star distribution of some reviews. */
export async function ratingSummary(db: Db, by: { institutionId: number } | { productId: number }): Promise<PortalSchemas['RatingSummary']> {
  const [column, id] = 'institutionId' in by ? ['institution_id', by.institutionId] : ['product_id', by.productId];
  const rows = (await db.all(`SELECT quality, responsiveness, professionalism FROM service_reviews WHERE ${column} = ?`, id)) as ReviewScoreRow[];
  const mean = (values: number[]) => (values.length === 0 ? null : Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 10) / 10);
  const averages = rows.map((row) => reviewAverage(row));
  const distribution = [1, 2, 3, 4, 5].map((stars) => averages.filter((average) => Math.min(5, Math.max(1, Math.round(average))) === stars).length);
  return {
    average: mean(averages),
    count: rows.length,
    dimensions: {
      quality: mean(rows.map((row) => row.quality)),
      responsiveness: mean(rows.map((row) => row.responsiveness)),
      professionalism: mean(rows.map((row) => row.professionalism)),
    },
    distribution,
  };
}

/**
 * The certificates the operator chose for display when approving the institution's certification: only a certified
 * institution's, only certificates (never the 营业执照), only those marked public. The download below reads the same rule.
 */
const PUBLIC_CERTIFICATE = `FROM certification_files f JOIN certifications c ON c.id = f.certification_id JOIN institutions i ON i.id = c.institution_id
   WHERE c.institution_id = ? AND ${APPROVED} AND c.status = 'approved' AND f.slot = 'certificate' AND f.public = 1`;

async function publicCertificates(db: Db, institutionId: number): Promise<PortalSchemas['PublicCertificate'][]> {
  return (
    (await db.all(
      `SELECT f.id, f.category, f.name, f.content_type AS "contentType", f.size, c.reviewed_at AS "approvedAt" ${PUBLIC_CERTIFICATE} ORDER BY f.category, f.id`,
      institutionId,
    )) as PortalSchemas['PublicCertificate'][]
  ).map((row) => ({ id: row.id, category: row.category, name: row.name, contentType: row.contentType, size: row.size, approvedAt: row.approvedAt }));
}

/** One public certificate's bytes, for anyone; every other file id, whoever asks, does not exist. */
export async function findPublicCertificateFile(
  db: Db,
  institutionId: number,
  fileId: number,
): Promise<{ name: string; contentType: PortalSchemas['MaterialContentType']; body: Buffer } | undefined> {
  return (await db.get(`SELECT f.name, f.content_type AS "contentType", f.body ${PUBLIC_CERTIFICATE} AND f.id = ?`, institutionId, fileId)) as
    | { name: string; contentType: PortalSchemas['MaterialContentType']; body: Buffer }
    | undefined;
}

type ProfileRow = { description: string; address: string; founded_year: number; staff_size: string; qualifications: string };

export async function findInstitutionProfile(db: Db, id: number): Promise<PortalSchemas['InstitutionProfile'] | undefined> {
  const institution = await findInstitutionCard(db, id);
  if (!institution) return undefined;
  const row = (await db.get('SELECT description, address, founded_year, staff_size, qualifications FROM institutions WHERE id = ?', id)) as ProfileRow;
  return {
    institution,
    description: row.description,
    address: row.address,
    foundedYear: row.founded_year,
    staffSize: row.staff_size,
    qualifications: JSON.parse(row.qualifications) as PortalSchemas['Qualification'][],
    certificates: await publicCertificates(db, id),
    rating: await ratingSummary(db, { institutionId: id }),
    products: (await listProductCards(db, { pageNum: 1, pageSize: 20, orderBy: 'rating', isAsc: 'desc', institutionId: id }, undefined)).rows,
    cases: (await listCaseCards(db, { pageNum: 1, pageSize: 20, institutionId: id })).rows,
    recentReviews: (await listReviews(db, { institutionId: id }, { pageNum: 1, pageSize: 5 })).rows,
  };
}

// ---- products ---------------------------------------------------------------------------------------

type ProductCardRow = {
  id: number;
  institution_id: number;
  institution_name: string;
  name: string;
  category: Category;
  needs: string;
  summary: string;
  price_mode: PortalSchemas['PriceMode'];
  price: number | null;
  delivery_days: number;
  region_name: string;
  region_code: string | null;
  has_cover: number;
  rating: number | null;
  review_count: number;
  order_count: number;
  updated_at: string;
  created_at: string;
};

export const PRODUCT_CARD_COLUMNS = `p.id, p.institution_id, i.name AS institution_name, p.name, p.category, p.needs, p.summary, p.price_mode,
  p.price, p.delivery_days, i.region_name, i.region_code, p.cover IS NOT NULL AS has_cover, p.created_at, p.updated_at,
  (SELECT ROUND(AVG(${REVIEW_SCORE}), 1) FROM service_reviews r WHERE r.product_id = p.id) AS rating,
  (SELECT COUNT(*) FROM service_reviews r WHERE r.product_id = p.id) AS review_count,
  (SELECT COUNT(*) FROM service_orders o WHERE o.product_id = p.id AND o.status = 'completed') AS order_count`;

export function coverUrl(productId: number): string {
  return `/api/service/products/${productId}/cover`;
}

export function toProductCard(row: ProductCardRow): ProductCard {
  return {
    id: row.id,
    institutionId: row.institution_id,
    institutionName: row.institution_name,
    name: row.name,
    category: row.category,
    needs: JSON.parse(row.needs) as string[],
    summary: row.summary,
    priceMode: row.price_mode,
    price: row.price,
    deliveryDays: row.delivery_days,
    regionName: row.region_name,
    coverUrl: row.has_cover ? coverUrl(row.id) : null,
    rating: row.rating,
    reviewCount: row.review_count,
    orderCount: row.order_count,
  };
}

/** On shelf and sold by an approved institution: what the portal may show and sell. */
export const VISIBLE_PRODUCT = `p.status = 'on_shelf' AND ${APPROVED}`;

export type ProductListQuery = ValidQuery<'serviceProductList', 'pageNum' | 'pageSize' | 'orderBy' | 'isAsc'>;

export async function listProductCards(db: Db, query: ProductListQuery, region: RegionRecord | undefined): Promise<Page<ProductCard>> {
  const where = [VISIBLE_PRODUCT];
  const params: Record<string, string | number> = {};
  if (query.keyword?.trim()) {
    where.push("(p.name ILIKE @keyword ESCAPE '\\' OR p.summary ILIKE @keyword ESCAPE '\\' OR i.name ILIKE @keyword ESCAPE '\\' OR p.needs ILIKE @keyword ESCAPE '\\')");
    params.keyword = containsPattern(query.keyword.trim());
  }
  if (query.category) {
    where.push('p.category = @category');
    params.category = query.category;
  }
  if (query.need) {
    where.push('EXISTS (SELECT 1 FROM jsonb_array_elements_text((p.needs)::jsonb) WHERE value = @need)');
    params.need = query.need;
  }
  if (query.priceMode) {
    where.push('p.price_mode = @priceMode');
    params.priceMode = query.priceMode;
  }
  if (query.institutionId !== undefined) {
    where.push('p.institution_id = @institutionId');
    params.institutionId = query.institutionId;
  }
  if (region) {
    where.push('substr(i.region_code, 1, @prefixLength) = @prefix');
    params.prefix = regionPrefix(region);
    params.prefixLength = params.prefix.length;
  }
  const from = `FROM service_products p JOIN institutions i ON i.id = p.institution_id WHERE ${where.join(' AND ')}`;
  const direction = query.isAsc === 'asc' ? 'ASC' : 'DESC';
  const order =
    query.orderBy === 'price'
      ? `price_mode = 'negotiable', price ${direction}, id`
      : query.orderBy === 'orders'
        ? `order_count ${direction}, id`
        : query.orderBy === 'newest'
          ? `created_at ${direction}, id ${direction}`
          : `rating ${direction} NULLS LAST, review_count DESC, id`;
  const { total } = (await db.get(`SELECT COUNT(*) AS total ${from}`, params)) as { total: number };
  const { limit, offset } = pageWindow(query.pageNum, query.pageSize);
  const rows = (await db.all(`SELECT * FROM (SELECT ${PRODUCT_CARD_COLUMNS} ${from}) AS sub1 ORDER BY ${order} LIMIT @limit OFFSET @offset`, { ...params, limit, offset })) as ProductCardRow[];
  return { rows: rows.map(toProductCard), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

/** A product card whatever its shelf state (the institution's own views and orders need it). */
export async function findProductCard(db: Db, id: number, { visibleOnly = true } = {}): Promise<ProductCard | undefined> {
  const row = (await db.get(`SELECT ${PRODUCT_CARD_COLUMNS} FROM service_products p JOIN institutions i ON i.id = p.institution_id WHERE p.id = ?${visibleOnly ? ` AND ${VISIBLE_PRODUCT}` : ''}`, id)) as ProductCardRow | undefined;
  return row ? toProductCard(row) : undefined;
}

type ProductTextRow = { description: string; deliverables: string; process: string };

export async function findProductDetail(db: Db, id: number): Promise<PortalSchemas['ServiceProductDetail'] | undefined> {
  const product = await findProductCard(db, id);
  if (!product) return undefined;
  const row = (await db.get('SELECT description, deliverables, process FROM service_products WHERE id = ?', id)) as ProductTextRow;
  const institution = await findInstitutionCard(db, product.institutionId);
  if (!institution) return undefined;
  return {
    product,
    description: row.description,
    deliverables: JSON.parse(row.deliverables) as string[],
    process: JSON.parse(row.process) as string[],
    institution,
    rating: await ratingSummary(db, { productId: id }),
    cases: (await listCaseCards(db, { pageNum: 1, pageSize: 10, productId: id })).rows,
  };
}

export async function findVisibleCover(db: Db, id: number): Promise<{ contentType: string; body: Buffer } | undefined> {
  const row = (await db.get(`SELECT p.cover_type, p.cover FROM service_products p JOIN institutions i ON i.id = p.institution_id WHERE p.id = ? AND ${VISIBLE_PRODUCT} AND p.cover IS NOT NULL`, id)) as { cover_type: string; cover: Buffer } | undefined;
  return row ? { contentType: row.cover_type, body: row.cover } : undefined;
}

export async function listNeedCounts(db: Db): Promise<PortalSchemas['ServiceNeedCount'][]> {
  return (await db.all(`SELECT n.value AS need, COUNT(*) AS "productCount"
       FROM service_products p JOIN institutions i ON i.id = p.institution_id, jsonb_array_elements_text((p.needs)::jsonb) n
       WHERE ${VISIBLE_PRODUCT} GROUP BY n.value ORDER BY "productCount" DESC, need`)) as PortalSchemas['ServiceNeedCount'][];
}

/**
 * The gap bridge: for each need, visible products tagged with it, the enterprise's own region first (district,
 * then city, then province), then by rating and completed orders.
 */
export async function productsForNeeds(db: Db, needs: string[], region: RegionRecord | undefined, limit: number): Promise<PortalSchemas['NeedProductMatch'][]> {
  const statement = `SELECT * FROM (SELECT ${PRODUCT_CARD_COLUMNS} FROM service_products p JOIN institutions i ON i.id = p.institution_id
       WHERE ${VISIBLE_PRODUCT} AND EXISTS (SELECT 1 FROM jsonb_array_elements_text((p.needs)::jsonb) WHERE value = @need)) AS sub1
     ORDER BY CASE WHEN region_code = @district THEN 0 WHEN substr(region_code, 1, 4) = @city THEN 1
                   WHEN substr(region_code, 1, 2) = @province THEN 2 ELSE 3 END,
              rating DESC NULLS LAST, order_count DESC, id
     LIMIT @limit`;
  const code = region?.code ?? '';
  return await mapInOrder(needs, async (need) => ({
      need,
      products: ((await db.all(statement, { need, district: code, city: code.slice(0, 4), province: code.slice(0, 2), limit })) as ProductCardRow[]).map(toProductCard),
    }));
}

// ---- cases ------------------------------------------------------------------------------------------

type CaseRow = {
  id: number;
  institution_id: number;
  institution_name: string;
  title: string;
  category: Category;
  client_industry: string;
  summary: string;
  completed_on: string;
};

export const CASE_CARD_COLUMNS =
  'c.id, c.institution_id, i.name AS institution_name, c.title, c.category, c.client_industry, c.summary, c.completed_on';

export function toCaseCard(row: CaseRow): CaseCard {
  return {
    id: row.id,
    institutionId: row.institution_id,
    institutionName: row.institution_name,
    title: row.title,
    category: row.category,
    clientIndustry: row.client_industry,
    summary: row.summary,
    completedOn: row.completed_on,
  };
}

export type CaseListQuery = ValidQuery<'serviceCaseList', 'pageNum' | 'pageSize'> & { productId?: number };

export async function listCaseCards(db: Db, query: CaseListQuery): Promise<Page<CaseCard>> {
  const where = [PUBLIC_CASE, APPROVED];
  const params: Record<string, string | number> = {};
  if (query.keyword?.trim()) {
    where.push("(c.title ILIKE @keyword ESCAPE '\\' OR c.summary ILIKE @keyword ESCAPE '\\' OR c.client_industry ILIKE @keyword ESCAPE '\\')");
    params.keyword = containsPattern(query.keyword.trim());
  }
  if (query.category) {
    where.push('c.category = @category');
    params.category = query.category;
  }
  if (query.institutionId !== undefined) {
    where.push('c.institution_id = @institutionId');
    params.institutionId = query.institutionId;
  }
  if (query.productId !== undefined) {
    where.push('c.product_id = @productId');
    params.productId = query.productId;
  }
  const from = `FROM service_cases c JOIN institutions i ON i.id = c.institution_id WHERE ${where.join(' AND ')}`;
  const { total } = (await db.get(`SELECT COUNT(*) AS total ${from}`, params)) as { total: number };
  const { limit, offset } = pageWindow(query.pageNum, query.pageSize);
  const rows = (await db.all(`SELECT ${CASE_CARD_COLUMNS} ${from} ORDER BY c.completed_on DESC, c.id DESC LIMIT @limit OFFSET @offset`, { ...params, limit, offset })) as CaseRow[];
  return { rows: rows.map(toCaseCard), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

type CaseDetailRow = CaseRow & { problem: string; approach: string; result: string; product_id: number | null; product_name: string | null };

export async function findCaseDetail(db: Db, id: number): Promise<PortalSchemas['ServiceCaseDetail'] | undefined> {
  const row = (await db.get(`SELECT ${CASE_CARD_COLUMNS}, c.problem, c.approach, c.result, c.product_id,
         (SELECT p.name FROM service_products p WHERE p.id = c.product_id AND p.status = 'on_shelf') AS product_name
       FROM service_cases c JOIN institutions i ON i.id = c.institution_id WHERE c.id = ? AND ${PUBLIC_CASE} AND ${APPROVED}`, id)) as CaseDetailRow | undefined;
  if (!row) return undefined;
  return {
    case: toCaseCard(row),
    problem: row.problem,
    approach: row.approach,
    result: row.result,
    productId: row.product_name === null ? null : row.product_id,
    productName: row.product_name,
  };
}

// ---- reviews ----------------------------------------------------------------------------------------

type ReviewRow = {
  id: number;
  order_id: number;
  product_id: number;
  product_name: string;
  institution_id: number;
  institution_name: string;
  reviewer_name: string;
  quality: number;
  responsiveness: number;
  professionalism: number;
  text: string;
  created_at: string;
  updated_at: string;
};

export const REVIEW_COLUMNS = `r.id, r.order_id, r.product_id, o.product_name, r.institution_id, i.name AS institution_name, r.reviewer_name,
  r.quality, r.responsiveness, r.professionalism, r.text, r.created_at, r.updated_at`;
export const REVIEW_FROM = 'FROM service_reviews r JOIN service_orders o ON o.id = r.order_id JOIN institutions i ON i.id = r.institution_id';

export function toReview(row: ReviewRow): Review {
  const scores = { quality: row.quality, responsiveness: row.responsiveness, professionalism: row.professionalism };
  return {
    id: row.id,
    orderId: row.order_id,
    productId: row.product_id,
    productName: row.product_name,
    institutionId: row.institution_id,
    institutionName: row.institution_name,
    reviewerName: row.reviewer_name,
    scores,
    average: reviewAverage(scores),
    text: row.text,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    editableUntil: reviewEditableUntil(new Date(row.created_at)).toISOString(),
  };
}

export async function listReviews(
  db: Db,
  by: { institutionId: number } | { productId: number } | { userId: number },
  paging: { pageNum: number; pageSize: number },
): Promise<Page<Review>> {
  const [column, id] =
    'institutionId' in by ? ['r.institution_id', by.institutionId] : 'productId' in by ? ['r.product_id', by.productId] : ['r.user_id', by.userId];
  const { total } = (await db.get(`SELECT COUNT(*) AS total FROM service_reviews r WHERE ${column} = ?`, id)) as { total: number };
  const { limit, offset } = pageWindow(paging.pageNum, paging.pageSize);
  const rows = (await db.all(`SELECT ${REVIEW_COLUMNS} ${REVIEW_FROM} WHERE ${column} = ? ORDER BY r.created_at DESC, r.id DESC LIMIT ? OFFSET ?`, id, limit, offset)) as ReviewRow[];
  return { rows: rows.map(toReview), total, pageNum: paging.pageNum, pageSize: paging.pageSize };
}

export async function findReviewByOrder(db: Db, orderId: number): Promise<Review | null> {
  const row = (await db.get(`SELECT ${REVIEW_COLUMNS} ${REVIEW_FROM} WHERE r.order_id = ?`, orderId)) as ReviewRow | undefined;
  return row ? toReview(row) : null;
}

/** Masks an enterprise's name for a public review: 杭州云栖智造科技有限公司 → 杭州****有限公司. */
export function maskEnterpriseName(name: string): string {
  const characters = [...name];
  const suffix = /(有限责任公司|股份有限公司|有限公司|公司|厂|中心)$/.exec(name)?.[0] ?? '';
  const head = characters.slice(0, Math.min(2, Math.max(1, characters.length - [...suffix].length))).join('');
  return `${head}****${suffix}`;
}
