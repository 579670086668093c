import { chinaToday } from '@smes/eligibility';
import { blankPolicyDocument, docNoKey, validatePolicyDocument } from '@smes/policy-desk';
import type { DocumentErrors, PolicyDocument, PolicyDocumentChange, ValidationStage } from '@smes/policy-desk';
import type { PortalSchemas } from '@smes/contract-types';
import type { Db } from '../db/database';
import { DomainError, FieldValidationError } from '../shared/domain-error';
import { isDictValue } from './dicts';
import { findPolicyRow, repealPublishedPolicy } from './policies';
import type { PolicyRow } from './policies';
import { findDeskFileInfo } from './policy-desk-files';
import { placementOf, publishDocument, tellFollowers } from './policy-desk-publish';
import {
  OWN_REVIEW_MESSAGE,
  POLICY_DESK_NOT_FOUND,
  changesBetween,
  editorsOf,
  findDeskRow,
  findRevisionRow,
  publishedDocument,
  publishedRevisionRow,
  revisionDocument,
  toDeskDetail,
} from './policy-desk-read';
import type { DeskRow, Operator, RevisionRow } from './policy-desk-read';
import { mapInOrder } from '../shared/in-order';

type Detail = PortalSchemas['PolicyDeskDetail'];
type EventAction = PortalSchemas['PolicyDeskEvent']['action'];

/** Names of documents nobody has titled yet, in lists and records. */
const UNTITLED = '未命名政策草稿';

/** Ask the desk for a record, or 404. */
async function requireDesk(db: Db, id: number): Promise<DeskRow> {
  const desk = await findDeskRow(db, id);
  if (!desk) throw new DomainError('not_found', POLICY_DESK_NOT_FOUND);
  return desk;
}

/** The record as it is after a change (read again: the change may have moved its open version). */
async function detailOf(db: Db, id: number, operator: Operator): Promise<Detail> {
  return await toDeskDetail(db, await requireDesk(db, id), operator);
}

/** 409 with the record as it is now, so the screen can show it without losing what the operator typed. */
async function conflict(db: Db, desk: DeskRow, operator: Operator, message: string): Promise<DomainError> {
  return new DomainError('conflict', message, await toDeskDetail(db, desk, operator));
}

/**
 * The open version the operator acted on: it must exist, be in one of `statuses`, and still be the version they
 * saw (`edits` counts every change to it, so a save or a review by someone else in between is a 409).
 */
async function requireOpen(db: Db, desk: DeskRow, operator: Operator, edits: number, statuses: readonly RevisionRow['status'][]): Promise<RevisionRow> {
  const open = await findRevisionRow(db, desk.open_revision_id);
  if (!open) throw await conflict(db, desk, operator, '这份政策没有正在编辑或待审核的版本（可能已被发布或放弃），已刷新为最新状态');
  if (open.edits !== edits) throw await conflict(db, desk, operator, `这一版本已被${open.updated_by}修改过，已刷新为最新内容；您的操作未执行`);
  if (!statuses.includes(open.status)) {
    const message = open.status === 'pending' ? '这一版本已提交审核，不能再编辑；如需修改请先撤回审核' : '这一版本尚未提交审核';
    throw await conflict(db, desk, operator, message);
  }
  return open;
}

async function requireReviewer(db: Db, open: RevisionRow, operator: Operator): Promise<void> {
  if ((await editorsOf(db, open.id)).some((editor) => editor.id === operator.id)) throw new DomainError('forbidden', OWN_REVIEW_MESSAGE);
}

async function recordEvent(db: Db, deskId: number, operator: Operator, action: EventAction, revision: number | null, note: string | null, changes: PolicyDocumentChange[], now: Date): Promise<void> {
  await db.run('INSERT INTO policy_desk_events (desk_id, revision, action, actor_id, actor_name, note, changes, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)', deskId, revision, action, operator.id, operator.name, note, JSON.stringify(changes), now.toISOString());
  await db.run('UPDATE policy_desk SET updated_at = ?, updated_by = ? WHERE id = ?', now.toISOString(), operator.name, deskId);
}

async function addEditor(db: Db, revisionId: number, operator: Operator): Promise<void> {
  await db.run('INSERT INTO policy_revision_editors (revision_id, user_id, name) VALUES (?, ?, ?) ON CONFLICT DO NOTHING', revisionId, operator.id, operator.name);
}

/**
 * Everything the server knows and the document alone does not: the region exists at its level, the category is
 * the dictionary's, the 文号 is nobody else's, the files are there, and a
 * revision does not take back a notice or project that enterprises may already follow or apply to.
 */
async function serverErrors(db: Db, desk: DeskRow | undefined, document: PolicyDocument): Promise<DocumentErrors> {
  const errors: DocumentErrors = {};
  const place = await placementOf(db, document.level, document.regionCode);
  if (typeof place === 'string') errors['regionCode'] = place;
  if (document.category.trim() !== '' && !await isDictValue(db, 'policy_category', document.category)) errors['category'] = '请从列表中选择政策类别';
  if (document.docNo.trim() !== '') {
    const key = docNoKey(document.docNo);
    const published = (await db.get(`SELECT p.title FROM policy_desk d JOIN policies p ON p.id = d.policy_id WHERE d.doc_no_key = ? AND d.id IS DISTINCT FROM ? LIMIT 1`, key, desk?.id ?? null)) as { title: string } | undefined;
    const drafted = (await db.get(`SELECT title FROM policy_revisions WHERE doc_no_key = ? AND status IN ('draft', 'pending') AND desk_id IS DISTINCT FROM ? LIMIT 1`, key, desk?.id ?? null)) as { title: string } | undefined;
    if (published) errors['docNo'] = `文号已被已发布的《${published.title}》使用`;
    else if (drafted) errors['docNo'] = `文号与正在编辑的《${drafted.title}》重复`;
  }
  for (const file of document.attachments) {
    const exists =
      file.source === 'desk'
        ? await findDeskFileInfo(db, file.id) !== undefined
        : desk?.policy_id != null && await db.get('SELECT 1 FROM policy_attachments WHERE id = ? AND policy_id = ?', file.id, desk.policy_id) !== undefined;
    if (!exists) errors['attachments'] = `附件「${file.name}」不存在，请重新上传`;
  }
  if (desk?.notice_id != null && document.declaration === null) errors['declaration'] = '已发布的申报通知不能在修订中删除，可修改其内容或申报时间';
  if (desk?.project_id != null && document.declaration?.kind === 'notice') errors['declaration.kind'] = '已发布的申报项目不能改为只发布通知';
  return errors;
}

/** The lib's checks and the server's together, as one 400 with a message per field. */
async function checkDocument(db: Db, desk: DeskRow | undefined, document: PolicyDocument, stage: ValidationStage, now: Date): Promise<void> {
  const errors = {
    ...validatePolicyDocument(document, { stage, ...(stage === 'complete' ? { today: chinaToday(now) } : {}) }),
    ...await serverErrors(db, desk, document),
  };
  if (Object.keys(errors).length > 0) throw new FieldValidationError(errors);
}

/** Files are listed as the desk stored them, whatever name or size the client echoed. */
async function withStoredFiles(db: Db, desk: DeskRow | undefined, document: PolicyDocument): Promise<PolicyDocument> {
  const attachments = await mapInOrder(document.attachments, async (file) => {
      if (file.source === 'desk') return (await findDeskFileInfo(db, file.id)) ?? file;
      const row = desk?.policy_id == null ? undefined : ((await db.get('SELECT id, name, size, content_type FROM policy_attachments WHERE id = ? AND policy_id = ?', file.id, desk.policy_id)) as { id: number; name: string; size: number; content_type: string } | undefined);
      return row ? { source: 'published' as const, id: row.id, name: row.name, size: row.size, contentType: row.content_type } : file;
    });
  // A national document has no region of its own to choose.
  return { ...document, regionCode: document.level === 'national' ? null : document.regionCode, attachments };
}

/** The columns a version is listed and searched by, from its document. */
async function listedColumns(db: Db, document: PolicyDocument) {
  const place = await placementOf(db, document.level, document.regionCode);
  const placed = typeof place === 'object' ? place : undefined;
  return {
    title: document.title.trim() || UNTITLED,
    docNo: document.docNo.trim(),
    docNoKey: docNoKey(document.docNo),
    issuer: document.issuer.trim(),
    level: document.level,
    regionCode: placed?.regionCode ?? null,
    provinceCode: placed?.provinceCode ?? null,
    cityCode: placed?.cityCode ?? null,
    regionName: placed?.regionName ?? '未选择地区',
  };
}

async function insertRevision(db: Db, deskId: number, number: number, document: PolicyDocument, operator: Operator, now: Date): Promise<number> {
  const at = now.toISOString();
  const result = await db.run(`INSERT INTO policy_revisions (desk_id, number, status, document, title, doc_no, doc_no_key, issuer, level, region_code,
       province_code, city_code, region_name, edits, author_id, author_name, updated_by, created_at, updated_at)
     VALUES (@deskId, @number, 'draft', @document, @title, @docNo, @docNoKey, @issuer, @level, @regionCode,
       @provinceCode, @cityCode, @regionName, 0, @authorId, @authorName, @authorName, @at, @at) RETURNING id`, { deskId, number, document: JSON.stringify(document), ...await listedColumns(db, document), authorId: operator.id, authorName: operator.name, at });
  const id = Number(result.lastInsertRowid);
  await addEditor(db, id, operator);
  await db.run('UPDATE policy_desk SET open_revision_id = ? WHERE id = ?', id, deskId);
  return id;
}

/** A change to the open version: its status and fields, one more edit, who and when. */
async function updateRevision(db: Db, revision: RevisionRow, operator: Operator, now: Date, changes: Partial<Record<'status' | 'submitted_at' | 'reviewer_name' | 'reviewed_at' | 'return_reason' | 'published_at', string | null>>): Promise<void> {
  const entries = Object.entries(changes);
  const assignments = entries.map(([column]) => `${column} = @${column}`).join(', ');
  await db.run(`UPDATE policy_revisions SET ${assignments ? `${assignments}, ` : ''}edits = edits + 1, updated_by = @updatedBy, updated_at = @at WHERE id = @id`, {
    ...Object.fromEntries(entries),
    updatedBy: operator.name,
    at: now.toISOString(),
    id: revision.id,
  });
}

export async function createPolicyDraft(db: Db, operator: Operator, input: PolicyDocument, now: Date): Promise<Detail> {
  const document = await withStoredFiles(db, undefined, input);
  await checkDocument(db, undefined, document, 'draft', now);
  return await db.transaction(async () => {
    const at = now.toISOString();
    const deskId = Number(
      (await db.run('INSERT INTO policy_desk (created_at, updated_at, updated_by) VALUES (?, ?, ?) RETURNING id', at, at, operator.name)).lastInsertRowid,
    );
    await insertRevision(db, deskId, 1, document, operator, now);
    await recordEvent(db, deskId, operator, 'create', 1, null, await changesBetween(db, blankPolicyDocument(), document), now);
    return await detailOf(db, deskId, operator);
  });
}

export type DraftSave = { edits: number; note?: string | null; document: PolicyDocument };

export async function savePolicyDraft(db: Db, operator: Operator, id: number, input: DraftSave, now: Date): Promise<Detail> {
  return await db.transaction(async () => {
    const desk = await requireDesk(db, id);
    const open = await requireOpen(db, desk, operator, input.edits, ['draft']);
    const document = await withStoredFiles(db, desk, input.document);
    await checkDocument(db, desk, document, 'draft', now);
    const note = input.note?.trim() || null;
    const changes = await changesBetween(db, revisionDocument(open), document);
    if (note !== open.note) changes.push({ field: 'note', label: '修订说明', before: open.note, after: note });
    // Saving what is already saved changes nothing and records nothing.
    if (JSON.stringify(document) === open.document && note === open.note) return await detailOf(db, desk.id, operator);
    await db.run(`UPDATE policy_revisions SET document = @document, title = @title, doc_no = @docNo, doc_no_key = @docNoKey, issuer = @issuer,
         level = @level, region_code = @regionCode, province_code = @provinceCode, city_code = @cityCode, region_name = @regionName,
         note = @note, edits = edits + 1, updated_by = @updatedBy, updated_at = @at, return_reason = NULL
       WHERE id = @id`, { id: open.id, document: JSON.stringify(document), ...await listedColumns(db, document), note, updatedBy: operator.name, at: now.toISOString() });
    await addEditor(db, open.id, operator);
    await recordEvent(db, desk.id, operator, 'save', open.number, null, changes, now);
    return await detailOf(db, desk.id, operator);
  });
}

export async function submitPolicyDraft(db: Db, operator: Operator, id: number, edits: number, now: Date): Promise<Detail> {
  return await db.transaction(async () => {
    const desk = await requireDesk(db, id);
    const open = await requireOpen(db, desk, operator, edits, ['draft']);
    await checkDocument(db, desk, revisionDocument(open), 'complete', now);
    await updateRevision(db, open, operator, now, { status: 'pending', submitted_at: now.toISOString(), return_reason: null });
    await addEditor(db, open.id, operator);
    await recordEvent(db, desk.id, operator, 'submit', open.number, open.note, [], now);
    return await detailOf(db, desk.id, operator);
  });
}

export async function withdrawPolicyDraft(db: Db, operator: Operator, id: number, edits: number, now: Date): Promise<Detail> {
  return await db.transaction(async () => {
    const desk = await requireDesk(db, id);
    const open = await requireOpen(db, desk, operator, edits, ['pending']);
    await updateRevision(db, open, operator, now, { status: 'draft', submitted_at: null });
    await recordEvent(db, desk.id, operator, 'withdraw', open.number, null, [], now);
    return await detailOf(db, desk.id, operator);
  });
}

export async function returnPolicyDraft(db: Db, operator: Operator, id: number, input: { edits: number; reason: string }, now: Date): Promise<Detail> {
  return await db.transaction(async () => {
    const desk = await requireDesk(db, id);
    const open = await requireOpen(db, desk, operator, input.edits, ['pending']);
    await requireReviewer(db, open, operator);
    const reason = input.reason.trim();
    if ([...reason].length < 2) throw new FieldValidationError({ reason: '请写明退回原因（至少 2 个字），编辑人将据此修改' });
    await updateRevision(db, open, operator, now, { status: 'draft', submitted_at: null, reviewer_name: operator.name, reviewed_at: now.toISOString(), return_reason: reason });
    await recordEvent(db, desk.id, operator, 'return', open.number, reason, [], now);
    return await detailOf(db, desk.id, operator);
  });
}

export async function abandonPolicyDraft(db: Db, operator: Operator, id: number, edits: number, now: Date): Promise<Detail> {
  return await db.transaction(async () => {
    const desk = await requireDesk(db, id);
    const open = await requireOpen(db, desk, operator, edits, ['draft', 'pending']);
    await abandonOpen(db, desk, open, operator, null, now);
    return await detailOf(db, desk.id, operator);
  });
}

/** The open version is kept, marked 已放弃; what the portal shows is untouched. */
async function abandonOpen(db: Db, desk: DeskRow, open: RevisionRow, operator: Operator, note: string | null, now: Date): Promise<void> {
  await updateRevision(db, open, operator, now, { status: 'abandoned' });
  await db.run('UPDATE policy_desk SET open_revision_id = NULL WHERE id = ?', desk.id);
  await recordEvent(db, desk.id, operator, 'abandon', open.number, note, [], now);
}

export type Approval = PortalSchemas['PolicyDeskApproval'];

/**
 * 审核通过: a second operator — nobody who edited this version — publishes it. The document is checked again
 * (another policy may have taken its 文号 meanwhile), then the portal's tables, the search index, the version
 * history, the messages and the push job are written in one transaction.
 */
export async function approvePolicyDraft(db: Db, operator: Operator, id: number, edits: number, now: Date): Promise<Approval> {
  return await db.transaction(async () => {
    const desk = await requireDesk(db, id);
    const open = await requireOpen(db, desk, operator, edits, ['pending']);
    await requireReviewer(db, open, operator);
    const document = revisionDocument(open);
    await checkDocument(db, desk, document, 'complete', now);
    const policy = desk.policy_id === null ? undefined : await findPolicyRow(db, desk.policy_id);
    if (policy?.validity === 'repealed') throw await conflict(db, desk, operator, '政策已废止，不能再发布修订');
    const previous = await publishedDocument(db, desk, policy);
    // The version kept is the one published: a 发布日期 left to the approval day is written in.
    const published = { ...document, publishDate: document.publishDate ?? chinaToday(now) };
    const outcome = await publishDocument(db, desk, published, previous?.document, { number: open.number, note: open.note, author: open.author_name }, published.publishDate, now);
    await db.run('UPDATE policy_revisions SET document = ? WHERE id = ?', JSON.stringify(published), open.id);
    const at = now.toISOString();
    const superseded = await publishedRevisionRow(db, desk.id);
    if (superseded) await db.run(`UPDATE policy_revisions SET status = 'superseded' WHERE id = ?`, superseded.id);
    await updateRevision(db, open, operator, now, { status: 'published', reviewer_name: operator.name, reviewed_at: at, published_at: at });
    await db.run('UPDATE policy_desk SET open_revision_id = NULL WHERE id = ?', desk.id);
    const told = outcome.notified > 0 ? `已通知 ${outcome.notified} 位用户` : '没有需要通知的用户';
    await recordEvent(db, desk.id, operator, 'approve', open.number, `${previous ? '修订已发布' : '首次发布'}；${told}`, previous ? await changesBetween(db, previous.document, published) : [], now);
    return { desk: await detailOf(db, id, operator), notified: outcome.notified, pushJob: outcome.pushJob };
  });
}

/** 修订: a new draft version starting from the text in force. */
export async function revisePolicy(db: Db, operator: Operator, id: number, now: Date): Promise<Detail> {
  return await db.transaction(async () => {
    const desk = await requireDesk(db, id);
    const policy = desk.policy_id === null ? undefined : await findPolicyRow(db, desk.policy_id);
    if (!policy || policy.validity !== 'valid') throw await conflict(db, desk, operator, '只有现行有效的已发布政策可以修订');
    if (desk.open_revision_id !== null) throw await conflict(db, desk, operator, '这份政策已有正在编辑或待审核的版本，请在该版本上继续');
    const published = await publishedDocument(db, desk, policy);
    if (!published) throw await conflict(db, desk, operator, '只有现行有效的已发布政策可以修订');
    const last = (await db.get('SELECT MAX(number) AS number FROM policy_revisions WHERE desk_id = ?', desk.id)) as { number: number | null };
    const number = (last.number ?? 0) + 1;
    await insertRevision(db, desk.id, number, published.document, operator, now);
    const base = published.revision ? `以第 ${published.revision.number} 版为底稿` : '以平台初始数据中的现行文本为底稿';
    await recordEvent(db, desk.id, operator, 'revise', number, base, [], now);
    return await detailOf(db, desk.id, operator);
  });
}

function repealErrors(policy: PolicyRow, repealDate: string, today: string): DocumentErrors {
  if (repealDate < policy.publish_date) return { repealDate: `废止日期不能早于发布日期（${policy.publish_date}）` };
  if (repealDate > today) return { repealDate: '废止日期不能晚于今天：定于以后废止的政策，请在废止当日办理' };
  return {};
}

/**
 * 废止: the portal marks the policy 已废止 from the date (matching stops offering it), a version still open is
 * abandoned with the reason, and everyone who saved, follows, subscribed to or applied under it is told why.
 */
export async function repealPolicy(db: Db, operator: Operator, id: number, input: { repealDate: string; reason: string }, now: Date): Promise<Detail> {
  return await db.transaction(async () => {
    const desk = await requireDesk(db, id);
    const policy = desk.policy_id === null ? undefined : await findPolicyRow(db, desk.policy_id);
    if (!policy || policy.validity !== 'valid') throw await conflict(db, desk, operator, '只有现行有效的已发布政策可以废止');
    const reason = input.reason.trim();
    const errors = { ...repealErrors(policy, input.repealDate, chinaToday(now)), ...([...reason].length < 2 ? { reason: '请写明废止原因（至少 2 个字），企业会在消息中看到' } : {}) };
    if (Object.keys(errors).length > 0) throw new FieldValidationError(errors);
    const open = await findRevisionRow(db, desk.open_revision_id);
    if (open) await abandonOpen(db, desk, open, operator, '政策已废止，未发布的版本随之放弃', now);
    await repealPublishedPolicy(db, policy.id, input.repealDate);
    await db.run('UPDATE policy_desk SET repeal_reason = ? WHERE id = ?', reason, desk.id);
    const notified = await tellFollowers(
          db,
          policy,
          {
            title: `政策已废止：${policy.title}`,
            content: `《${policy.title}》（${policy.doc_no}）自 ${input.repealDate} 起废止。原因：${reason}。您收藏、关注、订阅或申报过这项政策，相关申报请以主管部门的通知为准。`,
          },
          now,
        );
    await recordEvent(
          db,
          desk.id,
          operator,
          'repeal',
          null,
          `废止日期 ${input.repealDate}；原因：${reason}；已通知 ${notified} 位用户`,
          [{ field: 'validity', label: '有效性', before: '现行有效', after: `已废止（${input.repealDate}）` }],
          now,
        );
    return await detailOf(db, desk.id, operator);
  });
}
