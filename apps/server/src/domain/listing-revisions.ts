import type { Db } from '../db/database';
import { insertMessage } from './messages';
import type { PortalSchemas } from '@smes/contract-types';

export type ListedKind = PortalSchemas['ListingKind'];
export type ListingRevision = { product: PortalSchemas['ServiceProductInput']; case: PortalSchemas['ServiceCaseInput'] };

export type ListingReviewRow = {
  id: number;
  kind: ListedKind;
  item_id: number;
  institution_id: number;
  revision: string;
  is_change: number;
  state: PortalSchemas['ListingReviewState'];
  reason: string | null;
  reviewer: string | null;
  submitted_at: string;
  reviewed_at: string | null;
};

export const KIND_LABELS: Record<ListedKind, string> = { product: '服务产品', case: '成功案例' };

/** The latest review of a product or case: what its owner last submitted and how the operator answered. */
export async function latestReviewRow(db: Db, kind: ListedKind, itemId: number): Promise<ListingReviewRow | undefined> {
  return (await db.get('SELECT * FROM listing_reviews WHERE kind = ? AND item_id = ? ORDER BY id DESC LIMIT 1', kind, itemId)) as ListingReviewRow | undefined;
}

export function toReviewStatus(row: ListingReviewRow | undefined): PortalSchemas['ListingReviewStatus'] | null {
  return row ? { id: row.id, state: row.state, reason: row.reason, submittedAt: row.submitted_at, reviewedAt: row.reviewed_at } : null;
}

/**
 * The revision the owner works on: a submission still waiting or one sent back, which the public has not seen. An
 * approved one is what the item's own columns already hold.
 */
export async function openRevision<Kind extends ListedKind>(db: Db, kind: Kind, itemId: number): Promise<ListingRevision[Kind] | undefined> {
  const row = await latestReviewRow(db, kind, itemId);
  return row && row.state !== 'approved' ? (JSON.parse(row.revision) as ListingRevision[Kind]) : undefined;
}

/** The operators, who review what institutions publish. */
async function operatorIds(db: Db): Promise<number[]> {
  return ((await db.all("SELECT id FROM users WHERE user_type = 'admin' ORDER BY id")) as { id: number }[]).map((row) => row.id);
}

export type Submission<Kind extends ListedKind> = {
  kind: Kind;
  itemId: number;
  institutionId: number;
  institutionName: string;
  title: string;
  revision: ListingRevision[Kind];
  /** Whether it changes what the portal already shows. */
  change: boolean;
};

/**
 * Puts a new or changed product or case in the operator's 上架审核 queue: a submission still waiting is replaced
 * (the operator reviews what the institution last saved), anything else starts a new review. The operators are
 * told once per review, not per save.
 */
export async function submitForReview<Kind extends ListedKind>(db: Db, submission: Submission<Kind>, now: Date): Promise<number> {
  const at = now.toISOString();
  const waiting = (await db.get("SELECT id FROM listing_reviews WHERE kind = ? AND item_id = ? AND state = 'pending'", submission.kind, submission.itemId)) as
    | { id: number }
    | undefined;
  const revision = JSON.stringify(submission.revision);
  if (waiting) {
    await db.run('UPDATE listing_reviews SET revision = ?, is_change = ?, submitted_at = ? WHERE id = ?', revision, submission.change ? 1 : 0, at, waiting.id);
    return waiting.id;
  }
  const result = await db.run("INSERT INTO listing_reviews (kind, item_id, institution_id, revision, is_change, state, submitted_at) VALUES (?, ?, ?, ?, ?, 'pending', ?) RETURNING id", submission.kind, submission.itemId, submission.institutionId, revision, submission.change ? 1 : 0, at);
  const id = Number(result.lastInsertRowid);
  for (const userId of await operatorIds(db)) {
    await insertMessage(
          db,
          {
            userId,
            type: 'service',
            title: '新的上架审核',
            content: `${submission.institutionName}提交了${KIND_LABELS[submission.kind]}「${submission.title}」${submission.change ? '的修改' : ''}，请在上架审核中处理。`,
            link: { kind: 'listing_review', id },
          },
          now,
        );
  }
  return id;
}

export async function deleteReviews(db: Db, kind: ListedKind, itemId: number): Promise<void> {
  await db.run('DELETE FROM listing_reviews WHERE kind = ? AND item_id = ?', kind, itemId);
}

export async function countPendingListings(db: Db, institutionId?: number): Promise<number> {
  const row = (
    institutionId === undefined
      ? await db.get("SELECT COUNT(*) AS total FROM listing_reviews WHERE state = 'pending'")
      : await db.get("SELECT COUNT(*) AS total FROM listing_reviews WHERE state = 'pending' AND institution_id = ?", institutionId)
  ) as { total: number };
  return row.total;
}
