import type { Db } from '../db/database';
import { HttpError, HttpErrorWithData } from '../http/http-error';
import { pageWindow } from '../shared/paging';
import type { Page } from '../shared/paging';
import { containsPattern } from '../shared/sql';
import { insertMessage } from './messages';
import { findProductCard, findReviewByOrder, maskEnterpriseName, REVIEW_COLUMNS, REVIEW_FROM, toReview } from './service-catalog';
import type { PortalSchemas } from '@smes/contract-types';
import { chinaToday } from '@smes/eligibility';
import {
  ORDER_ACTION_LABELS,
  ORDER_STATUS_LABELS,
  allowedOrderActions,
  checkTransition,
  isReviewEditable,
  isOrderPath,
  isTransition,
} from '@smes/service-rules';
import type { OrderAction, OrderRole, OrderStatus } from '@smes/service-rules';

type Order = PortalSchemas['ServiceOrder'];
type OrderSummary = PortalSchemas['ServiceOrderSummary'];
type OrderFile = PortalSchemas['ServiceOrderFile'];

export const ORDER_NOT_FOUND = '订单不存在';
/** Files one side may attach to an order. */
export const ORDER_FILE_LIMITS = { requirement: 5, delivery: 10 } as const;

/** Who is looking at or acting on an order: the enterprise that placed it, or the institution that sells it. */
export type OrderViewer = { role: 'enterprise'; userId: number } | { role: 'institution'; institutionId: number };

type OrderRow = {
  id: number;
  order_no: string;
  product_id: number;
  product_name: string;
  institution_id: number;
  institution_name: string;
  institution_user_id: number | null;
  user_id: number;
  enterprise_name: string;
  status: OrderStatus;
  price_mode: PortalSchemas['PriceMode'];
  price: number | null;
  requirements: string;
  contact_name: string;
  contact_phone: string;
  decline_reason: string | null;
  cancel_reason: string | null;
  delivery_note: string | null;
  reviewed: number;
  created_at: string;
  updated_at: string;
};

const ORDER_COLUMNS = `o.*, i.name AS institution_name, i.user_id AS institution_user_id,
  EXISTS (SELECT 1 FROM service_reviews r WHERE r.order_id = o.id) AS reviewed`;
const ORDER_FROM = 'FROM service_orders o JOIN institutions i ON i.id = o.institution_id';

function ownership(viewer: OrderViewer): { sql: string; id: number } {
  return viewer.role === 'enterprise' ? { sql: 'o.user_id = ?', id: viewer.userId } : { sql: 'o.institution_id = ?', id: viewer.institutionId };
}

function toSummary(row: OrderRow, role: OrderRole): OrderSummary {
  return {
    id: row.id,
    orderNo: row.order_no,
    productId: row.product_id,
    productName: row.product_name,
    institutionId: row.institution_id,
    institutionName: row.institution_name,
    enterpriseName: row.enterprise_name,
    status: row.status,
    priceMode: row.price_mode,
    price: row.price,
    allowedActions: allowedOrderActions(row.status, role),
    reviewed: row.reviewed === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

type EventRow = { status: OrderStatus; action: OrderAction | null; actor: OrderRole; note: string | null; at: string };
type FileRow = { id: number; kind: OrderFile['kind']; name: string; size: number; content_type: OrderFile['contentType']; uploaded_at: string };

/** The institution learns who to call only once it has taken the order on (PRODUCT: contact after 接单). */
function contactVisible(row: OrderRow, role: OrderRole): boolean {
  if (role === 'enterprise') return true;
  return row.status !== 'pending' && row.status !== 'declined' && row.status !== 'cancelled';
}

function toOrder(db: Db, row: OrderRow, role: OrderRole): Order {
  const events = db.prepare('SELECT status, action, actor, note, at FROM service_order_events WHERE order_id = ? ORDER BY id').all(row.id) as EventRow[];
  const files = db
    .prepare('SELECT id, kind, name, size, content_type, uploaded_at FROM service_order_files WHERE order_id = ? ORDER BY id')
    .all(row.id) as FileRow[];
  const showContact = contactVisible(row, role);
  return {
    ...toSummary(row, role),
    requirements: row.requirements,
    contactName: showContact ? row.contact_name : null,
    contactPhone: showContact ? row.contact_phone : null,
    declineReason: row.decline_reason,
    cancelReason: row.cancel_reason,
    deliveryNote: row.delivery_note,
    files: files.map((file) => ({ id: file.id, kind: file.kind, name: file.name, size: file.size, contentType: file.content_type, uploadedAt: file.uploaded_at })),
    timeline: events.map((event) => ({ status: event.status, action: event.action, actor: event.actor, at: event.at, note: event.note })),
    review: findReviewByOrder(db, row.id),
  };
}

function findOrderRow(db: Db, viewer: OrderViewer, id: number): OrderRow | undefined {
  const owner = ownership(viewer);
  return db.prepare(`SELECT ${ORDER_COLUMNS} ${ORDER_FROM} WHERE o.id = ? AND ${owner.sql}`).get(id, owner.id) as OrderRow | undefined;
}

/** Another party's order is not found, not forbidden: its existence is nobody else's business. */
export function findOrder(db: Db, viewer: OrderViewer, id: number): Order | undefined {
  const row = findOrderRow(db, viewer, id);
  return row ? toOrder(db, row, viewer.role) : undefined;
}

function requireOrderRow(db: Db, viewer: OrderViewer, id: number): OrderRow {
  const row = findOrderRow(db, viewer, id);
  if (!row) throw new HttpError(404, ORDER_NOT_FOUND);
  return row;
}

export type OrderListQuery = { pageNum: number; pageSize: number; status?: OrderStatus; keyword?: string };

export function listOrders(db: Db, viewer: OrderViewer, query: OrderListQuery): Page<OrderSummary> {
  const owner = ownership(viewer);
  const where = [owner.sql.replace('?', '@owner')];
  const params: Record<string, string | number> = { owner: owner.id };
  if (query.status) {
    where.push('o.status = @status');
    params.status = query.status;
  }
  if (query.keyword?.trim()) {
    where.push("(o.order_no LIKE @keyword ESCAPE '\\' OR o.product_name LIKE @keyword ESCAPE '\\' OR o.enterprise_name LIKE @keyword ESCAPE '\\')");
    params.keyword = containsPattern(query.keyword.trim());
  }
  const clause = where.join(' AND ');
  const { total } = db.prepare(`SELECT COUNT(*) AS total FROM service_orders o WHERE ${clause}`).get(params) as { total: number };
  const { limit, offset } = pageWindow(query.pageNum, query.pageSize);
  const rows = db
    .prepare(`SELECT ${ORDER_COLUMNS} ${ORDER_FROM} WHERE ${clause} ORDER BY o.created_at DESC, o.id DESC LIMIT @limit OFFSET @offset`)
    .all({ ...params, limit, offset }) as OrderRow[];
  return { rows: rows.map((row) => toSummary(row, viewer.role)), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

/** Orders of an institution waiting for it (待确认, 已接单, 服务中), oldest first. */
export function listOpenOrders(db: Db, institutionId: number, limit: number): OrderSummary[] {
  const rows = db
    .prepare(`SELECT ${ORDER_COLUMNS} ${ORDER_FROM} WHERE o.institution_id = ? AND o.status IN ('pending', 'accepted', 'in_service') ORDER BY o.created_at, o.id LIMIT ?`)
    .all(institutionId, limit) as OrderRow[];
  return rows.map((row) => toSummary(row, 'institution'));
}

export function countOrdersByStatus(db: Db, institutionId: number): Record<OrderStatus, number> {
  const counts: Record<OrderStatus, number> = { pending: 0, accepted: 0, in_service: 0, delivered: 0, completed: 0, cancelled: 0, declined: 0 };
  const rows = db.prepare('SELECT status, COUNT(*) AS count FROM service_orders WHERE institution_id = ? GROUP BY status').all(institutionId) as {
    status: OrderStatus;
    count: number;
  }[];
  for (const row of rows) counts[row.status] = row.count;
  return counts;
}

function insertEvent(db: Db, orderId: number, event: { status: OrderStatus; action: OrderAction | null; actor: OrderRole; note: string | null }, at: string) {
  db.prepare('INSERT INTO service_order_events (order_id, status, action, actor, note, at) VALUES (?, ?, ?, ?, ?, ?)').run(
    orderId,
    event.status,
    event.action,
    event.actor,
    event.note,
    at,
  );
}

function notifyOrder(db: Db, userId: number | null, row: Pick<OrderRow, 'id' | 'order_no' | 'product_name'>, title: string, content: string, now: Date) {
  if (userId === null) return;
  insertMessage(db, { userId, type: 'service', title, content: `订单 ${row.order_no}（${row.product_name}）${content}`, link: { kind: 'order', id: row.id } }, now);
}

export type NewOrder = PortalSchemas['ServiceOrderCreate'];
export type OrderPlacer = { userId: number; enterpriseName: string };

export function createOrder(db: Db, placer: OrderPlacer, input: NewOrder, now: Date): Order {
  return db.transaction(() => {
    const product = findProductCard(db, input.productId);
    if (!product) throw new HttpError(404, '服务产品不存在或已下架');
    const at = now.toISOString();
    const { next } = db.prepare('SELECT COALESCE(MAX(id), 0) + 1 AS next FROM service_orders').get() as { next: number };
    const orderNo = `FW${chinaToday(now).replaceAll('-', '')}${String(next).padStart(5, '0')}`;
    const result = db
      .prepare(
        `INSERT INTO service_orders (order_no, product_id, product_name, institution_id, user_id, enterprise_name, status, price_mode, price,
           requirements, contact_name, contact_phone, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, 'pending', ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        orderNo,
        product.id,
        product.name,
        product.institutionId,
        placer.userId,
        placer.enterpriseName,
        product.priceMode,
        product.price,
        input.requirements.trim(),
        input.contactName.trim(),
        input.contactPhone,
        at,
        at,
      );
    const id = Number(result.lastInsertRowid);
    insertEvent(db, id, { status: 'pending', action: null, actor: 'enterprise', note: null }, at);
    const row = requireOrderRow(db, { role: 'enterprise', userId: placer.userId }, id);
    notifyOrder(db, row.institution_user_id, row, '收到新订单', `由 ${placer.enterpriseName} 下单，请及时确认`, now);
    return toOrder(db, row, 'enterprise');
  })();
}

/** 409 with the order as it now is, so the client can show the fresh state instead of guessing. */
function staleOrder(db: Db, row: OrderRow, role: OrderRole, message: string): HttpErrorWithData {
  return new HttpErrorWithData(409, message, toOrder(db, row, role));
}

export type TransitionInput = { note?: string | null; expectedStatus?: OrderStatus };

const ACTION_MESSAGES: Partial<Record<OrderAction, (note: string | null) => string>> = {
  accept: () => '机构已接单',
  decline: (note) => `机构已拒绝：${note ?? ''}`,
  start: () => '机构已开始服务',
  deliver: () => '机构已交付，请验收',
  cancel: (note) => `企业已取消订单${note ? `：${note}` : ''}`,
  confirm: () => '企业已确认验收',
};

/**
 * The one place an order changes state. The check and the write happen in one transaction, and the UPDATE
 * repeats the status it read, so of two people acting at once exactly one wins; the other gets 409 and the
 * fresh order.
 */
export function transitionOrder(db: Db, viewer: OrderViewer, id: number, action: OrderAction, input: TransitionInput, now: Date): Order {
  return db.transaction(() => {
    const row = requireOrderRow(db, viewer, id);
    if (input.expectedStatus !== undefined && input.expectedStatus !== row.status) {
      throw staleOrder(db, row, viewer.role, `订单已是“${ORDER_STATUS_LABELS[row.status]}”，请刷新后再操作`);
    }
    const checked = checkTransition(row.status, action, viewer.role);
    if (!isTransition(checked)) {
      if (checked.kind === 'role') throw new HttpError(403, `无权${ORDER_ACTION_LABELS[action]}`);
      throw staleOrder(db, row, viewer.role, `订单当前为“${ORDER_STATUS_LABELS[row.status]}”，不能${ORDER_ACTION_LABELS[action]}`);
    }
    const at = now.toISOString();
    const note = input.note?.trim() || null;
    const columns: Partial<Record<OrderAction, string>> = { decline: 'decline_reason', cancel: 'cancel_reason', deliver: 'delivery_note' };
    const noteColumn = columns[action];
    const changed = db
      .prepare(`UPDATE service_orders SET status = ?, updated_at = ?${noteColumn ? `, ${noteColumn} = ?` : ''} WHERE id = ? AND status = ?`)
      .run(...[checked.to, at, ...(noteColumn ? [note] : []), id, row.status]);
    if (changed.changes !== 1) throw staleOrder(db, requireOrderRow(db, viewer, id), viewer.role, '订单刚被处理过，请刷新后再操作');
    insertEvent(db, id, { status: checked.to, action, actor: viewer.role, note }, at);
    const message = ACTION_MESSAGES[action]?.(note) ?? '';
    if (viewer.role === 'institution') notifyOrder(db, row.user_id, row, `订单${ORDER_STATUS_LABELS[checked.to]}`, message, now);
    else notifyOrder(db, row.institution_user_id, row, `订单${ORDER_STATUS_LABELS[checked.to]}`, message, now);
    return toOrder(db, requireOrderRow(db, viewer, id), viewer.role);
  })();
}

/** Which files a side attaches, and in which state it may: requirements while 待确认, deliveries while 服务中. */
const FILE_RULES = {
  enterprise: { kind: 'requirement', status: 'pending', label: '待确认' },
  institution: { kind: 'delivery', status: 'in_service', label: '服务中' },
} as const;

export type StoredOrderFile = { name: string; contentType: OrderFile['contentType']; size: number; body: Buffer };

export function saveOrderFile(db: Db, viewer: OrderViewer, id: number, file: StoredOrderFile, now: Date): Order {
  return db.transaction(() => {
    const row = requireOrderRow(db, viewer, id);
    const rule = FILE_RULES[viewer.role];
    if (row.status !== rule.status) throw staleOrder(db, row, viewer.role, `只有“${rule.label}”的订单可以上传附件`);
    const { count } = db.prepare('SELECT COUNT(*) AS count FROM service_order_files WHERE order_id = ? AND kind = ?').get(id, rule.kind) as { count: number };
    if (count >= ORDER_FILE_LIMITS[rule.kind]) throw new HttpError(400, `每个订单最多上传 ${ORDER_FILE_LIMITS[rule.kind]} 个附件`);
    const at = now.toISOString();
    db.prepare('INSERT INTO service_order_files (order_id, kind, name, content_type, size, body, uploaded_at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
      id,
      rule.kind,
      file.name,
      file.contentType,
      file.size,
      file.body,
      at,
    );
    db.prepare('UPDATE service_orders SET updated_at = ? WHERE id = ?').run(at, id);
    return toOrder(db, requireOrderRow(db, viewer, id), viewer.role);
  })();
}

export function deleteOrderFile(db: Db, viewer: OrderViewer, id: number, fileId: number, now: Date): Order {
  return db.transaction(() => {
    const row = requireOrderRow(db, viewer, id);
    const rule = FILE_RULES[viewer.role];
    const file = db.prepare('SELECT id FROM service_order_files WHERE id = ? AND order_id = ? AND kind = ?').get(fileId, id, rule.kind);
    if (!file) throw new HttpError(404, '附件不存在');
    if (row.status !== rule.status) throw staleOrder(db, row, viewer.role, `只有“${rule.label}”的订单可以删除附件`);
    db.prepare('DELETE FROM service_order_files WHERE id = ?').run(fileId);
    db.prepare('UPDATE service_orders SET updated_at = ? WHERE id = ?').run(now.toISOString(), id);
    return toOrder(db, requireOrderRow(db, viewer, id), viewer.role);
  })();
}

export function findOrderFile(db: Db, viewers: OrderViewer[], id: number, fileId: number): { name: string; body: Buffer } {
  const visible = viewers.some((viewer) => findOrderRow(db, viewer, id) !== undefined);
  const file = visible
    ? (db.prepare('SELECT name, body FROM service_order_files WHERE id = ? AND order_id = ?').get(fileId, id) as { name: string; body: Buffer } | undefined)
    : undefined;
  if (!file) throw new HttpError(404, '附件不存在');
  return file;
}

// ---- reviews ----------------------------------------------------------------------------------------

export type ReviewInput = PortalSchemas['ServiceReviewInput'];

type ReviewRowForEdit = { id: number; created_at: string };

export function createReview(db: Db, userId: number, orderId: number, input: ReviewInput, now: Date): PortalSchemas['ServiceReview'] {
  return db.transaction(() => {
    const row = requireOrderRow(db, { role: 'enterprise', userId }, orderId);
    if (row.status !== 'completed') throw new HttpError(409, '订单确认验收后才能评价');
    if (row.reviewed === 1) throw new HttpError(409, '该订单已评价，可在 7 天内修改');
    const at = now.toISOString();
    db.prepare(
      `INSERT INTO service_reviews (order_id, product_id, institution_id, user_id, reviewer_name, quality, responsiveness, professionalism, text, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      orderId,
      row.product_id,
      row.institution_id,
      userId,
      maskEnterpriseName(row.enterprise_name),
      input.scores.quality,
      input.scores.responsiveness,
      input.scores.professionalism,
      input.text.trim(),
      at,
      at,
    );
    notifyOrder(db, row.institution_user_id, row, '收到新评价', '的企业发表了评价', now);
    const review = findReviewByOrder(db, orderId);
    if (!review) throw new Error('review vanished inside its transaction');
    return review;
  })();
}

export function updateReview(db: Db, userId: number, orderId: number, input: ReviewInput, now: Date): PortalSchemas['ServiceReview'] {
  return db.transaction(() => {
    requireOrderRow(db, { role: 'enterprise', userId }, orderId);
    const review = db.prepare('SELECT id, created_at FROM service_reviews WHERE order_id = ? AND user_id = ?').get(orderId, userId) as ReviewRowForEdit | undefined;
    if (!review) throw new HttpError(404, '该订单还没有评价');
    if (!isReviewEditable(new Date(review.created_at), now)) throw new HttpError(409, '评价已超过 7 天，不能再修改');
    db.prepare('UPDATE service_reviews SET quality = ?, responsiveness = ?, professionalism = ?, text = ?, updated_at = ? WHERE id = ?').run(
      input.scores.quality,
      input.scores.responsiveness,
      input.scores.professionalism,
      input.text.trim(),
      now.toISOString(),
      review.id,
    );
    const updated = db.prepare(`SELECT ${REVIEW_COLUMNS} ${REVIEW_FROM} WHERE r.id = ?`).get(review.id) as Parameters<typeof toReview>[0];
    return toReview(updated);
  })();
}

export type OrderRecord = {
  productId: number;
  userId: number;
  enterpriseName: string;
  requirements: string;
  contactName: string;
  contactPhone: string;
  /** The order's history, oldest first, starting with its placement (action null). */
  history: { status: OrderStatus; action: OrderAction | null; actor: OrderRole; note: string | null; at: string }[];
};

/**
 * Writes an order with its whole history at once, for the seed: the statuses must be a path through the
 * transition table (checked here, so seeded data can never hold an order the machine could not produce),
 * and nobody is notified of the past.
 */
export function insertOrderRecord(db: Db, record: OrderRecord): number {
  if (!isOrderPath(record.history.map((event) => event.status))) {
    throw new Error(`seeded order history is not a path of the transition table: ${record.history.map((event) => event.status).join(' → ')}`);
  }
  const product = findProductCard(db, record.productId, { visibleOnly: false });
  if (!product) throw new Error(`no product ${record.productId}`);
  const first = record.history[0];
  const last = record.history[record.history.length - 1];
  if (!first || !last) throw new Error('an order needs a history');
  const note = (action: OrderAction) => record.history.find((event) => event.action === action)?.note ?? null;
  const { next } = db.prepare('SELECT COALESCE(MAX(id), 0) + 1 AS next FROM service_orders').get() as { next: number };
  const result = db
    .prepare(
      `INSERT INTO service_orders (order_no, product_id, product_name, institution_id, user_id, enterprise_name, status, price_mode, price,
         requirements, contact_name, contact_phone, decline_reason, cancel_reason, delivery_note, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      `FW${chinaToday(new Date(first.at)).replaceAll('-', '')}${String(next).padStart(5, '0')}`,
      product.id,
      product.name,
      product.institutionId,
      record.userId,
      record.enterpriseName,
      last.status,
      product.priceMode,
      product.price,
      record.requirements,
      record.contactName,
      record.contactPhone,
      note('decline'),
      note('cancel'),
      note('deliver'),
      first.at,
      last.at,
    );
  const id = Number(result.lastInsertRowid);
  for (const event of record.history) insertEvent(db, id, event, event.at);
  return id;
}

/** A seeded review of a completed order, written as its buyer would have. */
export function insertReviewRecord(db: Db, orderId: number, input: ReviewInput, at: string): void {
  const row = db.prepare('SELECT * FROM service_orders WHERE id = ?').get(orderId) as OrderRow | undefined;
  if (!row || row.status !== 'completed') throw new Error(`order ${orderId} is not completed`);
  db.prepare(
    `INSERT INTO service_reviews (order_id, product_id, institution_id, user_id, reviewer_name, quality, responsiveness, professionalism, text, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(orderId, row.product_id, row.institution_id, row.user_id, maskEnterpriseName(row.enterprise_name), input.scores.quality, input.scores.responsiveness, input.scores.professionalism, input.text, at, at);
}
