import type { Db } from '../db/database';
import { DomainError } from '../shared/domain-error';
import { containsPattern } from '../shared/sql';
import { pageWindow } from '../shared/paging';
import type { Page } from '../shared/paging';
import type { ValidQuery } from '../contract/queries';
import type { PortalSchemas } from '@smes/contract-types';
import { chinaToday } from '@smes/eligibility';
import { findLedger } from './ledgers';
import { insertMessage } from './messages';
import type { RegionRecord } from './regions';
import { regionPrefix } from './service-catalog';
import { mapInOrder } from '../shared/in-order';

type Education = PortalSchemas['TalentEducation'];
type PayUnit = PortalSchemas['TalentPayUnit'];
type Availability = PortalSchemas['TalentAvailability'];
type TalentCard = PortalSchemas['TalentSummary'];
type TalentFull = PortalSchemas['TalentDetail'];
type ContractStatus = PortalSchemas['TalentContractStatus'];
type ContractAnswer = PortalSchemas['TalentContract'];

export const TALENT_NOT_FOUND = '人才不存在';
export const CONTRACT_NOT_FOUND = '签约意向不存在';
export const CONTRACT_ALREADY_OPEN = '您已向这位人才发出签约意向，对方答复前不能重复发送；可在 我的签约意向 中查看或撤回';
export const CONTRACT_ALREADY_ANSWERED = '对方已答复或意向已撤回，不能再撤回';

/** The public columns only: the full name, phone, email and ID number are read nowhere but in `contactOf`. */
const PUBLIC_COLUMNS = `t.id, t.display_name, t.title, t.skills, t.years, t.education, t.region_code, t.region_name, t.pay_unit, t.pay_min, t.pay_max,
  t.availability, t.intro, t.updated_date`;

type TalentRow = {
  id: number;
  display_name: string;
  title: string;
  skills: string;
  years: number;
  education: Education;
  region_code: string;
  region_name: string;
  pay_unit: PayUnit;
  pay_min: number;
  pay_max: number;
  availability: Availability;
  intro: string;
  updated_date: string;
};

type TalentDetailRow = TalentRow & { work_history: string; certificates: string; service_scope: string; contract_count: number };

function toTalentCard(row: TalentRow): TalentCard {
  return {
    id: row.id,
    displayName: row.display_name,
    title: row.title,
    skills: JSON.parse(row.skills) as string[],
    yearsOfExperience: row.years,
    education: row.education,
    regionCode: row.region_code,
    regionName: row.region_name,
    payUnit: row.pay_unit,
    payMin: row.pay_min,
    payMax: row.pay_max,
    availability: row.availability,
    intro: row.intro,
    updatedDate: row.updated_date,
  };
}

export type TalentListQuery = Omit<ValidQuery<'talentList', 'pageNum' | 'pageSize' | 'orderBy'>, 'regionCode'> & { region?: RegionRecord };

const TALENT_ORDER: Record<TalentListQuery['orderBy'], string> = {
  newest: 't.updated_date DESC, t.id DESC',
  experience: 't.years DESC, t.id ASC',
  pay: 't.pay_unit ASC, t.pay_min ASC, t.id ASC',
};

export async function listTalents(db: Db, query: TalentListQuery): Promise<Page<TalentCard>> {
  const where: string[] = [];
  const params: Record<string, string | number> = {};
  const keyword = query.keyword?.trim();
  if (keyword) {
    params['pattern'] = containsPattern(keyword);
    where.push(`(t.title ILIKE @pattern ESCAPE '\\' OR t.skills ILIKE @pattern ESCAPE '\\' OR t.intro ILIKE @pattern ESCAPE '\\' OR t.service_scope ILIKE @pattern ESCAPE '\\')`);
  }
  if (query.skill?.trim()) {
    params['skill'] = query.skill.trim();
    where.push('EXISTS (SELECT 1 FROM jsonb_array_elements_text((t.skills)::jsonb) s WHERE s.value = @skill)');
  }
  if (query.title?.trim()) {
    params['title'] = query.title.trim();
    where.push('t.title = @title');
  }
  if (query.education) {
    params['education'] = query.education;
    where.push('t.education = @education');
  }
  if (query.experienceMin !== undefined) {
    params['experienceMin'] = query.experienceMin;
    where.push('t.years >= @experienceMin');
  }
  if (query.region) {
    params['prefix'] = regionPrefix(query.region);
    where.push('substr(t.region_code, 1, length(@prefix)) = @prefix');
  }
  if (query.payUnit) {
    params['payUnit'] = query.payUnit;
    where.push('t.pay_unit = @payUnit');
  }
  if (query.payMax !== undefined) {
    params['payMax'] = query.payMax;
    where.push('t.pay_min <= @payMax');
  }
  const whereSql = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const { total } = (await db.get(`SELECT COUNT(*) AS total FROM talents t ${whereSql}`, params)) as { total: number };
  const rows = (await db.all(`SELECT ${PUBLIC_COLUMNS} FROM talents t ${whereSql} ORDER BY ${TALENT_ORDER[query.orderBy]} LIMIT @limit OFFSET @offset`, {
    ...params,
    ...pageWindow(query.pageNum, query.pageSize),
  })) as TalentRow[];
  return { rows: rows.map(toTalentCard), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

/** Skills and titles with how many people have each: the list's filter options, most first. */
export async function talentFacets(db: Db): Promise<PortalSchemas['TalentFacets']> {
  const skills = (await db.all('SELECT s.value AS name, COUNT(*) AS count FROM talents t, jsonb_array_elements_text((t.skills)::jsonb) s GROUP BY s.value ORDER BY count DESC, s.value')) as PortalSchemas['TalentFacet'][];
  const titles = (await db.all('SELECT title AS name, COUNT(*) AS count FROM talents GROUP BY title ORDER BY count DESC, title')) as PortalSchemas['TalentFacet'][];
  return { skills, titles };
}

export async function findTalent(db: Db, id: number): Promise<TalentFull | undefined> {
  const row = (await db.get(`SELECT ${PUBLIC_COLUMNS}, t.work_history, t.certificates, t.service_scope,
       (SELECT COUNT(*) FROM talent_contracts c WHERE c.talent_id = t.id) AS contract_count
     FROM talents t WHERE t.id = ?`, id)) as TalentDetailRow | undefined;
  if (!row) return undefined;
  return {
    ...toTalentCard(row),
    workHistory: JSON.parse(row.work_history) as PortalSchemas['TalentWork'][],
    certificates: JSON.parse(row.certificates) as string[],
    serviceScope: JSON.parse(row.service_scope) as string[],
    contractCount: row.contract_count,
  };
}

/** The newest public profiles for the home page's card: who, what they do, one line, the date. */
export async function latestTalent(db: Db, limit: number): Promise<{ id: number; title: string; line: string; date: string }[]> {
  const rows = (await db.all(`SELECT ${PUBLIC_COLUMNS} FROM talents t ORDER BY t.updated_date DESC, t.id DESC LIMIT ?`, limit)) as TalentRow[];
  return rows.map((row) => ({
    id: row.id,
    title: `${row.display_name} · ${row.title}`,
    line: `${row.region_name} · ${row.years} 年经验 · ${(JSON.parse(row.skills) as string[]).slice(0, 3).join('、')}`,
    date: row.updated_date,
  }));
}

export async function countTalents(db: Db): Promise<number> {
  return ((await db.get('SELECT COUNT(*) AS total FROM talents')) as { total: number }).total;
}

export type NewTalent = Omit<TalentFull, 'id' | 'contractCount'> & { fullName: string; phone: string; email: string; idNumber: string };

export async function insertTalent(db: Db, talent: NewTalent): Promise<number> {
  const result = await db.run(`INSERT INTO talents (display_name, full_name, phone, email, id_number, title, skills, years, education, region_code, region_name,
       pay_unit, pay_min, pay_max, availability, intro, work_history, certificates, service_scope, updated_date)
     VALUES (@displayName, @fullName, @phone, @email, @idNumber, @title, @skills, @yearsOfExperience, @education, @regionCode, @regionName,
       @payUnit, @payMin, @payMax, @availability, @intro, @workHistory, @certificates, @serviceScope, @updatedDate) RETURNING id`, {
    ...talent,
    skills: JSON.stringify(talent.skills),
    workHistory: JSON.stringify(talent.workHistory),
    certificates: JSON.stringify(talent.certificates),
    serviceScope: JSON.stringify(talent.serviceScope),
  });
  return Number(result.lastInsertRowid);
}

// ---- 签约意向: the enterprise's request and the talent side's answer over time ----

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** When the talent stand-in moves a request on, counted from its sending: read within two hours, answered the next day. */
export const CONTRACT_SCHEDULE: readonly { status: 'viewed' | 'answered'; afterMs: number }[] = [
  { status: 'viewed', afterMs: 2 * HOUR_MS },
  { status: 'answered', afterMs: 24 * HOUR_MS },
];

export const CONTRACT_STATUS_LABELS: Record<ContractStatus, string> = {
  sent: '已发送',
  viewed: '已查看',
  accepted: '已接受',
  declined: '已婉拒',
  withdrawn: '已撤回',
};

export const PAY_UNIT_LABELS: Record<PayUnit, string> = { month: '元/月', day: '元/天', project: '元/项目' };

/** The longest a 签约意向 may run, and the longest a 仅接项目合作 person takes on. */
export const CONTRACT_MAX_MONTHS = 24;
export const PROJECT_ONLY_MAX_MONTHS = 6;

function daysBetween(startDate: string, endDate: string): number {
  return Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / DAY_MS);
}

/** Whole months a period covers (a started month counts), the unit people quote a contract in. */
export function contractMonths(startDate: string, endDate: string): number {
  return Math.max(1, Math.ceil(daysBetween(startDate, endDate) / 30));
}

/**
 * The least this person takes for the period at the low end of their range: by the month, by the working day
 * (five of seven calendar days), or once for a project.
 */
export function minimumFor(talent: Pick<TalentCard, 'payUnit' | 'payMin'>, startDate: string, endDate: string): number {
  if (talent.payUnit === 'project') return talent.payMin;
  if (talent.payUnit === 'month') return talent.payMin * contractMonths(startDate, endDate);
  const workingDays = Math.max(1, Math.round(((daysBetween(startDate, endDate) + 1) * 5) / 7));
  return talent.payMin * workingDays;
}

/** 34,000: amounts in a reply read the way the portal prints them. */
function yuan(value: number): string {
  return value.toLocaleString('zh-CN');
}

export type ContractDecision = { decision: 'accepted' | 'declined'; reply: string };

/**
 * The talent side's answer, fixed at sending: a 仅接项目合作 person turns down anything longer than six months,
 * anyone turns down less than the low end of their expected pay for the period; otherwise they accept.
 */
export function decideContract(
  talent: Pick<TalentCard, 'displayName' | 'payUnit' | 'payMin' | 'availability'>,
  input: Pick<PortalSchemas['TalentContractCreate'], 'amount' | 'startDate' | 'endDate' | 'role'>,
): ContractDecision {
  const months = contractMonths(input.startDate, input.endDate);
  if (talent.availability === 'projectOnly' && months > PROJECT_ONLY_MAX_MONTHS) {
    return {
      decision: 'declined',
      reply: `感谢贵司的邀请。我目前只接 ${PROJECT_ONLY_MAX_MONTHS} 个月以内的项目合作，${months} 个月的安排无法投入，期待以后有短期项目再合作。`,
    };
  }
  const minimum = minimumFor(talent, input.startDate, input.endDate);
  if (input.amount < minimum) {
    return {
      decision: 'declined',
      reply: `感谢贵司的邀请。按我的期望报酬（${yuan(talent.payMin)} ${PAY_UNIT_LABELS[talent.payUnit]}起），这段合作至少需要 ${yuan(minimum)} 元，目前的 ${yuan(input.amount)} 元难以接受；如能调整，欢迎重新发起。`,
    };
  }
  return {
    decision: 'accepted',
    reply: `您好，我愿意以「${input.role}」的身份参与，${input.startDate} 可以开始。联系方式已向贵司开放，请电话联系我确认工作内容与合同细节。`,
  };
}

type ContractRow = {
  id: number;
  talent_id: number;
  user_id: number;
  talent_name: string;
  talent_title: string;
  enterprise_name: string;
  role: string;
  amount: number;
  start_date: string;
  end_date: string;
  message: string;
  status: ContractStatus;
  decision: 'accepted' | 'declined';
  reply: string;
  created_at: string;
  updated_at: string;
};

const CONTRACT_SELECT = `SELECT c.*, t.display_name AS talent_name, t.title AS talent_title FROM talent_contracts c JOIN talents t ON t.id = c.talent_id`;

function isOpen(status: ContractStatus): boolean {
  return status === 'sent' || status === 'viewed';
}

function nextUpdateAt(row: ContractRow): string | null {
  if (!isOpen(row.status)) return null;
  const step = CONTRACT_SCHEDULE[row.status === 'sent' ? 0 : 1];
  return step ? new Date(Date.parse(row.created_at) + step.afterMs).toISOString() : null;
}

/** The person's contact, for an enterprise whose request they accepted: the one place the private columns are read. */
async function contactOf(db: Db, talentId: number): Promise<PortalSchemas['TalentContact']> {
  return (await db.get('SELECT full_name AS name, phone, email FROM talents WHERE id = ?', talentId)) as PortalSchemas['TalentContact'];
}

async function toContract(db: Db, row: ContractRow): Promise<ContractAnswer> {
  const answered = row.status === 'accepted' || row.status === 'declined';
  return {
    id: row.id,
    talentId: row.talent_id,
    talentName: row.talent_name,
    talentTitle: row.talent_title,
    enterpriseName: row.enterprise_name,
    role: row.role,
    amount: row.amount,
    startDate: row.start_date,
    endDate: row.end_date,
    message: row.message,
    status: row.status,
    reply: answered ? row.reply : null,
    contact: row.status === 'accepted' ? await contactOf(db, row.talent_id) : null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    nextUpdateAt: nextUpdateAt(row),
  };
}

/**
 * Moves every open request (of one user, or all) to where the schedule says it is at `now`: 已查看 after two
 * hours, the fixed answer after a day, each at its own time. Idempotent. With `notify`, the answer leaves the
 * enterprise a message (the seed writes its history without messages).
 */
export async function advanceContractRequests(db: Db, now: Date, { userId, notify = true }: { userId?: number; notify?: boolean } = {}): Promise<void> {
  const open = (
    userId === undefined
      ? await db.all(`${CONTRACT_SELECT} WHERE c.status IN ('sent', 'viewed')`)
      : await db.all(`${CONTRACT_SELECT} WHERE c.status IN ('sent', 'viewed') AND c.user_id = ?`, userId)
  ) as ContractRow[];
  if (open.length === 0) return;
  await db.transaction(async () => {
    for (const row of open) {
      let status = row.status;
      let at = row.updated_at;
      for (const step of CONTRACT_SCHEDULE) {
        const stepStatus: ContractStatus = step.status === 'answered' ? row.decision : 'viewed';
        if (stepStatus === status || (step.status === 'viewed' && status !== 'sent')) continue;
        const stepAt = new Date(Date.parse(row.created_at) + step.afterMs);
        if (stepAt.getTime() > now.getTime()) break;
        status = stepStatus;
        at = stepAt.toISOString();
        if (notify && step.status === 'answered') {
          await insertMessage(
                      db,
                      {
                        userId: row.user_id,
                        type: 'system',
                        title: `签约意向${CONTRACT_STATUS_LABELS[stepStatus]}：${row.talent_name}`,
                        content: `您向${row.talent_name}（${row.talent_title}）发出的签约意向「${row.role}」${CONTRACT_STATUS_LABELS[stepStatus]}。对方答复：${row.reply}${
                            stepStatus === 'accepted' ? '联系方式见 个人中心 · 我的签约意向。' : ''
                          }`,
                        link: null,
                      },
                      stepAt,
                    );
        }
      }
      if (status !== row.status) await db.run('UPDATE talent_contracts SET status = ?, updated_at = ? WHERE id = ?', status, at, row.id);
    }
  });
}

export type ContractSender = { userId: number; fallbackName: string };

function isDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
}

/** 签约意向: checks the period, one open request per enterprise and person, snapshots the ledger's name and fixes the answer. */
export async function createContractRequest(db: Db, sender: ContractSender, input: PortalSchemas['TalentContractCreate'], now: Date): Promise<ContractAnswer> {
  const talent = await findTalent(db, input.talentId);
  if (!talent) throw new DomainError('not_found', TALENT_NOT_FOUND);
  const role = input.role.trim();
  if ([...role].length < 2) throw new DomainError('invalid', '请填写拟聘岗位或项目角色（至少 2 个字）');
  const message = input.message.trim();
  if ([...message].length < 10) throw new DomainError('invalid', '留言至少填写 10 个字，说明合作内容');
  if (!isDate(input.startDate) || !isDate(input.endDate)) throw new DomainError('invalid', '请填写有效的开始和结束日期');
  if (input.startDate < chinaToday(now)) throw new DomainError('invalid', '开始日期不能早于今天');
  if (input.endDate <= input.startDate) throw new DomainError('invalid', '结束日期须晚于开始日期');
  if (daysBetween(input.startDate, input.endDate) > CONTRACT_MAX_MONTHS * 31) throw new DomainError('invalid', `合作期不能超过 ${CONTRACT_MAX_MONTHS} 个月`);
  const open = await db.get("SELECT 1 FROM talent_contracts WHERE user_id = ? AND talent_id = ? AND status IN ('sent', 'viewed')", sender.userId, talent.id);
  if (open) throw new DomainError('conflict', CONTRACT_ALREADY_OPEN);
  const { ledger } = await findLedger(db, sender.userId);
  const enterpriseName = ledger.enterpriseName?.trim() || sender.fallbackName;
  const decision = decideContract(talent, { ...input, role });
  const at = now.toISOString();
  const result = await db.run(`INSERT INTO talent_contracts (talent_id, user_id, enterprise_name, role, amount, start_date, end_date, message, status, decision, reply, created_at, updated_at)
     VALUES (@talentId, @userId, @enterpriseName, @role, @amount, @startDate, @endDate, @message, 'sent', @decision, @reply, @at, @at) RETURNING id`, {
    talentId: talent.id,
    userId: sender.userId,
    enterpriseName,
    role,
    amount: input.amount,
    startDate: input.startDate,
    endDate: input.endDate,
    message,
    decision: decision.decision,
    reply: decision.reply,
    at,
  });
  const row = (await db.get(`${CONTRACT_SELECT} WHERE c.id = ?`, Number(result.lastInsertRowid))) as ContractRow;
  return await toContract(db, row);
}

export type ContractMineQuery = ValidQuery<'talentContractMine', 'pageNum' | 'pageSize'>;

export async function listMyContracts(db: Db, userId: number, query: ContractMineQuery): Promise<Page<ContractAnswer>> {
  const where = ['c.user_id = @userId'];
  const params: Record<string, string | number> = { userId };
  if (query.status) {
    where.push('c.status = @status');
    params['status'] = query.status;
  }
  if (query.talentId !== undefined) {
    where.push('c.talent_id = @talentId');
    params['talentId'] = query.talentId;
  }
  const whereSql = `WHERE ${where.join(' AND ')}`;
  const { total } = (await db.get(`SELECT COUNT(*) AS total FROM talent_contracts c ${whereSql}`, params)) as { total: number };
  const rows = (await db.all(`${CONTRACT_SELECT} ${whereSql} ORDER BY c.created_at DESC, c.id DESC LIMIT @limit OFFSET @offset`, {
    ...params,
    ...pageWindow(query.pageNum, query.pageSize),
  })) as ContractRow[];
  return { rows: await mapInOrder(rows, async (row) => await toContract(db, row)), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

/** Withdraws the user's own open request; someone else's is not found, an answered one is a conflict. */
export async function withdrawContractRequest(db: Db, userId: number, id: number, now: Date): Promise<ContractAnswer> {
  const row = (await db.get(`${CONTRACT_SELECT} WHERE c.id = ? AND c.user_id = ?`, id, userId)) as ContractRow | undefined;
  if (!row) throw new DomainError('not_found', CONTRACT_NOT_FOUND);
  if (!isOpen(row.status)) throw new DomainError('conflict', CONTRACT_ALREADY_ANSWERED);
  const at = now.toISOString();
  await db.run("UPDATE talent_contracts SET status = 'withdrawn', updated_at = ? WHERE id = ?", at, id);
  return await toContract(db, { ...row, status: 'withdrawn', updated_at: at });
}
