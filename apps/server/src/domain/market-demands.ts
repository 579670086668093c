import type { Db } from '../db/database';
import { DomainError } from '../shared/domain-error';
import { pageWindow } from '../shared/paging';
import type { Page } from '../shared/paging';
import { containsPattern } from '../shared/sql';
import { listDictData } from './dicts';
import { searchTerms } from './highlight';
import { insertMessage } from './messages';
import { findRegion, regionLineage } from './regions';
import type { RegionRecord } from './regions';
import { expandTerm } from './search-synonyms';
import { regionPrefix } from './service-catalog';
import type { PortalSchemas } from '@smes/contract-types';
import type { ValidQuery } from '../contract/queries';
import { chinaToday } from '@smes/eligibility';
import {
  DEMAND_ACTION_LABELS,
  DEMAND_REVIEW_LABELS,
  DEMAND_STATUS_LABELS,
  EDITABLE_DEMAND_STAGES,
  allowedDemandActions,
  checkDemandTransition,
  isDemandTransition,
  isPublicStage,
  reviewStateOf,
  statusOf,
} from '@smes/service-rules';
import type { DemandAction, DemandRole, DemandStage } from '@smes/service-rules';
import { flatMapInOrder } from '../shared/in-order';

type Summary = PortalSchemas['DemandSummary'];
type Detail = PortalSchemas['DemandDetail'];
type ResponseAnswer = PortalSchemas['DemandResponse'];
type DemandRecordAnswer = PortalSchemas['DemandRecord'];
type RecordDetail = PortalSchemas['DemandRecordDetail'];

export const DEMAND_NOT_FOUND = '需求不存在或未公开';
export const RESPONSE_NOT_FOUND = '对接不存在';
/** How far ahead a deadline may be set: a demand is a current need, not a standing offer. */
export const DEMAND_MAX_DEADLINE_DAYS = 365;
const SUMMARY_LENGTH = 80;

type DemandRow = {
  id: number;
  user_id: number | null;
  publisher_name: string;
  type: PortalSchemas['DemandType'];
  title: string;
  description: string;
  budget_min: number | null;
  budget_max: number | null;
  region_code: string;
  region_name: string;
  industry: string;
  deadline: string;
  contact_name: string;
  contact_phone: string;
  stage: DemandStage;
  reject_reason: string | null;
  accepted_response_id: number | null;
  created_at: string;
  updated_at: string;
  submitted_at: string | null;
  published_at: string | null;
  response_count: number;
};

type ResponseRow = {
  id: number;
  demand_id: number;
  user_id: number;
  responder_name: string;
  message: string;
  contact_name: string;
  contact_phone: string;
  file_name: string | null;
  file_size: number | null;
  created_at: string;
};

const DEMAND_SELECT = `SELECT d.*, (SELECT COUNT(*) FROM market_demand_responses r WHERE r.demand_id = d.id) AS response_count FROM market_demands d`;
const PUBLIC_STAGES_SQL = `d.stage IN ('open', 'matching', 'dealt', 'closed')`;
const RESPONSE_COLUMNS = 'id, demand_id, user_id, responder_name, message, contact_name, contact_phone, file_name, file_size, created_at';

async function industryLabels(db: Db): Promise<Map<string, string>> {
  return new Map((await listDictData(db, 'industry')).map((item) => [item.dictValue, item.dictLabel]));
}

function toSummary(row: DemandRow, labels: Map<string, string>): Summary {
  const text = row.description.replace(/\s+/g, ' ');
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    summary: [...text].length > SUMMARY_LENGTH ? `${[...text].slice(0, SUMMARY_LENGTH).join('')}…` : text,
    budgetMin: row.budget_min,
    budgetMax: row.budget_max,
    regionCode: row.region_code,
    regionName: row.region_name,
    industry: row.industry,
    industryLabel: labels.get(row.industry) ?? row.industry,
    deadline: row.deadline,
    status: statusOf(row.stage),
    publisherName: row.publisher_name,
    publishedAt: row.published_at,
    responseCount: row.response_count,
  };
}

function toResponse(row: ResponseRow, acceptedId: number | null): ResponseAnswer {
  return {
    id: row.id,
    demandId: row.demand_id,
    responderName: row.responder_name,
    message: row.message,
    contact: { name: row.contact_name, phone: row.contact_phone },
    file: row.file_name !== null && row.file_size !== null ? { name: row.file_name, size: row.file_size } : null,
    accepted: acceptedId === row.id,
    createdAt: row.created_at,
  };
}

async function findRow(db: Db, id: number): Promise<DemandRow | undefined> {
  return (await db.get(`${DEMAND_SELECT} WHERE d.id = ?`, id)) as DemandRow | undefined;
}

async function responsesOf(db: Db, row: DemandRow): Promise<ResponseAnswer[]> {
  const rows = (await db.all(`SELECT ${RESPONSE_COLUMNS} FROM market_demand_responses WHERE demand_id = ? ORDER BY created_at, id`, row.id)) as ResponseRow[];
  return rows.map((item) => toResponse(item, row.accepted_response_id));
}

async function responseOfUser(db: Db, row: DemandRow, userId: number): Promise<ResponseRow | undefined> {
  return (await db.get(`SELECT ${RESPONSE_COLUMNS} FROM market_demand_responses WHERE demand_id = ? AND user_id = ?`, row.id, userId)) as
    | ResponseRow
    | undefined;
}

/**
 * What one account sees of a demand. The contact goes to the publisher and to the responder the publisher
 * accepted; everyone else (the operator too) reads the demand without it.
 */
async function toDetail(db: Db, row: DemandRow, viewerId: number | undefined): Promise<Detail> {
  const labels = await industryLabels(db);
  const mine = viewerId !== undefined && row.user_id === viewerId;
  const own = viewerId === undefined ? undefined : await responseOfUser(db, row, viewerId);
  const acceptedResponder = own !== undefined && own.id === row.accepted_response_id;
  return {
    demand: toSummary(row, labels),
    description: row.description,
    contact: mine || acceptedResponder ? { name: row.contact_name, phone: row.contact_phone } : null,
    mine,
    myResponse: own ? toResponse(own, row.accepted_response_id) : null,
  };
}

function toRecord(row: DemandRow, role: DemandRole, labels: Map<string, string>): DemandRecordAnswer {
  return {
    demand: toSummary(row, labels),
    reviewState: reviewStateOf(row.stage),
    rejectReason: row.reject_reason,
    submittedAt: row.submitted_at,
    updatedAt: row.updated_at,
    allowedActions: allowedDemandActions(row.stage, role),
  };
}

async function toRecordDetail(db: Db, row: DemandRow, role: DemandRole): Promise<RecordDetail> {
  return {
    record: toRecord(row, role, await industryLabels(db)),
    detail: await toDetail(db, row, role === 'publisher' ? (row.user_id ?? undefined) : undefined),
    // The operator reviews the demand itself; responses belong to the two parties only.
    responses: role === 'publisher' ? await responsesOf(db, row) : [],
  };
}

// ---- the public list and detail ------------------------------------------------------------------

export type DemandListQuery = ValidQuery<'marketDemandList', 'pageNum' | 'pageSize'>;

const BUDGET_SQL: Record<PortalSchemas['DemandBudgetBand'], string> = {
  negotiable: 'd.budget_max IS NULL',
  lt10: 'd.budget_max < 10',
  '10to50': 'd.budget_max >= 10 AND d.budget_max < 50',
  '50to200': 'd.budget_max >= 50 AND d.budget_max < 200',
  gte200: 'd.budget_max >= 200',
};

/**
 * Public demands only. Each typed word stands for its group of synonyms (the policy search's table), and a
 * demand must hold one form of every group in its title or description: a few hundred rows need no index.
 */
export async function listPublicDemands(db: Db, query: DemandListQuery, region: RegionRecord | undefined): Promise<Page<Summary>> {
  const where = [PUBLIC_STAGES_SQL];
  const params: Record<string, string | number> = {};
  searchTerms(query.keyword)
    .map(expandTerm)
    .forEach((forms, group) => {
      const alternatives = forms.map((form, index) => {
        const name = `kw${group}_${index}`;
        params[name] = containsPattern(form);
        return `d.title LIKE @${name} ESCAPE '\\' OR d.description LIKE @${name} ESCAPE '\\'`;
      });
      where.push(`(${alternatives.join(' OR ')})`);
    });
  if (query.type) {
    params['type'] = query.type;
    where.push('d.type = @type');
  }
  if (query.industry) {
    params['industry'] = query.industry;
    where.push('d.industry = @industry');
  }
  if (region) {
    params['prefix'] = regionPrefix(region);
    where.push('substr(d.region_code, 1, length(@prefix)) = @prefix');
  }
  if (query.status) {
    params['status'] = query.status;
    where.push('d.stage = @status');
  }
  if (query.budget) where.push(`(${BUDGET_SQL[query.budget]})`);
  const whereSql = `WHERE ${where.join(' AND ')}`;
  const { total } = (await db.get(`SELECT COUNT(*) AS total FROM market_demands d ${whereSql}`, params)) as { total: number };
  const rows = (await db.all(`${DEMAND_SELECT} ${whereSql} ORDER BY d.published_at DESC, d.id DESC LIMIT @limit OFFSET @offset`, {
    ...params,
    ...pageWindow(query.pageNum, query.pageSize),
  })) as DemandRow[];
  const labels = await industryLabels(db);
  return { rows: rows.map((row) => toSummary(row, labels)), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

/** A public demand, or the viewer's own in any stage; anything else is undefined (404). */
export async function findDemandForViewer(db: Db, id: number, viewerId: number | undefined): Promise<Detail | undefined> {
  const row = await findRow(db, id);
  if (!row) return undefined;
  if (!isPublicStage(row.stage) && (viewerId === undefined || row.user_id !== viewerId)) return undefined;
  return await toDetail(db, row, viewerId);
}

// ---- responses -------------------------------------------------------------------------------------

export type Responder = { userId: number; enterpriseName: string };

async function notify(db: Db, userId: number | null, title: string, content: string, now: Date): Promise<void> {
  // A 'system' message without a link: a new message kind would rebuild the messages table beside the other
  // areas' migrations (ADR 27 made the same choice); the text names the demand instead.
  if (userId === null) return;
  await insertMessage(db, { userId, type: 'system', title, content, link: null }, now);
}

export async function respondToDemand(db: Db, responder: Responder, id: number, input: PortalSchemas['DemandResponseInput'], now: Date): Promise<ResponseAnswer> {
  return await db.transaction(async () => {
    const row = await findRow(db, id);
    if (!row || !isPublicStage(row.stage)) throw new DomainError('not_found', DEMAND_NOT_FOUND);
    if (row.user_id === responder.userId) throw new DomainError('forbidden', '不能对接自己发布的需求');
    if (row.stage !== 'open') throw new DomainError('conflict', `需求已是“${DEMAND_STATUS_LABELS[statusOf(row.stage)]}”，不再接受对接`);
    if (await responseOfUser(db, row, responder.userId)) throw new DomainError('conflict', '您已对接过该需求');
    const result = await db.run(`INSERT INTO market_demand_responses (demand_id, user_id, responder_name, message, contact_name, contact_phone, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`, row.id, responder.userId, responder.enterpriseName, input.message.trim(), input.contactName.trim(), input.contactPhone, now.toISOString());
    await notify(db, row.user_id, '需求收到新的对接', `${responder.enterpriseName} 对接了您发布的需求“${row.title}”，请到个人中心查看。`, now);
    const saved = (await db.get(`SELECT ${RESPONSE_COLUMNS} FROM market_demand_responses WHERE id = ?`, Number(result.lastInsertRowid))) as ResponseRow;
    return toResponse(saved, row.accepted_response_id);
  });
}

export type ResponseFile = { name: string; size: number; body: Buffer };

/** The responder's own response only (anyone else's answers 404); a new file replaces the old one. */
export async function saveResponseFile(db: Db, userId: number, responseId: number, file: ResponseFile): Promise<ResponseAnswer> {
  const changed = await db.run('UPDATE market_demand_responses SET file_name = ?, file_size = ?, file_body = ? WHERE id = ? AND user_id = ?', file.name, file.size, file.body, responseId, userId);
  if (changed.changes !== 1) throw new DomainError('not_found', RESPONSE_NOT_FOUND);
  const saved = (await db.get(`SELECT ${RESPONSE_COLUMNS} FROM market_demand_responses WHERE id = ?`, responseId)) as ResponseRow;
  const demand = await findRow(db, saved.demand_id);
  return toResponse(saved, demand?.accepted_response_id ?? null);
}

/** For the responder and the demand's publisher; for anyone else the file does not exist. */
export async function findResponseFile(db: Db, userId: number, responseId: number): Promise<{ name: string; body: Buffer }> {
  const file = (await db.get(`SELECT r.file_name AS name, r.file_body AS body FROM market_demand_responses r JOIN market_demands d ON d.id = r.demand_id
     WHERE r.id = ? AND r.file_body IS NOT NULL AND (r.user_id = ? OR d.user_id = ?)`, responseId, userId, userId)) as { name: string; body: Buffer } | undefined;
  if (!file) throw new DomainError('not_found', '附件不存在');
  return file;
}

// ---- the publisher's demands -------------------------------------------------------------------------

export type MyDemandQuery = ValidQuery<'marketMyDemandList', 'pageNum' | 'pageSize'>;

const REVIEW_STAGES: Record<PortalSchemas['DemandReviewState'], readonly DemandStage[]> = {
  draft: ['draft'],
  pending: ['pending'],
  rejected: ['rejected'],
  approved: ['open', 'matching', 'dealt', 'closed'],
};

function stageIn(stages: readonly DemandStage[]): string {
  // The stages are the contract's own enum values, never user text.
  return `d.stage IN (${stages.map((stage) => `'${stage}'`).join(', ')})`;
}

async function recordPage(db: Db, where: string[], params: Record<string, string | number>, order: string, role: DemandRole, paging: { pageNum: number; pageSize: number }): Promise<Page<DemandRecordAnswer>> {
  const whereSql = `WHERE ${where.join(' AND ')}`;
  const { total } = (await db.get(`SELECT COUNT(*) AS total FROM market_demands d ${whereSql}`, params)) as { total: number };
  const rows = (await db.all(`${DEMAND_SELECT} ${whereSql} ORDER BY ${order} LIMIT @limit OFFSET @offset`, {
    ...params,
    ...pageWindow(paging.pageNum, paging.pageSize),
  })) as DemandRow[];
  const labels = await industryLabels(db);
  return { rows: rows.map((row) => toRecord(row, role, labels)), total, pageNum: paging.pageNum, pageSize: paging.pageSize };
}

export async function listMyDemands(db: Db, userId: number, query: MyDemandQuery): Promise<Page<DemandRecordAnswer>> {
  const where = ['d.user_id = @userId'];
  if (query.reviewState) where.push(stageIn(REVIEW_STAGES[query.reviewState]));
  if (query.status) where.push(stageIn([query.status]));
  return await recordPage(db, where, { userId }, 'd.updated_at DESC, d.id DESC', 'publisher', query);
}

export type MyResponseQuery = ValidQuery<'marketMyResponseList', 'pageNum' | 'pageSize'>;

/** 我对接的需求: the demands the account responded to, each with its own response and whether it was accepted; newest first. */
export async function listMyResponses(db: Db, userId: number, query: MyResponseQuery): Promise<Page<PortalSchemas['MyDemandResponse']>> {
  const { total } = (await db.get('SELECT COUNT(*) AS total FROM market_demand_responses WHERE user_id = ?', userId)) as { total: number };
  const responses = (await db.all(`SELECT ${RESPONSE_COLUMNS} FROM market_demand_responses WHERE user_id = @userId ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset`, { userId, ...pageWindow(query.pageNum, query.pageSize) })) as ResponseRow[];
  const labels = await industryLabels(db);
  const rows = await flatMapInOrder(responses, async (response) => {
      const demand = await findRow(db, response.demand_id);
      return demand ? [{ demand: toSummary(demand, labels), response: toResponse(response, demand.accepted_response_id) }] : [];
    });
  return { rows, total, pageNum: query.pageNum, pageSize: query.pageSize };
}

async function requireOwnRow(db: Db, userId: number, id: number): Promise<DemandRow> {
  const row = await findRow(db, id);
  if (!row || row.user_id !== userId) throw new DomainError('not_found', '需求不存在');
  return row;
}

export async function findMyDemand(db: Db, userId: number, id: number): Promise<RecordDetail> {
  return await toRecordDetail(db, await requireOwnRow(db, userId, id), 'publisher');
}

export type Publisher = { userId: number; enterpriseName: string };
export type NewDemandInput = PortalSchemas['DemandInput'];

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** What the contract cannot say: the budget pair, the deadline window, a known region and industry. */
async function checkInput(db: Db, input: NewDemandInput, now: Date): Promise<{ region: RegionRecord; regionName: string }> {
  if ((input.budgetMin === null) !== (input.budgetMax === null)) throw new DomainError('invalid', '预算请填写上下限，或选择面议');
  if (input.budgetMin !== null && input.budgetMax !== null && input.budgetMin > input.budgetMax) {
    throw new DomainError('invalid', '预算下限不能高于上限');
  }
  const today = chinaToday(now);
  if (input.deadline < today) throw new DomainError('invalid', '截止日期不能早于今天');
  if (input.deadline > addDays(today, DEMAND_MAX_DEADLINE_DAYS)) throw new DomainError('invalid', `截止日期最多设在 ${DEMAND_MAX_DEADLINE_DAYS} 天以内`);
  const region = await findRegion(db, input.regionCode);
  if (!region) throw new DomainError('invalid', `参数 regionCode 不合法：未知的行政区划代码 ${input.regionCode}`);
  if (!(await industryLabels(db)).has(input.industry)) throw new DomainError('invalid', `参数 industry 不合法：未知的行业门类 ${input.industry}`);
  return { region, regionName: await demandRegionName(db, region.code) };
}

/** 杭州市滨江区 rather than 滨江区: the city and the district, as a reader places a demand. */
export async function demandRegionName(db: Db, code: string): Promise<string> {
  // The lineage runs from the division up to its province; a name reads from the top down.
  const lineage = (await regionLineage(db, code)).reverse();
  const named = lineage.length > 1 ? lineage.filter((item) => item.level !== 'province') : lineage;
  return named.map((item) => item.name).join('');
}

function inputColumns(input: NewDemandInput, regionName: string) {
  return {
    type: input.type,
    title: input.title.trim(),
    description: input.description.trim(),
    budgetMin: input.budgetMin,
    budgetMax: input.budgetMax,
    regionCode: input.regionCode,
    regionName,
    industry: input.industry,
    deadline: input.deadline,
    contactName: input.contactName.trim(),
    contactPhone: input.contactPhone,
  };
}

export async function createDemand(db: Db, publisher: Publisher, input: NewDemandInput, now: Date): Promise<RecordDetail> {
  const { regionName } = await checkInput(db, input, now);
  return await db.transaction(async () => {
    const at = now.toISOString();
    const result = await db.run(`INSERT INTO market_demands (user_id, publisher_name, type, title, description, budget_min, budget_max, region_code, region_name,
         industry, deadline, contact_name, contact_phone, stage, created_at, updated_at, submitted_at)
       VALUES (@userId, @publisherName, @type, @title, @description, @budgetMin, @budgetMax, @regionCode, @regionName,
         @industry, @deadline, @contactName, @contactPhone, @stage, @at, @at, @submittedAt) RETURNING id`, {
      ...inputColumns(input, regionName),
      userId: publisher.userId,
      publisherName: publisher.enterpriseName,
      stage: input.submit ? 'pending' : 'draft',
      at,
      submittedAt: input.submit ? at : null,
    });
    return await findMyDemand(db, publisher.userId, Number(result.lastInsertRowid));
  });
}

async function stale(db: Db, id: number, role: DemandRole, message: string): Promise<DomainError> {
  const row = await findRow(db, id);
  if (!row) return new DomainError('conflict', message, {});
  return new DomainError('conflict', message, await toRecordDetail(db, row, role));
}

/** Edits a draft or a rejected demand; with `submit` it goes to review through the table's `submit`. */
export async function updateDemand(db: Db, userId: number, id: number, input: NewDemandInput, now: Date): Promise<RecordDetail> {
  const { regionName } = await checkInput(db, input, now);
  return await db.transaction(async () => {
    const row = await requireOwnRow(db, userId, id);
    if (!EDITABLE_DEMAND_STAGES.includes(row.stage)) {
      throw await stale(db, id, 'publisher', `需求${DEMAND_REVIEW_LABELS[reviewStateOf(row.stage)]}，不能再修改`);
    }
    const at = now.toISOString();
    const next: DemandStage = input.submit ? 'pending' : row.stage;
    const changed = await db.run(`UPDATE market_demands SET type = @type, title = @title, description = @description, budget_min = @budgetMin, budget_max = @budgetMax,
         region_code = @regionCode, region_name = @regionName, industry = @industry, deadline = @deadline, contact_name = @contactName,
         contact_phone = @contactPhone, stage = @next, updated_at = @at, submitted_at = CASE WHEN @submit = 1 THEN @at ELSE submitted_at END
       WHERE id = @id AND stage = @stage`, { ...inputColumns(input, regionName), next, at, submit: input.submit ? 1 : 0, id, stage: row.stage });
    if (changed.changes !== 1) throw await stale(db, id, 'publisher', '需求刚被处理过，请刷新后再操作');
    return await findMyDemand(db, userId, id);
  });
}

export type DemandActor = { role: 'publisher'; userId: number } | { role: 'operator' };
export type DemandChange = { action: DemandAction; expectedStatus?: PortalSchemas['DemandStatus']; responseId?: number; reason?: string };

/**
 * The one place a demand changes stage after it was submitted. The check and the write are one transaction
 * and the UPDATE repeats the stage it read, so of two people acting at once one wins and the other gets 409
 * with the fresh demand.
 */
export async function transitionDemand(db: Db, actor: DemandActor, id: number, change: DemandChange, now: Date): Promise<RecordDetail> {
  return await db.transaction(async () => {
    const row = actor.role === 'publisher' ? await requireOwnRow(db, actor.userId, id) : await findRow(db, id);
    if (!row || (actor.role === 'operator' && row.stage === 'draft')) throw new DomainError('not_found', '需求不存在');
    if (change.expectedStatus !== undefined && (!isPublicStage(row.stage) || change.expectedStatus !== row.stage)) {
      throw await stale(db, id, actor.role, `需求已是“${DEMAND_STATUS_LABELS[statusOf(row.stage)]}”，请刷新后再操作`);
    }
    const checked = checkDemandTransition(row.stage, change.action, actor.role);
    if (!isDemandTransition(checked)) {
      if (checked.kind === 'role') throw new DomainError('forbidden', `无权${DEMAND_ACTION_LABELS[change.action]}`);
      const current = isPublicStage(row.stage) ? DEMAND_STATUS_LABELS[statusOf(row.stage)] : DEMAND_REVIEW_LABELS[reviewStateOf(row.stage)];
      throw await stale(db, id, actor.role, `需求当前为“${current}”，不能${DEMAND_ACTION_LABELS[change.action]}`);
    }
    let accepted: ResponseRow | undefined;
    if (change.action === 'accept') {
      accepted = (await db.get(`SELECT ${RESPONSE_COLUMNS} FROM market_demand_responses WHERE id = ? AND demand_id = ?`, change.responseId, id)) as
        | ResponseRow
        | undefined;
      if (!accepted) throw new DomainError('not_found', RESPONSE_NOT_FOUND);
    }
    const at = now.toISOString();
    const changed = await db.run(`UPDATE market_demands SET stage = @to, updated_at = @at,
         published_at = CASE WHEN @to = 'open' THEN @at ELSE published_at END,
         reject_reason = CASE WHEN @action = 'reject' THEN @reason WHEN @action = 'approve' THEN NULL ELSE reject_reason END,
         accepted_response_id = CASE WHEN @action = 'accept' THEN @responseId ELSE accepted_response_id END
       WHERE id = @id AND stage = @from`, { to: checked.to, at, action: change.action, reason: change.reason?.trim() ?? null, responseId: accepted?.id ?? null, id, from: row.stage });
    if (changed.changes !== 1) throw await stale(db, id, actor.role, '需求刚被处理过，请刷新后再操作');
    if (change.action === 'approve') await notify(db, row.user_id, '需求审核通过', `您发布的需求“${row.title}”已通过审核，现已公开。`, now);
    if (change.action === 'reject') {
      await notify(db, row.user_id, '需求审核未通过', `您发布的需求“${row.title}”未通过审核：${change.reason?.trim() ?? ''}。修改后可重新提交。`, now);
    }
    if (accepted) {
      await notify(db, accepted.user_id, '您的对接已被采纳', `${row.publisher_name} 采纳了您对需求“${row.title}”的对接，联系方式已对您可见。`, now);
    }
    const fresh = (await findRow(db, id)) as DemandRow;
    return await toRecordDetail(db, fresh, actor.role);
  });
}

// ---- the operator's review queue -----------------------------------------------------------------------

export type DemandQueueQuery = ValidQuery<'adminDemandList', 'pageNum' | 'pageSize'>;

/** Drafts are the publisher's own: the queue never shows them. Oldest submission first, as a queue is worked. */
export async function listDemandQueue(db: Db, query: DemandQueueQuery): Promise<Page<DemandRecordAnswer>> {
  const state = query.reviewState ?? 'pending';
  if (state === 'draft') return { rows: [], total: 0, pageNum: query.pageNum, pageSize: query.pageSize };
  return await recordPage(db, [stageIn(REVIEW_STAGES[state])], {}, 'd.submitted_at ASC, d.id ASC', 'operator', query);
}

export async function findDemandForReview(db: Db, id: number): Promise<RecordDetail | undefined> {
  const row = await findRow(db, id);
  if (!row || row.stage === 'draft') return undefined;
  return await toRecordDetail(db, row, 'operator');
}

// ---- seeding and counts ----------------------------------------------------------------------------------

export type SeededDemand = Omit<NewDemandInput, 'submit'> & {
  userId: number | null;
  publisherName: string;
  regionName: string;
  stage: DemandStage;
  rejectReason: string | null;
  createdAt: string;
  submittedAt: string | null;
  publishedAt: string | null;
};

export async function insertDemandRecord(db: Db, demand: SeededDemand): Promise<number> {
  const result = await db.run(`INSERT INTO market_demands (user_id, publisher_name, type, title, description, budget_min, budget_max, region_code, region_name,
       industry, deadline, contact_name, contact_phone, stage, reject_reason, created_at, updated_at, submitted_at, published_at)
     VALUES (@userId, @publisherName, @type, @title, @description, @budgetMin, @budgetMax, @regionCode, @regionName,
       @industry, @deadline, @contactName, @contactPhone, @stage, @rejectReason, @createdAt, @createdAt, @submittedAt, @publishedAt) RETURNING id`, demand);
  return Number(result.lastInsertRowid);
}

export type SeededResponse = { demandId: number; userId: number; responderName: string; message: string; contactName: string; contactPhone: string; createdAt: string };

export async function insertResponseRecord(db: Db, response: SeededResponse): Promise<number> {
  const result = await db.run(`INSERT INTO market_demand_responses (demand_id, user_id, responder_name, message, contact_name, contact_phone, created_at)
     VALUES (@demandId, @userId, @responderName, @message, @contactName, @contactPhone, @createdAt) RETURNING id`, response);
  return Number(result.lastInsertRowid);
}

/** Seeding only: the publisher accepted this response (the demand is 对接中 or later). */
export async function markAccepted(db: Db, demandId: number, responseId: number): Promise<void> {
  await db.run('UPDATE market_demands SET accepted_response_id = ? WHERE id = ?', responseId, demandId);
}

export async function countDemandsByStage(db: Db): Promise<Record<DemandStage, number>> {
  const counts: Record<DemandStage, number> = { draft: 0, pending: 0, rejected: 0, open: 0, matching: 0, dealt: 0, closed: 0 };
  for (const row of (await db.all('SELECT stage, COUNT(*) AS total FROM market_demands GROUP BY stage')) as { stage: DemandStage; total: number }[]) {
    counts[row.stage] = row.total;
  }
  return counts;
}
