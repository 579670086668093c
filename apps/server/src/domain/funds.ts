import type { Db } from '../db/database';
import { DomainError } from '../shared/domain-error';
import { containsPattern } from '../shared/sql';
import { pageWindow } from '../shared/paging';
import type { Page } from '../shared/paging';
import type { ValidQuery } from '../contract/queries';
import type { PortalSchemas } from '@smes/contract-types';
import { chinaToday } from '@smes/eligibility';
import { findLedger } from './ledgers';
import { regionNameInSql } from './regions';
import { insertMessage } from './messages';
import { WORKING_HOURS_PER_DAY, addWorkingHours, uncountedHolidayYear } from '../shared/working-hours';

type Guarantee = PortalSchemas['FundGuarantee'];
type Repayment = PortalSchemas['FundRepayment'];
type Status = PortalSchemas['FinancingStatus'];
type FundCard = PortalSchemas['FundSummary'];
type FundFull = PortalSchemas['FundDetail'];
type ApplicationCard = PortalSchemas['FinancingApplicationSummary'];
type ApplicationFull = PortalSchemas['FinancingApplication'];

export const FUND_NOT_FOUND = '金融产品不存在';
export const FINANCING_NOT_FOUND = '融资申请不存在';

type ProductRow = {
  id: number;
  name: string;
  provider: string;
  region_name: string;
  amount_min: number;
  amount_max: number;
  rate_min: number;
  rate_max: number;
  term_min: number;
  term_max: number;
  guarantee: Guarantee;
  tags: string;
  summary: string;
  publish_date: string;
  application_count: number;
};

type ProductDetailRow = ProductRow & { description: string; repayments: string; eligibility: string; materials: string; contact_phone: string };

// The platform's count of applications: the seeded history plus every application made here.
const PRODUCT_COLUMNS = `p.id, p.name, p.provider, p.region_name, p.amount_min, p.amount_max, p.rate_min, p.rate_max, p.term_min, p.term_max,
  p.guarantee, p.tags, p.summary, p.publish_date,
  p.base_applications + (SELECT COUNT(*) FROM financing_applications a WHERE a.product_id = p.id) AS application_count`;

function toFundCard(row: ProductRow): FundCard {
  return {
    id: row.id,
    name: row.name,
    provider: row.provider,
    regionName: row.region_name,
    amountMin: row.amount_min,
    amountMax: row.amount_max,
    rateMin: row.rate_min,
    rateMax: row.rate_max,
    termMin: row.term_min,
    termMax: row.term_max,
    guarantee: row.guarantee,
    tags: JSON.parse(row.tags) as string[],
    summary: row.summary,
    applicationCount: row.application_count,
    publishDate: row.publish_date,
  };
}

export type FundListQuery = Omit<ValidQuery<'fundList', 'pageNum' | 'pageSize' | 'orderBy'>, 'applicableTo'> & {
  /** The enterprise scope as place names (`chainNames`): products of lenders serving there or nationwide. */
  applicableTo?: string[];
};

const FUND_ORDER: Record<FundListQuery['orderBy'], string> = {
  newest: 'p.publish_date DESC, p.id DESC',
  rate: 'p.rate_min ASC, p.rate_max ASC, p.id ASC',
  amount: 'p.amount_max DESC, p.id ASC',
};

export async function listFunds(db: Db, query: FundListQuery): Promise<Page<FundCard>> {
  const where: string[] = [];
  const params: Record<string, string | number> = {};
  if (query.applicableTo) {
    const scope = regionNameInSql(query.applicableTo, 'scope', 'p');
    Object.assign(params, scope.params);
    where.push(scope.sql);
  }
  const keyword = query.keyword?.trim();
  if (keyword) {
    params['pattern'] = containsPattern(keyword);
    where.push(`(p.name ILIKE @pattern ESCAPE '\\' OR p.provider ILIKE @pattern ESCAPE '\\' OR p.summary ILIKE @pattern ESCAPE '\\' OR p.tags ILIKE @pattern ESCAPE '\\')`);
  }
  if (query.guarantee) {
    params['guarantee'] = query.guarantee;
    where.push('p.guarantee = @guarantee');
  }
  if (query.tag?.trim()) {
    params['tag'] = query.tag.trim();
    where.push('EXISTS (SELECT 1 FROM jsonb_array_elements_text((p.tags)::jsonb) t WHERE t.value = @tag)');
  }
  if (query.provider?.trim()) {
    params['provider'] = query.provider.trim();
    where.push('p.provider = @provider');
  }
  if (query.amount !== undefined) {
    params['amount'] = query.amount;
    where.push('@amount BETWEEN p.amount_min AND p.amount_max');
  }
  if (query.rate !== undefined) {
    params['rate'] = query.rate;
    // 年利率不高于 X: a product qualifies only if its highest reference rate is within X, so no listed product can cost more.
    where.push('p.rate_max <= @rate');
  }
  if (query.term !== undefined) {
    params['term'] = query.term;
    where.push('@term BETWEEN p.term_min AND p.term_max');
  }
  const whereSql = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const { total } = (await db.get(`SELECT COUNT(*) AS total FROM fund_products p ${whereSql}`, params)) as { total: number };
  const rows = (await db.all(`SELECT ${PRODUCT_COLUMNS} FROM fund_products p ${whereSql} ORDER BY ${FUND_ORDER[query.orderBy]} LIMIT @limit OFFSET @offset`, {
    ...params,
    ...pageWindow(query.pageNum, query.pageSize),
  })) as ProductRow[];
  return { rows: rows.map(toFundCard), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

/** Providers and tags with how many products each has: the list's filter options, most products first. */
export async function fundFacets(db: Db): Promise<PortalSchemas['FundFacets']> {
  const providers = (await db.all('SELECT provider AS name, COUNT(*) AS count FROM fund_products GROUP BY provider ORDER BY count DESC, provider')) as PortalSchemas['FundFacet'][];
  const tags = (await db.all('SELECT t.value AS name, COUNT(*) AS count FROM fund_products p, jsonb_array_elements_text((p.tags)::jsonb) t GROUP BY t.value ORDER BY count DESC, t.value')) as PortalSchemas['FundFacet'][];
  return { providers, tags };
}

export async function findFund(db: Db, id: number): Promise<FundFull | undefined> {
  const row = (await db.get(`SELECT ${PRODUCT_COLUMNS}, p.description, p.repayments, p.eligibility, p.materials, p.contact_phone FROM fund_products p WHERE p.id = ?`, id)) as
    | ProductDetailRow
    | undefined;
  if (!row) return undefined;
  return {
    ...toFundCard(row),
    description: row.description,
    repayments: JSON.parse(row.repayments) as Repayment[],
    eligibility: JSON.parse(row.eligibility) as string[],
    materials: JSON.parse(row.materials) as string[],
    contactPhone: row.contact_phone,
  };
}

export async function countFunds(db: Db): Promise<number> {
  return ((await db.get('SELECT COUNT(*) AS total FROM fund_products')) as { total: number }).total;
}

export type NewFund = Omit<FundFull, 'id' | 'applicationCount'> & { baseApplications: number };

export async function insertFund(db: Db, fund: NewFund): Promise<number> {
  const result = await db.run(`INSERT INTO fund_products (name, provider, region_name, amount_min, amount_max, rate_min, rate_max, term_min, term_max, guarantee, tags,
       summary, description, repayments, eligibility, materials, contact_phone, base_applications, publish_date)
     VALUES (@name, @provider, @regionName, @amountMin, @amountMax, @rateMin, @rateMax, @termMin, @termMax, @guarantee, @tags,
       @summary, @description, @repayments, @eligibility, @materials, @contactPhone, @baseApplications, @publishDate) RETURNING id`, {
    ...fund,
    tags: JSON.stringify(fund.tags),
    repayments: JSON.stringify(fund.repayments),
    eligibility: JSON.stringify(fund.eligibility),
    materials: JSON.stringify(fund.materials),
  });
  return Number(result.lastInsertRowid);
}

// ---- 融资对接: applications and the provider's answer over time ----

/**
 * When the provider stand-in moves an application on, in the institution's working hours after submission
 * (09:00–17:00 China time, Monday to Friday): 受理 within two working hours, 审批 after one working day, the
 * decision after three (the banks' own 3-working-day promises). A promised time is never at night or on a weekend.
 */
export const FINANCING_SCHEDULE: readonly { status: 'accepted' | 'reviewing' | 'decided'; workingHours: number }[] = [
  { status: 'accepted', workingHours: 2 },
  { status: 'reviewing', workingHours: WORKING_HOURS_PER_DAY },
  { status: 'decided', workingHours: 3 * WORKING_HOURS_PER_DAY },
];

export const FINANCING_STATUS_LABELS: Record<Status, string> = {
  submitted: '已提交',
  accepted: '已受理',
  reviewing: '审批中',
  disbursed: '已放款',
  rejected: '未通过',
  withdrawn: '已撤回',
};

/** Share of last year's revenue a provider lends: on the enterprise's credit alone less than against collateral. */
export const REVENUE_SHARE: Record<Guarantee, number> = { credit: 0.3, ipPledge: 0.3, guarantee: 0.8, mortgage: 0.8 };

export type FinancingDecision = { decision: 'disbursed'; approvedAmount: number; approvedRate: number; note: string } | { decision: 'rejected'; note: string };

/**
 * The provider's answer, fixed at submission from what the ledger said then: no credit code means no credit
 * check; more than the revenue share of last year's revenue is over the line; otherwise the loan is made, at the
 * product's lowest rate for an enterprise with 2000 万元 revenue or more, else at the middle of its range.
 */
export function decideFinancing(
  product: Pick<FundCard, 'guarantee' | 'rateMin' | 'rateMax'>,
  snapshot: { creditCode: string | null; revenueY1: number | null },
  amount: number,
): FinancingDecision {
  if (!snapshot.creditCode) {
    return { decision: 'rejected', note: '企业档案未填写统一社会信用代码，机构无法完成征信与工商信息核验' };
  }
  const share = REVENUE_SHARE[product.guarantee];
  if (snapshot.revenueY1 !== null && amount > snapshot.revenueY1 * share) {
    const line = Math.floor(snapshot.revenueY1 * share);
    return {
      decision: 'rejected',
      note: `申请额度 ${amount} 万元超过按上年营业收入（${snapshot.revenueY1} 万元）测算的授信上限 ${line} 万元`,
    };
  }
  const approvedRate = snapshot.revenueY1 !== null && snapshot.revenueY1 >= 2000 ? product.rateMin : Math.round(((product.rateMin + product.rateMax) / 2) * 100) / 100;
  return { decision: 'disbursed', approvedAmount: amount, approvedRate, note: `放款 ${amount} 万元，执行年利率 ${approvedRate.toFixed(2)}%` };
}

type ApplicationRow = {
  id: number;
  application_no: string;
  user_id: number;
  product_id: number;
  product_name: string;
  provider: string;
  amount: number;
  term_months: number;
  purpose: string;
  contact_name: string;
  contact_phone: string;
  enterprise_name: string;
  credit_code: string | null;
  revenue_y1: number | null;
  status: Status;
  decision: 'disbursed' | 'rejected';
  decision_note: string;
  approved_amount: number | null;
  approved_rate: number | null;
  created_at: string;
  updated_at: string;
};

const APPLICATION_SELECT = 'SELECT a.*, p.name AS product_name, p.provider FROM financing_applications a JOIN fund_products p ON p.id = a.product_id';

function isFinal(status: Status): boolean {
  return status === 'disbursed' || status === 'rejected' || status === 'withdrawn';
}

function toApplicationCard(row: ApplicationRow): ApplicationCard {
  return {
    id: row.id,
    applicationNo: row.application_no,
    productId: row.product_id,
    productName: row.product_name,
    provider: row.provider,
    amount: row.amount,
    termMonths: row.term_months,
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The schedule's steps in order, as the statuses they lead to for this application and when each falls due. */
function stepsOf(row: Pick<ApplicationRow, 'decision' | 'created_at'>): { status: Status; at: Date }[] {
  const created = new Date(row.created_at);
  return FINANCING_SCHEDULE.map((step) => ({ status: step.status === 'decided' ? row.decision : step.status, at: addWorkingHours(created, step.workingHours) }));
}

function nextUpdate(row: ApplicationRow): Date | null {
  if (isFinal(row.status)) return null;
  const steps = stepsOf(row);
  const reached = steps.findIndex((step) => step.status === row.status);
  return steps[reached + 1]?.at ?? null;
}

async function toApplication(db: Db, row: ApplicationRow): Promise<ApplicationFull> {
  const timeline = (await db.all('SELECT status, at, note FROM financing_events WHERE application_id = ? ORDER BY at, id', row.id)) as PortalSchemas['FinancingEvent'][];
  const decided = isFinal(row.status);
  const next = nextUpdate(row);
  return {
    ...toApplicationCard(row),
    purpose: row.purpose,
    contactName: row.contact_name,
    contactPhone: row.contact_phone,
    enterpriseName: row.enterprise_name,
    creditCode: row.credit_code,
    revenueY1: row.revenue_y1,
    approvedAmount: decided && row.status === 'disbursed' ? row.approved_amount : null,
    approvedRate: decided && row.status === 'disbursed' ? row.approved_rate : null,
    rejectReason: row.status === 'rejected' ? row.decision_note : null,
    nextUpdateAt: next?.toISOString() ?? null,
    nextUpdateUncountedHolidayYear: next === null ? null : uncountedHolidayYear(next),
    timeline,
  };
}

const STEP_NOTES: Partial<Record<Status, string>> = {
  accepted: '机构已受理，客户经理将电话联系核实资料',
  reviewing: '已进入授信审批',
};

/**
 * Moves every open application (of one user, or all) to where the schedule says it is at `now`, writing one
 * event per step at the step's own time. Idempotent: a step already written is never written again. With
 * `notify`, each step also leaves the applicant a message (the seed writes history without messages).
 */
export async function advanceFinancingApplications(db: Db, now: Date, { userId, notify = true }: { userId?: number; notify?: boolean } = {}): Promise<void> {
  const open = (
    userId === undefined
      ? await db.all(`${APPLICATION_SELECT} WHERE a.status NOT IN ('disbursed', 'rejected', 'withdrawn')`)
      : await db.all(`${APPLICATION_SELECT} WHERE a.status NOT IN ('disbursed', 'rejected', 'withdrawn') AND a.user_id = ?`, userId)
  ) as ApplicationRow[];
  if (open.length === 0) return;
  await db.transaction(async () => {
    for (const row of open) {
      const steps = stepsOf(row);
      let reached = steps.findIndex((step) => step.status === row.status);
      let status = row.status;
      let at = row.updated_at;
      for (const step of steps.slice(reached + 1)) {
        const stepAt = step.at;
        if (stepAt.getTime() > now.getTime()) break;
        reached += 1;
        status = step.status;
        at = stepAt.toISOString();
        const note = isFinal(step.status) ? row.decision_note : (STEP_NOTES[step.status] ?? null);
        await db.run('INSERT INTO financing_events (application_id, status, at, note) VALUES (?, ?, ?, ?)', row.id, step.status, at, note);
        if (notify) {
          await insertMessage(
                      db,
                      {
                        userId: row.user_id,
                        type: 'system',
                        title: `融资申请${FINANCING_STATUS_LABELS[step.status]}：${row.product_name}`,
                        content: `您向${row.provider}申请的「${row.product_name}」（申请编号 ${row.application_no}，${row.amount} 万元）${FINANCING_STATUS_LABELS[step.status]}。${note ?? ''}`,
                        link: null,
                      },
                      stepAt,
                    );
        }
      }
      if (status !== row.status) await db.run('UPDATE financing_applications SET status = ?, updated_at = ? WHERE id = ?', status, at, row.id);
    }
  });
}

export type FinancingApplicant = { userId: number; fallbackName: string };

/** 融资对接: checks the amount and term against the product, snapshots the ledger and fixes the provider's answer. */
export async function createFinancingApplication(db: Db, applicant: FinancingApplicant, input: PortalSchemas['FinancingApplicationCreate'], now: Date): Promise<ApplicationFull> {
  const product = await findFund(db, input.productId);
  if (!product) throw new DomainError('not_found', FUND_NOT_FOUND);
  if (input.amount < product.amountMin || input.amount > product.amountMax) {
    throw new DomainError('invalid', `申请额度须在 ${product.amountMin}–${product.amountMax} 万元之间`);
  }
  if (input.termMonths < product.termMin || input.termMonths > product.termMax) {
    throw new DomainError('invalid', `申请期限须在 ${product.termMin}–${product.termMax} 个月之间`);
  }
  const purpose = input.purpose.trim();
  if ([...purpose].length < 5) throw new DomainError('invalid', '资金用途至少填写 5 个字');
  const contactName = input.contactName.trim();
  if (!contactName) throw new DomainError('invalid', '请填写联系人');
  const { ledger } = await findLedger(db, applicant.userId);
  const snapshot = {
    enterpriseName: ledger.enterpriseName?.trim() || applicant.fallbackName,
    creditCode: ledger.creditCode ?? null,
    revenueY1: ledger.revenueY1 ?? null,
  };
  const decision = decideFinancing(product, snapshot, input.amount);
  const at = now.toISOString();
  const id = await db.transaction(async () => {
    const { next } = (await db.get('SELECT COALESCE(MAX(id), 0) + 1 AS next FROM financing_applications')) as { next: number };
    const applicationNo = `RZ${chinaToday(now).replaceAll('-', '')}${String(next).padStart(5, '0')}`;
    const result = await db.run(`INSERT INTO financing_applications (application_no, user_id, product_id, amount, term_months, purpose, contact_name, contact_phone,
         enterprise_name, credit_code, revenue_y1, status, decision, decision_note, approved_amount, approved_rate, created_at, updated_at)
       VALUES (@applicationNo, @userId, @productId, @amount, @termMonths, @purpose, @contactName, @contactPhone,
         @enterpriseName, @creditCode, @revenueY1, 'submitted', @decision, @note, @approvedAmount, @approvedRate, @at, @at) RETURNING id`, {
      applicationNo,
      userId: applicant.userId,
      productId: product.id,
      amount: input.amount,
      termMonths: input.termMonths,
      purpose,
      contactName,
      contactPhone: input.contactPhone,
      ...snapshot,
      decision: decision.decision,
      note: decision.note,
      approvedAmount: decision.decision === 'disbursed' ? decision.approvedAmount : null,
      approvedRate: decision.decision === 'disbursed' ? decision.approvedRate : null,
      at,
    });
    const newId = Number(result.lastInsertRowid);
    await db.run('INSERT INTO financing_events (application_id, status, at, note) VALUES (?, ?, ?, ?) RETURNING id', newId, 'submitted', at, `已提交至${product.provider}`);
    return newId;
  });
  const row = (await db.get(`${APPLICATION_SELECT} WHERE a.id = ?`, id)) as ApplicationRow;
  return await toApplication(db, row);
}

export type FinancingMineQuery = ValidQuery<'fundApplicationMine', 'pageNum' | 'pageSize'>;

export async function listMyFinancing(db: Db, userId: number, query: FinancingMineQuery): Promise<Page<ApplicationCard>> {
  const where = ['a.user_id = @userId'];
  const params: Record<string, string | number> = { userId };
  if (query.status) {
    where.push('a.status = @status');
    params['status'] = query.status;
  }
  const whereSql = `WHERE ${where.join(' AND ')}`;
  const { total } = (await db.get(`SELECT COUNT(*) AS total FROM financing_applications a ${whereSql}`, params)) as { total: number };
  const rows = (await db.all(`${APPLICATION_SELECT} ${whereSql} ORDER BY a.created_at DESC, a.id DESC LIMIT @limit OFFSET @offset`, {
    ...params,
    ...pageWindow(query.pageNum, query.pageSize),
  })) as ApplicationRow[];
  return { rows: rows.map(toApplicationCard), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

/** Another user's application is not found, not forbidden. */
export async function findMyFinancing(db: Db, userId: number, id: number): Promise<ApplicationFull | undefined> {
  const row = (await db.get(`${APPLICATION_SELECT} WHERE a.id = ? AND a.user_id = ?`, id, userId)) as ApplicationRow | undefined;
  return row ? await toApplication(db, row) : undefined;
}

export const FINANCING_NOT_WITHDRAWABLE = '机构已受理或申请已结束，不能再撤回；如需取消请联系机构客户经理';

/**
 * Withdraws the user's own application while it is still 已提交 (the provider has not accepted it): someone
 * else's is not found, any later status is a conflict. The provider's answers due by `now` are written first,
 * so an application accepted a minute ago is not withdrawn behind the provider's back.
 */
export async function withdrawFinancingApplication(db: Db, userId: number, id: number, now: Date): Promise<ApplicationFull> {
  return await db.transaction(async () => {
    await advanceFinancingApplications(db, now, { userId });
    const row = (await db.get(`${APPLICATION_SELECT} WHERE a.id = ? AND a.user_id = ?`, id, userId)) as ApplicationRow | undefined;
    if (!row) throw new DomainError('not_found', FINANCING_NOT_FOUND);
    if (row.status !== 'submitted') throw new DomainError('conflict', FINANCING_NOT_WITHDRAWABLE);
    const at = now.toISOString();
    await db.run("UPDATE financing_applications SET status = 'withdrawn', updated_at = ? WHERE id = ? AND status = 'submitted'", at, id);
    await db.run('INSERT INTO financing_events (application_id, status, at, note) VALUES (?, ?, ?, ?)', id, 'withdrawn', at, '企业已撤回申请');
    return await toApplication(db, { ...row, status: 'withdrawn', updated_at: at });
  });
}
