import { chinaToday } from '@smes/eligibility';
import type { PortalSchemas } from '@smes/contract-types';
import { isUniqueViolation } from '../db/database';
import type { Db } from '../db/database';
import { DomainError } from '../shared/domain-error';
import { pageWindow } from '../shared/paging';
import type { Page } from '../shared/paging';
import { insertMessage } from './messages';

type ContactRequest = PortalSchemas['ChainContactRequest'];
type ContactState = PortalSchemas['ChainContactState'];

export const CHAIN_OPPORTUNITY_NOT_FOUND = '供需机会不存在或已截止';
export const CHAIN_CONTACT_NOT_FOUND = '对接请求不存在';
export const CHAIN_CONTACT_DUPLICATE = '您已提交过该机会的对接，平台正在处理，请在“我的需求”查看进展';

/** The words the enterprise and the operator read for each state (the same in both apps). */
export const CHAIN_CONTACT_STATE_LABELS: Record<ContactState, string> = {
  submitted: '已提交对接',
  contacted: '平台已联系链主',
  matched: '对接成功',
  declined: '未能对接',
};

type RequestRow = {
  id: number;
  opportunity_id: number;
  user_id: number;
  enterprise_name: string;
  contact_name: string;
  contact_phone: string;
  note: string;
  state: ContactState;
  contact_note: string | null;
  outcome_reason: string | null;
  created_at: string;
  contacted_at: string | null;
  decided_at: string | null;
  title: string;
  kind: 'demand' | 'supply';
  publisher: string;
  chain_id: number;
  chain_name: string;
};

const REQUEST_SELECT = `SELECT r.id, r.opportunity_id, r.user_id, r.enterprise_name, r.contact_name, r.contact_phone, r.note, r.state,
    r.contact_note, r.outcome_reason, r.created_at, r.contacted_at, r.decided_at,
    o.title, o.kind, o.publisher, o.chain_id, c.name AS chain_name
  FROM chain_contact_requests r
  JOIN chain_opportunities o ON o.id = r.opportunity_id
  JOIN industry_chains c ON c.id = o.chain_id`;

function toRequest(row: RequestRow): ContactRequest {
  return {
    id: row.id,
    opportunityId: row.opportunity_id,
    opportunityTitle: row.title,
    opportunityKind: row.kind,
    chainId: row.chain_id,
    chainName: row.chain_name,
    publisher: row.publisher,
    enterpriseName: row.enterprise_name,
    contactName: row.contact_name,
    contactPhone: row.contact_phone,
    note: row.note,
    state: row.state,
    contactNote: row.contact_note,
    outcomeReason: row.outcome_reason,
    createdAt: row.created_at,
    contactedAt: row.contacted_at,
    decidedAt: row.decided_at,
  };
}

async function rowById(db: Db, id: number): Promise<RequestRow | undefined> {
  return (await db.get(`${REQUEST_SELECT} WHERE r.id = ?`, id)) as RequestRow | undefined;
}

export type Requester = { userId: number; enterpriseName: string };

/**
 * 我要对接 on an open opportunity: the request waits for the operator, who relays it to the chain owner. A second
 * request while one is in progress is refused (the partial unique index holds the rule when two arrive at once); after
 * an outcome the enterprise may ask again.
 */
export async function createChainContact(db: Db, requester: Requester, opportunityId: number, input: PortalSchemas['ChainContactInput'], now: Date): Promise<ContactRequest> {
  const open = await db.get('SELECT 1 FROM chain_opportunities WHERE id = ? AND deadline >= ?', opportunityId, chinaToday(now));
  if (!open) throw new DomainError('not_found', CHAIN_OPPORTUNITY_NOT_FOUND);
  const pending = await db.get("SELECT 1 FROM chain_contact_requests WHERE user_id = ? AND opportunity_id = ? AND state IN ('submitted', 'contacted')", requester.userId, opportunityId);
  if (pending) throw new DomainError('conflict', CHAIN_CONTACT_DUPLICATE);
  let id: number;
  try {
    id = await db.transaction(async () =>
      Number(
        (await db.run(
          `INSERT INTO chain_contact_requests (opportunity_id, user_id, enterprise_name, contact_name, contact_phone, note, state, created_at)
           VALUES (?, ?, ?, ?, ?, ?, 'submitted', ?) RETURNING id`,
          opportunityId, requester.userId, requester.enterpriseName, input.contactName.trim(), input.contactPhone, input.note.trim(), now.toISOString(),
        )).lastInsertRowid,
      ));
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('conflict', CHAIN_CONTACT_DUPLICATE);
    throw error;
  }
  return toRequest((await rowById(db, id)) as RequestRow);
}

export type MyChainContactQuery = { pageNum: number; pageSize: number; chainId?: number };

/** The enterprise's own requests only, newest first. */
export async function listMyChainContacts(db: Db, userId: number, query: MyChainContactQuery): Promise<Page<ContactRequest>> {
  const where = ['r.user_id = @userId', ...(query.chainId === undefined ? [] : ['o.chain_id = @chainId'])].join(' AND ');
  const params = { userId, chainId: query.chainId ?? null };
  const { total } = (await db.get(`SELECT COUNT(*) AS total FROM chain_contact_requests r JOIN chain_opportunities o ON o.id = r.opportunity_id WHERE ${where}`, params)) as { total: number };
  const rows = (await db.all(`${REQUEST_SELECT} WHERE ${where} ORDER BY r.created_at DESC, r.id DESC LIMIT @limit OFFSET @offset`, { ...params, ...pageWindow(query.pageNum, query.pageSize) })) as RequestRow[];
  return { rows: rows.map(toRequest), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

export type ChainContactQueueQuery = { pageNum: number; pageSize: number; state?: ContactState };

/** The operator's queue: requests still to relay oldest first; those with an outcome newest first. */
export async function listChainContactQueue(db: Db, query: ChainContactQueueQuery): Promise<Page<ContactRequest>> {
  const state = query.state ?? 'submitted';
  const { total } = (await db.get('SELECT COUNT(*) AS total FROM chain_contact_requests WHERE state = ?', state)) as { total: number };
  const order = state === 'submitted' || state === 'contacted' ? 'r.created_at ASC, r.id' : 'r.decided_at DESC, r.id DESC';
  const rows = (await db.all(`${REQUEST_SELECT} WHERE r.state = @state ORDER BY ${order} LIMIT @limit OFFSET @offset`, { state, ...pageWindow(query.pageNum, query.pageSize) })) as RequestRow[];
  return { rows: rows.map(toRequest), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

/** Moves a request one step if it is where the step starts from, else 409 saying where it is. */
async function step(db: Db, id: number, from: ContactState, set: { state: ContactState; column: 'contact_note' | 'outcome_reason'; text: string; at: 'contacted_at' | 'decided_at' }, operator: string, now: Date): Promise<RequestRow> {
  const row = await rowById(db, id);
  if (!row) throw new DomainError('not_found', CHAIN_CONTACT_NOT_FOUND);
  if (row.state !== from) throw new DomainError('conflict', `该请求当前为“${CHAIN_CONTACT_STATE_LABELS[row.state]}”，请刷新后再操作`);
  const changed = await db.run(`UPDATE chain_contact_requests SET state = ?, ${set.column} = ?, ${set.at} = ?, operator = ? WHERE id = ? AND state = ?`, set.state, set.text, now.toISOString(), operator, id, from);
  if (changed.changes !== 1) throw new DomainError('conflict', '该请求刚被处理过，请刷新');
  return (await rowById(db, id)) as RequestRow;
}

async function tell(db: Db, row: RequestRow, title: string, content: string, now: Date): Promise<void> {
  await insertMessage(db, { userId: row.user_id, type: 'service', title, content, link: { kind: 'chain_contact', id: row.id } }, now);
}

/** 已联系链主: the operator reached the chain owner; the enterprise reads the operator's note. */
export async function recordChainContacted(db: Db, id: number, note: string, operator: string, now: Date): Promise<ContactRequest> {
  return await db.transaction(async () => {
    const row = await step(db, id, 'submitted', { state: 'contacted', column: 'contact_note', text: note.trim(), at: 'contacted_at' }, operator, now);
    await tell(db, row, '平台已联系链主', `您对「${row.title}」（${row.publisher}）的对接请求，平台已联系链主：${note.trim()}`, now);
    return toRequest(row);
  });
}

/** The outcome after contact: 对接成功 with the owner's answer, or 未能对接 with the reason; both reach the enterprise. */
export async function recordChainOutcome(db: Db, id: number, outcome: PortalSchemas['ChainContactOutcome'], operator: string, now: Date): Promise<ContactRequest> {
  return await db.transaction(async () => {
    const reason = outcome.reason.trim();
    const row = await step(db, id, 'contacted', { state: outcome.outcome, column: 'outcome_reason', text: reason, at: 'decided_at' }, operator, now);
    const what = `您对「${row.title}」（${row.publisher}）的对接请求`;
    if (outcome.outcome === 'matched') await tell(db, row, '产业链对接成功', `${what}已对接成功：${reason}`, now);
    else await tell(db, row, '产业链未能对接', `${what}未能对接，原因：${reason}。您可以再看看其他供需机会。`, now);
    return toRequest(row);
  });
}
