import type { Db } from '../db/database';
import { DomainError } from '../shared/domain-error';
import { pageWindow } from '../shared/paging';
import type { Page } from '../shared/paging';
import { KIND_LABELS, type ListedKind, type ListingReviewRow, type ListingRevision } from './listing-revisions';
import { insertMessage } from './messages';
import { writeCaseContent, writeProductContent } from './service-org';
import type { PortalSchemas } from '@smes/contract-types';

type Summary = PortalSchemas['ListingReviewSummary'];
type Review = PortalSchemas['ListingReview'];

export const LISTING_REVIEW_NOT_FOUND = '审核不存在';

type QueueRow = ListingReviewRow & { institution_name: string; institution_categories: string; institution_user_id: number | null };

const QUEUE_SELECT = `SELECT r.*, i.name AS institution_name, i.service_categories AS institution_categories, i.user_id AS institution_user_id
  FROM listing_reviews r JOIN institutions i ON i.id = r.institution_id`;

function titleOf(row: ListingReviewRow): { title: string; category: PortalSchemas['ServiceCategory'] } {
  if (row.kind === 'product') {
    const revision = JSON.parse(row.revision) as ListingRevision['product'];
    return { title: revision.name, category: revision.category };
  }
  const revision = JSON.parse(row.revision) as ListingRevision['case'];
  return { title: revision.title, category: revision.category };
}

function toSummary(row: QueueRow): Summary {
  return {
    id: row.id,
    kind: row.kind,
    itemId: row.item_id,
    ...titleOf(row),
    institutionId: row.institution_id,
    institutionName: row.institution_name,
    state: row.state,
    change: row.is_change === 1,
    submittedAt: row.submitted_at,
    reviewedAt: row.reviewed_at,
  };
}

export type ListingQueueQuery = { pageNum: number; pageSize: number; state?: PortalSchemas['ListingReviewState']; kind?: ListedKind };

/** 上架审核: waiting submissions oldest first (the queue), decided ones newest first. */
export async function listListingReviews(db: Db, query: ListingQueueQuery): Promise<Page<Summary>> {
  const state = query.state ?? 'pending';
  const where = ['r.state = @state', ...(query.kind ? ['r.kind = @kind'] : [])].join(' AND ');
  const params = { state, kind: query.kind ?? null };
  const { total } = (await db.get(`SELECT COUNT(*) AS total FROM listing_reviews r WHERE ${where}`, params)) as { total: number };
  const order = state === 'pending' ? 'r.submitted_at ASC, r.id' : 'r.reviewed_at DESC, r.id DESC';
  const rows = (await db.all(`${QUEUE_SELECT} WHERE ${where} ORDER BY ${order} LIMIT @limit OFFSET @offset`, { ...params, ...pageWindow(query.pageNum, query.pageSize) })) as QueueRow[];
  return { rows: rows.map(toSummary), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

type ProductContentRow = {
  name: string;
  category: PortalSchemas['ServiceCategory'];
  needs: string;
  summary: string;
  description: string;
  price_mode: PortalSchemas['PriceMode'];
  price: number | null;
  delivery_days: number;
  deliverables: string;
  process: string;
  listed: number;
};

type CaseContentRow = {
  title: string;
  category: PortalSchemas['ServiceCategory'];
  client_industry: string;
  summary: string;
  problem: string;
  approach: string;
  result: string;
  completed_on: string;
  product_id: number | null;
  consented: number;
  consent_by: string | null;
  consent_on: string | null;
  published: number;
  listed: number;
};

/** What the portal shows of the item now, for the operator to compare a change with; null before its first approval. */
async function liveVersion(db: Db, row: ListingReviewRow): Promise<Pick<Review, 'liveProduct' | 'liveCase'>> {
  if (row.kind === 'product') {
    const product = (await db.get('SELECT * FROM service_products WHERE id = ?', row.item_id)) as ProductContentRow | undefined;
    if (!product || product.listed !== 1) return { liveProduct: null, liveCase: null };
    return {
      liveProduct: {
        name: product.name,
        category: product.category,
        needs: JSON.parse(product.needs) as string[],
        summary: product.summary,
        description: product.description,
        priceMode: product.price_mode,
        price: product.price,
        deliveryDays: product.delivery_days,
        deliverables: JSON.parse(product.deliverables) as string[],
        process: JSON.parse(product.process) as string[],
      },
      liveCase: null,
    };
  }
  const found = (await db.get('SELECT * FROM service_cases WHERE id = ?', row.item_id)) as CaseContentRow | undefined;
  if (!found || found.listed !== 1) return { liveProduct: null, liveCase: null };
  return {
    liveProduct: null,
    liveCase: {
      title: found.title,
      category: found.category,
      clientIndustry: found.client_industry,
      summary: found.summary,
      problem: found.problem,
      approach: found.approach,
      result: found.result,
      completedOn: found.completed_on,
      productId: found.product_id,
      consented: found.consented === 1,
      consentBy: found.consent_by,
      consentOn: found.consent_on,
      published: found.published === 1,
    },
  };
}

async function toReview(db: Db, row: QueueRow): Promise<Review> {
  const live = row.state === 'pending' ? await liveVersion(db, row) : { liveProduct: null, liveCase: null };
  return {
    summary: toSummary(row),
    product: row.kind === 'product' ? (JSON.parse(row.revision) as ListingRevision['product']) : null,
    case: row.kind === 'case' ? (JSON.parse(row.revision) as ListingRevision['case']) : null,
    ...live,
    institutionCategories: JSON.parse(row.institution_categories) as PortalSchemas['ServiceCategory'][],
    reason: row.reason,
    reviewer: row.reviewer,
  };
}

async function rowById(db: Db, id: number): Promise<QueueRow | undefined> {
  return (await db.get(`${QUEUE_SELECT} WHERE r.id = ?`, id)) as QueueRow | undefined;
}

export async function findListingReview(db: Db, id: number): Promise<Review | undefined> {
  const row = await rowById(db, id);
  return row ? await toReview(db, row) : undefined;
}

export type ListingVerdict = { approve: true } | { approve: false; reason: string };

/**
 * 通过 applies the revision to what the portal shows (a product approved for the first time goes on the shelf, as its
 * institution asked by publishing it); 驳回 leaves the public version as it was. Either way the institution is told,
 * with a link to the item. A decision on a review no longer waiting is 409 with the fresh review.
 */
export async function decideListingReview(db: Db, id: number, decision: ListingVerdict, reviewer: string, now: Date, expectedState?: PortalSchemas['ListingReviewState']): Promise<Review> {
  return await db.transaction(async () => {
    const row = await rowById(db, id);
    if (!row) throw new DomainError('not_found', LISTING_REVIEW_NOT_FOUND);
    if (row.state !== 'pending' || (expectedState !== undefined && expectedState !== row.state)) {
      throw new DomainError('conflict', `该审核已${row.state === 'approved' ? '通过' : '驳回'}，请刷新`, await toReview(db, row));
    }
    const at = now.toISOString();
    const { title } = titleOf(row);
    const changed = await db.run("UPDATE listing_reviews SET state = ?, reason = ?, reviewer = ?, reviewed_at = ? WHERE id = ? AND state = 'pending'", decision.approve ? 'approved' : 'rejected', decision.approve ? null : decision.reason.trim(), reviewer, at, id);
    if (changed.changes !== 1) throw new DomainError('conflict', '该审核刚被处理过，请刷新', await toReview(db, (await rowById(db, id)) as QueueRow));
    if (decision.approve) await applyRevision(db, row, at);
    if (row.institution_user_id !== null) {
      const label = KIND_LABELS[row.kind];
      await insertMessage(
              db,
              {
                userId: row.institution_user_id,
                type: 'service',
                title: decision.approve ? '上架审核已通过' : '上架审核未通过',
                content: decision.approve
                  ? `${label}「${title}」已通过上架审核，门户展示的是这次提交的内容${row.kind === 'product' ? '' : '（客户同意并公开的案例才会展示）'}。`
                  : `${label}「${title}」未通过上架审核：${decision.reason.trim()}。修改后可以重新提交，门户仍展示上次通过的内容。`,
                link: { kind: row.kind, id: row.item_id },
              },
              now,
            );
    }
    return await toReview(db, (await rowById(db, id)) as QueueRow);
  });
}

async function applyRevision(db: Db, row: ListingReviewRow, at: string): Promise<void> {
  if (row.kind === 'product') {
    await writeProductContent(db, row.item_id, JSON.parse(row.revision) as ListingRevision['product'], at);
    // Published for the first time: it goes on the shelf, which is what 发布 asked for.
    await db.run("UPDATE service_products SET status = CASE WHEN listed = 0 THEN 'on_shelf' ELSE status END, listed = 1 WHERE id = ?", row.item_id);
    return;
  }
  await writeCaseContent(db, row.item_id, JSON.parse(row.revision) as ListingRevision['case'], at);
  await db.run('UPDATE service_cases SET listed = 1 WHERE id = ?', row.item_id);
}
