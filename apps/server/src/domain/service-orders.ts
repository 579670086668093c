import type { Db } from '../db/database';
import { DomainError } from '../shared/domain-error';
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
  orderPricing,
} from '@smes/service-rules';
import type { OrderAction, OrderRole, OrderStatus } from '@smes/service-rules';
import { forEachInOrder, someInOrder } from '../shared/in-order';

type Order = PortalSchemas['ServiceOrder'];
type OrderSummary = PortalSchemas['ServiceOrderSummary'];
type OrderFile = PortalSchemas['ServiceOrderFile'];
type OrderQuote = PortalSchemas['ServiceOrderQuote'];

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
  agreed_price: number | null;
  quoted_price: number | null;
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
  EXISTS (SELECT 1 FROM service_reviews r WHERE r.order_id = o.id) AS reviewed,
  (SELECT q.price FROM service_order_quotes q WHERE q.order_id = o.id AND q.status = 'pending') AS quoted_price`;
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
    agreedPrice: row.agreed_price,
    quotedPrice: row.quoted_price,
    allowedActions: allowedOrderActions(row.status, role, row.price_mode),
    reviewed: row.reviewed === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

type EventRow = { status: OrderStatus; action: OrderAction | null; actor: OrderRole; note: string | null; price: number | null; at: string };
type QuoteRow = { price: number; note: string; status: OrderQuote['status']; reason: string | null; quoted_at: string; answered_at: string | null };
type FileRow = { id: number; kind: OrderFile['kind']; name: string; size: number; content_type: OrderFile['contentType']; uploaded_at: string };

/** The statuses of an order whose price is agreed: the institution has taken it on and work may begin. */
const AGREED_STATUSES: readonly OrderStatus[] = ['accepted', 'in_service', 'delivered', 'completed'];

/** The institution learns who to call only once it has taken the order on (PRODUCT: contact after 接单). */
function contactVisible(row: OrderRow, role: OrderRole): boolean {
  if (role === 'enterprise') return true;
  return AGREED_STATUSES.includes(row.status);
}

async function toOrder(db: Db, row: OrderRow, role: OrderRole): Promise<Order> {
  const events = (await db.all('SELECT status, action, actor, note, price, at FROM service_order_events WHERE order_id = ? ORDER BY id', row.id)) as EventRow[];
  const quotes = (await db.all('SELECT price, note, status, reason, quoted_at, answered_at FROM service_order_quotes WHERE order_id = ? ORDER BY id', row.id)) as QuoteRow[];
  const files = (await db.all('SELECT id, kind, name, size, content_type, uploaded_at FROM service_order_files WHERE order_id = ? ORDER BY id', row.id)) as FileRow[];
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
    timeline: events.map((event) => ({ status: event.status, action: event.action, actor: event.actor, at: event.at, note: event.note, price: event.price })),
    quotes: quotes.map((quote) => ({
      price: quote.price,
      note: quote.note,
      status: quote.status,
      reason: quote.reason,
      quotedAt: quote.quoted_at,
      answeredAt: quote.answered_at,
    })),
    review: await findReviewByOrder(db, row.id),
  };
}

async function findOrderRow(db: Db, viewer: OrderViewer, id: number): Promise<OrderRow | undefined> {
  const owner = ownership(viewer);
  return (await db.get(`SELECT ${ORDER_COLUMNS} ${ORDER_FROM} WHERE o.id = ? AND ${owner.sql}`, id, owner.id)) as OrderRow | undefined;
}

/** Another party's order is not found, not forbidden: its existence is nobody else's business. */
export async function findOrder(db: Db, viewer: OrderViewer, id: number): Promise<Order | undefined> {
  const row = await findOrderRow(db, viewer, id);
  return row ? await toOrder(db, row, viewer.role) : undefined;
}

async function requireOrderRow(db: Db, viewer: OrderViewer, id: number): Promise<OrderRow> {
  const row = await findOrderRow(db, viewer, id);
  if (!row) throw new DomainError('not_found', ORDER_NOT_FOUND);
  return row;
}

export type OrderListQuery = { pageNum: number; pageSize: number; status?: OrderStatus; keyword?: string };

export async function listOrders(db: Db, viewer: OrderViewer, query: OrderListQuery): Promise<Page<OrderSummary>> {
  const owner = ownership(viewer);
  const where = [owner.sql.replace('?', '@owner')];
  const params: Record<string, string | number> = { owner: owner.id };
  if (query.status) {
    where.push('o.status = @status');
    params.status = query.status;
  }
  if (query.keyword?.trim()) {
    where.push("(o.order_no ILIKE @keyword ESCAPE '\\' OR o.product_name ILIKE @keyword ESCAPE '\\' OR o.enterprise_name ILIKE @keyword ESCAPE '\\')");
    params.keyword = containsPattern(query.keyword.trim());
  }
  const clause = where.join(' AND ');
  const { total } = (await db.get(`SELECT COUNT(*) AS total FROM service_orders o WHERE ${clause}`, params)) as { total: number };
  const { limit, offset } = pageWindow(query.pageNum, query.pageSize);
  const rows = (await db.all(`SELECT ${ORDER_COLUMNS} ${ORDER_FROM} WHERE ${clause} ORDER BY o.created_at DESC, o.id DESC LIMIT @limit OFFSET @offset`, { ...params, limit, offset })) as OrderRow[];
  return { rows: rows.map((row) => toSummary(row, viewer.role)), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

/** Orders of an institution waiting for it (待确认, 已接单, 服务中), oldest first. */
export async function listOpenOrders(db: Db, institutionId: number, limit: number): Promise<OrderSummary[]> {
  const rows = (await db.all(`SELECT ${ORDER_COLUMNS} ${ORDER_FROM} WHERE o.institution_id = ? AND o.status IN ('pending', 'accepted', 'in_service') ORDER BY o.updated_at, o.id LIMIT ?`, institutionId, limit)) as OrderRow[];
  return rows.map((row) => toSummary(row, 'institution'));
}

export async function countOrdersByStatus(db: Db, institutionId: number): Promise<Record<OrderStatus, number>> {
  const counts: Record<OrderStatus, number> = { pending: 0, quoted: 0, accepted: 0, in_service: 0, delivered: 0, completed: 0, cancelled: 0, declined: 0 };
  const rows = (await db.all('SELECT status, COUNT(*) AS count FROM service_orders WHERE institution_id = ? GROUP BY status', institutionId)) as {
    status: OrderStatus;
    count: number;
  }[];
  for (const row of rows) counts[row.status] = row.count;
  return counts;
}

type NewEvent = { status: OrderStatus; action: OrderAction | null; actor: OrderRole; note: string | null; price?: number | null };

async function insertEvent(db: Db, orderId: number, event: NewEvent, at: string) {
  await db.run('INSERT INTO service_order_events (order_id, status, action, actor, note, price, at) VALUES (?, ?, ?, ?, ?, ?, ?)', orderId, event.status, event.action, event.actor, event.note, event.price ?? null, at);
}

async function notifyOrder(db: Db, userId: number | null, row: Pick<OrderRow, 'id' | 'order_no' | 'product_name'>, title: string, content: string, now: Date) {
  if (userId === null) return;
  await insertMessage(db, { userId, type: 'service', title, content: `订单 ${row.order_no}（${row.product_name}）${content}`, link: { kind: 'order', id: row.id } }, now);
}

export type NewOrder = PortalSchemas['ServiceOrderCreate'];
export type OrderPlacer = { userId: number; enterpriseName: string };

/**
 * Places an order together with its requirement files, in one transaction: the files are checked before this is
 * called, and a failure anywhere leaves neither the order nor any of its files (an order never exists without the
 * attachments the enterprise sent with it).
 */
export async function createOrder(db: Db, placer: OrderPlacer, input: NewOrder, now: Date, files: readonly StoredOrderFile[] = []): Promise<Order> {
  return await db.transaction(async () => {
    const product = await findProductCard(db, input.productId);
    if (!product) throw new DomainError('not_found', '服务产品不存在或已下架');
    if (files.length > ORDER_FILE_LIMITS.requirement) throw new DomainError('invalid', `每个订单最多上传 ${ORDER_FILE_LIMITS.requirement} 个附件`);
    const at = now.toISOString();
    const { next } = (await db.get('SELECT COALESCE(MAX(id), 0) + 1 AS next FROM service_orders')) as { next: number };
    const orderNo = `FW${chinaToday(now).replaceAll('-', '')}${String(next).padStart(5, '0')}`;
    const result = await db.run(`INSERT INTO service_orders (order_no, product_id, product_name, institution_id, user_id, enterprise_name, status, price_mode, price,
           requirements, contact_name, contact_phone, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, 'pending', ?, ?, ?, ?, ?, ?, ?) RETURNING id`, orderNo, product.id, product.name, product.institutionId, placer.userId, placer.enterpriseName, product.priceMode, product.price, input.requirements.trim(), input.contactName.trim(), input.contactPhone, at, at);
    const id = Number(result.lastInsertRowid);
    for (const file of files) await insertFile(db, id, 'requirement', file, at);
    await insertEvent(db, id, { status: 'pending', action: null, actor: 'enterprise', note: null }, at);
    const row = await requireOrderRow(db, { role: 'enterprise', userId: placer.userId }, id);
    const attached = files.length > 0 ? `，附 ${files.length} 个需求附件` : '';
    const next_step = orderPricing(product.priceMode) === 'quoted' ? '请查看需求后报价' : '请及时确认';
    await notifyOrder(db, row.institution_user_id, row, '收到新订单', `由 ${placer.enterpriseName} 下单${attached}，${next_step}`, now);
    return await toOrder(db, row, 'enterprise');
  });
}

/** 409 with the order as it now is, so the client can show the fresh state instead of guessing. */
async function staleOrder(db: Db, row: OrderRow, role: OrderRole, message: string): Promise<DomainError> {
  return new DomainError('conflict', message, await toOrder(db, row, role));
}

export type TransitionInput = { note?: string | null; expectedStatus?: OrderStatus; price?: number };

const ACTION_MESSAGES: Record<OrderAction, (note: string | null, price: number | null) => string> = {
  accept: (_note, price) => `机构已接单${price === null ? '' : `，成交价 ${yuan(price)}`}`,
  quote: (note, price) => `机构报价 ${yuan(price ?? 0)}：${note ?? ''}。请在订单详情中接受或不接受报价`,
  decline: (note) => `机构已拒绝：${note ?? ''}`,
  start: () => '机构已开始服务',
  deliver: () => '机构已交付，请验收',
  cancel: (note) => `企业已取消订单${note ? `：${note}` : ''}`,
  accept_quote: (_note, price) => `企业已接受报价，成交价 ${yuan(price ?? 0)}，可以开始服务`,
  decline_quote: (note) => `企业未接受报价：${note ?? ''}。可以重新报价或拒绝订单`,
  confirm: () => '企业已确认验收',
  reject_delivery: (note) => `企业拒绝验收，申请修改：${note ?? ''}。订单已回到服务中，修改后请重新交付`,
};

function yuan(price: number): string {
  return `¥${price.toLocaleString('en-US')}`;
}

/** Columns an action's note is kept in beside the timeline (the latest of each kind). */
const NOTE_COLUMNS: Partial<Record<OrderAction, string>> = { decline: 'decline_reason', cancel: 'cancel_reason', deliver: 'delivery_note' };

/**
 * The price this step fixes: 接单 agrees to a 一口价; 接受报价 to the pending quote. Undefined for steps that fix none.
 * A 报价's own price is recorded on its step too, so the timeline shows every figure that was offered.
 */
async function pricedStep(db: Db, row: OrderRow, action: OrderAction, input: TransitionInput): Promise<number | undefined> {
  if (action === 'accept') return row.price ?? undefined;
  if (action === 'quote') return input.price;
  if (action === 'accept_quote') {
    const quote = (await db.get("SELECT price FROM service_order_quotes WHERE order_id = ? AND status = 'pending'", row.id)) as { price: number } | undefined;
    if (!quote) throw new Error(`order ${row.id} is 已报价 without a pending quote`);
    return quote.price;
  }
  return undefined;
}

/**
 * The one place an order changes state. The check and the write happen in one transaction, and the UPDATE
 * repeats the status it read, so of two people acting at once exactly one wins; the other gets 409 and the
 * fresh order.
 */
export async function transitionOrder(db: Db, viewer: OrderViewer, id: number, action: OrderAction, input: TransitionInput, now: Date): Promise<Order> {
  return await db.transaction(async () => {
    const row = await requireOrderRow(db, viewer, id);
    if (input.expectedStatus !== undefined && input.expectedStatus !== row.status) {
      throw await staleOrder(db, row, viewer.role, `订单已是“${ORDER_STATUS_LABELS[row.status]}”，请刷新后再操作`);
    }
    const checked = checkTransition(row.status, action, viewer.role, row.price_mode);
    if (!isTransition(checked)) {
      if (checked.kind === 'role') throw new DomainError('forbidden', `无权${ORDER_ACTION_LABELS[action]}`);
      if (checked.kind === 'pricing') {
        const message = action === 'accept' ? '起价或面议的产品须先报价，企业接受报价后才算接单' : '一口价的产品按标价接单，无需报价';
        throw await staleOrder(db, row, viewer.role, message);
      }
      throw await staleOrder(db, row, viewer.role, `订单当前为“${ORDER_STATUS_LABELS[row.status]}”，不能${ORDER_ACTION_LABELS[action]}`);
    }
    const at = now.toISOString();
    const note = input.note?.trim() || null;
    const price = await pricedStep(db, row, action, input);
    const noteColumn = NOTE_COLUMNS[action];
    const agreed = action === 'accept' || action === 'accept_quote';
    const sets = ['status = @to', 'updated_at = @at', ...(noteColumn ? [`${noteColumn} = @note`] : []), ...(agreed ? ['agreed_price = @price'] : [])];
    const changed = await db.run(`UPDATE service_orders SET ${sets.join(', ')} WHERE id = @id AND status = @from`, { to: checked.to, at, note, price: price ?? null, id, from: row.status });
    if (changed.changes !== 1) throw await staleOrder(db, await requireOrderRow(db, viewer, id), viewer.role, '订单刚被处理过，请刷新后再操作');
    if (action === 'quote') {
      await db.run("INSERT INTO service_order_quotes (order_id, price, note, status, quoted_at) VALUES (?, ?, ?, 'pending', ?)", id, price, note ?? '', at);
    }
    if (action === 'accept_quote' || action === 'decline_quote') {
      await db.run("UPDATE service_order_quotes SET status = ?, reason = ?, answered_at = ? WHERE order_id = ? AND status = 'pending'", action === 'accept_quote' ? 'accepted' : 'declined', action === 'decline_quote' ? note : null, at, id);
    }
    if (action === 'cancel') {
      await db.run("UPDATE service_order_quotes SET status = 'declined', reason = ?, answered_at = ? WHERE order_id = ? AND status = 'pending'", note ?? '企业取消订单', at, id);
    }
    await insertEvent(db, id, { status: checked.to, action, actor: viewer.role, note, price: price ?? null }, at);
    const message = ACTION_MESSAGES[action](note, price ?? null);
    const title = action === 'quote' ? '收到报价' : action === 'reject_delivery' ? '企业拒绝验收' : `订单${ORDER_STATUS_LABELS[checked.to]}`;
    await notifyOrder(db, viewer.role === 'institution' ? row.user_id : row.institution_user_id, row, title, message, now);
    return await toOrder(db, await requireOrderRow(db, viewer, id), viewer.role);
  });
}

/**
 * Which files a side attaches, and in which state it may: requirements while 待确认 (the brief the institution
 * accepts or quotes on), deliveries while 服务中.
 */
const FILE_RULES = {
  enterprise: { kind: 'requirement', status: 'pending', label: '待确认' },
  institution: { kind: 'delivery', status: 'in_service', label: '服务中' },
} as const;

export type StoredOrderFile = { name: string; contentType: OrderFile['contentType']; size: number; body: Buffer };

async function insertFile(db: Db, orderId: number, kind: OrderFile['kind'], file: StoredOrderFile, at: string): Promise<void> {
  await db.run('INSERT INTO service_order_files (order_id, kind, name, content_type, size, body, uploaded_at) VALUES (?, ?, ?, ?, ?, ?, ?)', orderId, kind, file.name, file.contentType, file.size, file.body, at);
}

export async function saveOrderFile(db: Db, viewer: OrderViewer, id: number, file: StoredOrderFile, now: Date): Promise<Order> {
  return await db.transaction(async () => {
    const row = await requireOrderRow(db, viewer, id);
    const rule = FILE_RULES[viewer.role];
    if (row.status !== rule.status) throw await staleOrder(db, row, viewer.role, `只有“${rule.label}”的订单可以上传附件`);
    const { count } = (await db.get('SELECT COUNT(*) AS count FROM service_order_files WHERE order_id = ? AND kind = ?', id, rule.kind)) as { count: number };
    if (count >= ORDER_FILE_LIMITS[rule.kind]) throw new DomainError('invalid', `每个订单最多上传 ${ORDER_FILE_LIMITS[rule.kind]} 个附件`);
    const at = now.toISOString();
    await insertFile(db, id, rule.kind, file, at);
    await db.run('UPDATE service_orders SET updated_at = ? WHERE id = ?', at, id);
    // The institution works from the brief: a file added to it is news; delivery files arrive with the 交付 message.
    if (viewer.role === 'enterprise') await notifyOrder(db, row.institution_user_id, row, '企业补充了需求附件', `的企业补充了需求附件：${file.name}`, now);
    return await toOrder(db, await requireOrderRow(db, viewer, id), viewer.role);
  });
}

/** When the order was last delivered: files of a delivery the enterprise has seen stay with the order. */
async function lastDeliveredAt(db: Db, orderId: number): Promise<string | null> {
  const row = (await db.get("SELECT MAX(at) AS at FROM service_order_events WHERE order_id = ? AND action = 'deliver'", orderId)) as { at: string | null };
  return row.at;
}

export async function deleteOrderFile(db: Db, viewer: OrderViewer, id: number, fileId: number, now: Date): Promise<Order> {
  return await db.transaction(async () => {
    const row = await requireOrderRow(db, viewer, id);
    const rule = FILE_RULES[viewer.role];
    const file = (await db.get('SELECT id, uploaded_at FROM service_order_files WHERE id = ? AND order_id = ? AND kind = ?', fileId, id, rule.kind)) as
      | { id: number; uploaded_at: string }
      | undefined;
    if (!file) throw new DomainError('not_found', '附件不存在');
    if (row.status !== rule.status) throw await staleOrder(db, row, viewer.role, `只有“${rule.label}”的订单可以删除附件`);
    const delivered = await lastDeliveredAt(db, id);
    if (delivered !== null && file.uploaded_at <= delivered) throw await staleOrder(db, row, viewer.role, '已交付过的文件是订单记录的一部分，不能删除；请上传修改后的文件');
    await db.run('DELETE FROM service_order_files WHERE id = ?', fileId);
    await db.run('UPDATE service_orders SET updated_at = ? WHERE id = ?', now.toISOString(), id);
    return await toOrder(db, await requireOrderRow(db, viewer, id), viewer.role);
  });
}

export type OrderFileContent = { name: string; contentType: OrderFile['contentType']; body: Buffer };

/** Either party of the order, or nobody: anyone else is told the file does not exist. */
export async function findOrderFile(db: Db, viewers: OrderViewer[], id: number, fileId: number): Promise<OrderFileContent> {
  const visible = await someInOrder(viewers, async (viewer) => await findOrderRow(db, viewer, id) !== undefined);
  const file = visible
    ? ((await db.get('SELECT name, content_type AS "contentType", body FROM service_order_files WHERE id = ? AND order_id = ?', fileId, id)) as OrderFileContent | undefined)
    : undefined;
  if (!file) throw new DomainError('not_found', '附件不存在');
  return file;
}

// ---- reviews ----------------------------------------------------------------------------------------

export type ReviewInput = PortalSchemas['ServiceReviewInput'];

type ReviewRowForEdit = { id: number; created_at: string };

export async function createReview(db: Db, userId: number, orderId: number, input: ReviewInput, now: Date): Promise<PortalSchemas['ServiceReview']> {
  return await db.transaction(async () => {
    const row = await requireOrderRow(db, { role: 'enterprise', userId }, orderId);
    if (row.status !== 'completed') throw new DomainError('conflict', '订单确认验收后才能评价');
    if (row.reviewed === 1) throw new DomainError('conflict', '该订单已评价，可在 7 天内修改');
    const at = now.toISOString();
    await db.run(`INSERT INTO service_reviews (order_id, product_id, institution_id, user_id, reviewer_name, quality, responsiveness, professionalism, text, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, orderId, row.product_id, row.institution_id, userId, maskEnterpriseName(row.enterprise_name), input.scores.quality, input.scores.responsiveness, input.scores.professionalism, input.text.trim(), at, at);
    await notifyOrder(db, row.institution_user_id, row, '收到新评价', '的企业发表了评价', now);
    const review = await findReviewByOrder(db, orderId);
    if (!review) throw new Error('review vanished inside its transaction');
    return review;
  });
}

export async function updateReview(db: Db, userId: number, orderId: number, input: ReviewInput, now: Date): Promise<PortalSchemas['ServiceReview']> {
  return await db.transaction(async () => {
    await requireOrderRow(db, { role: 'enterprise', userId }, orderId);
    const review = (await db.get('SELECT id, created_at FROM service_reviews WHERE order_id = ? AND user_id = ?', orderId, userId)) as ReviewRowForEdit | undefined;
    if (!review) throw new DomainError('not_found', '该订单还没有评价');
    if (!isReviewEditable(new Date(review.created_at), now)) throw new DomainError('conflict', '评价已超过 7 天，不能再修改');
    await db.run('UPDATE service_reviews SET quality = ?, responsiveness = ?, professionalism = ?, text = ?, updated_at = ? WHERE id = ?', input.scores.quality, input.scores.responsiveness, input.scores.professionalism, input.text.trim(), now.toISOString(), review.id);
    const updated = (await db.get(`SELECT ${REVIEW_COLUMNS} ${REVIEW_FROM} WHERE r.id = ?`, review.id)) as Parameters<typeof toReview>[0];
    return toReview(updated);
  });
}

export type OrderRecord = {
  productId: number;
  userId: number;
  enterpriseName: string;
  requirements: string;
  contactName: string;
  contactPhone: string;
  /** The order's history, oldest first, starting with its placement (action null); a 报价 step carries its price. */
  history: { status: OrderStatus; action: OrderAction | null; actor: OrderRole; note: string | null; at: string; price?: number }[];
};

/**
 * Writes an order with its whole history at once, for the seed: the statuses must be a path through the
 * transition table for the product's pricing (checked here, so seeded data can never hold an order the machine
 * could not produce), and nobody is notified of the past. Quotes and the agreed price follow from the steps.
 */
export async function insertOrderRecord(db: Db, record: OrderRecord): Promise<number> {
  const product = await findProductCard(db, record.productId, { visibleOnly: false });
  if (!product) throw new Error(`no product ${record.productId}`);
  if (!isOrderPath(record.history.map((event) => event.status), product.priceMode)) {
    throw new Error(`seeded order history is not a path of the transition table: ${record.history.map((event) => event.status).join(' → ')}`);
  }
  const first = record.history[0];
  const last = record.history[record.history.length - 1];
  if (!first || !last) throw new Error('an order needs a history');
  const note = (action: OrderAction) => record.history.findLast((event) => event.action === action)?.note ?? null;
  // Each step's price as the live machine records it: 接单 the listed price, 报价 its own, 接受报价 the quote it accepts.
  let offered: number | null = null;
  const priced = record.history.map((event) => {
    if (event.action === 'quote') {
      if (event.price === undefined) throw new Error('a seeded 报价 needs its price');
      offered = event.price;
      return { ...event, price: event.price };
    }
    if (event.action === 'accept') return { ...event, price: product.price };
    if (event.action === 'accept_quote') return { ...event, price: offered };
    return { ...event, price: null };
  });
  const agreed = AGREED_STATUSES.includes(last.status) ? (priced.findLast((event) => event.action === 'accept' || event.action === 'accept_quote')?.price ?? null) : null;
  const { next } = (await db.get('SELECT COALESCE(MAX(id), 0) + 1 AS next FROM service_orders')) as { next: number };
  const result = await db.run(`INSERT INTO service_orders (order_no, product_id, product_name, institution_id, user_id, enterprise_name, status, price_mode, price, agreed_price,
         requirements, contact_name, contact_phone, decline_reason, cancel_reason, delivery_note, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`, `FW${chinaToday(new Date(first.at)).replaceAll('-', '')}${String(next).padStart(5, '0')}`, product.id, product.name, product.institutionId, record.userId, record.enterpriseName, last.status, product.priceMode, product.price, agreed, record.requirements, record.contactName, record.contactPhone, note('decline'), note('cancel'), note('deliver'), first.at, last.at);
  const id = Number(result.lastInsertRowid);
  await forEachInOrder(priced, async (event, index) => {
      await insertEvent(db, id, event, event.at);
      if (event.action !== 'quote' || event.price === null) return;
      const answer = priced[index + 1];
      const status = answer?.action === 'accept_quote' ? 'accepted' : answer ? 'declined' : 'pending';
      await db.run('INSERT INTO service_order_quotes (order_id, price, note, status, reason, quoted_at, answered_at) VALUES (?, ?, ?, ?, ?, ?, ?)', id, event.price, event.note ?? '', status, status === 'declined' ? (answer?.note ?? '企业取消订单') : null, event.at, answer?.at ?? null);
    });
  return id;
}

/** A seeded review of a completed order, written as its buyer would have. */
export async function insertReviewRecord(db: Db, orderId: number, input: ReviewInput, at: string): Promise<void> {
  const row = (await db.get('SELECT * FROM service_orders WHERE id = ?', orderId)) as OrderRow | undefined;
  if (!row || row.status !== 'completed') throw new Error(`order ${orderId} is not completed`);
  await db.run(`INSERT INTO service_reviews (order_id, product_id, institution_id, user_id, reviewer_name, quality, responsiveness, professionalism, text, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, orderId, row.product_id, row.institution_id, row.user_id, maskEnterpriseName(row.enterprise_name), input.scores.quality, input.scores.responsiveness, input.scores.professionalism, input.text, at, at);
}
