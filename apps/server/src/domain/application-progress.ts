import type { Db } from '../db/database';
import { DomainError } from '../shared/domain-error';
import { containsPattern } from '../shared/sql';
import { pageWindow } from '../shared/paging';
import { APPLICATION_ACTIONS, APPLICATION_STATUS_NAMES, OPERATOR_STATUSES, actionsFrom } from './application-states';
import { NOT_FOUND_MESSAGE, addEvent, findAnyApplication } from './applications';
import { insertMessage } from './messages';
import type { PortalSchemas } from '@smes/contract-types';
import type { ValidQuery } from '../contract/queries';

type Status = PortalSchemas['ApplicationStatus'];
type Transition = PortalSchemas['ApplicationTransition'];

export type OperatorApplicationQuery = ValidQuery<'adminApplicationList', 'pageNum' | 'pageSize'>;

/** The operator who moves an application: their name is what the enterprise's timeline shows. */
export type Operator = { name: string };

const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

function chinaToday(now: Date): string {
  return new Date(now.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

function isCalendarDate(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

function wan(amount: number): string {
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2).replace(/0+$/, '').replace(/\.$/, '');
}

export async function findOperatorApplication(db: Db, id: number): Promise<PortalSchemas['AdminApplication'] | undefined> {
  const found = await findAnyApplication(db, id);
  if (!found) return undefined;
  const { userId, ...application } = found;
  const owner = (await db.get('SELECT enterprise_name, nick_name, phone FROM users WHERE id = ?', userId)) as
    | { enterprise_name: string | null; nick_name: string; phone: string | null }
    | undefined;
  return {
    application,
    enterpriseName: owner?.enterprise_name ?? owner?.nick_name ?? '',
    applicantPhone: owner?.phone ?? null,
    actions: actionsFrom(application.status),
  };
}

type SummaryRow = {
  id: number;
  project_id: number;
  project_name: string;
  status: Status;
  enterprise_name: string;
  submitted_at: string | null;
  updated_at: string;
};

/** Every application from 已提交 on, oldest waiting first within a status filter, with per-status counts. */
export async function listOperatorApplications(db: Db, query: OperatorApplicationQuery): Promise<PortalSchemas['AdminApplicationList']> {
  const base = [`a.status IN (SELECT value FROM jsonb_array_elements_text((@operatorStatuses)::jsonb))`];
  const params: Record<string, string | number> = { operatorStatuses: JSON.stringify(OPERATOR_STATUSES) };
  if (query.keyword) {
    base.push(`(COALESCE(u.enterprise_name, u.nick_name) ILIKE @keyword ESCAPE '\\' OR p.project_name ILIKE @keyword ESCAPE '\\')`);
    params['keyword'] = containsPattern(query.keyword);
  }
  const from = `FROM applications a JOIN users u ON u.id = a.user_id JOIN declaration_projects p ON p.id = a.project_id`;
  const counted = (await db.all(`SELECT a.status AS status, COUNT(*) AS count ${from} WHERE ${base.join(' AND ')} GROUP BY a.status`, params)) as {
    status: Status;
    count: number;
  }[];
  const statusCounts = OPERATOR_STATUSES.map((status) => ({ status, count: counted.find((row) => row.status === status)?.count ?? 0 }));
  const where = [...base];
  if (query.status) {
    where.push('a.status = @status');
    params['status'] = query.status;
  }
  const whereSql = `WHERE ${where.join(' AND ')}`;
  const { total } = (await db.get(`SELECT COUNT(*) AS total ${from} ${whereSql}`, params)) as { total: number };
  const rows = (await db.all(`SELECT a.id, a.project_id, p.project_name, a.status, COALESCE(u.enterprise_name, u.nick_name) AS enterprise_name, a.submitted_at, a.updated_at
       ${from} ${whereSql} ORDER BY a.updated_at ASC, a.id ASC LIMIT @limit OFFSET @offset`, { ...params, ...pageWindow(query.pageNum, query.pageSize) })) as SummaryRow[];
  return {
    rows: rows.map((row) => ({
      id: row.id,
      projectId: row.project_id,
      projectName: row.project_name,
      status: row.status,
      enterpriseName: row.enterprise_name,
      submittedAt: row.submitted_at,
      updatedAt: row.updated_at,
    })),
    total,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
    statusCounts,
  };
}

type Checked = { reason: string | null; publicity: PortalSchemas['ApplicationPublicity'] | null; disbursement: PortalSchemas['ApplicationDisbursement'] | null };

/** The step's own input, required and checked; input meant for another step is not stored. */
function checkInput(transition: Transition, now: Date): Checked {
  const rule = APPLICATION_ACTIONS[transition.action];
  const checked: Checked = { reason: null, publicity: null, disbursement: null };
  if (rule.input === 'reason') {
    const reason = transition.reason?.trim() ?? '';
    if (reason === '') throw new DomainError('invalid', `参数 reason 不合法：${rule.label}须填写原因`);
    checked.reason = reason;
  }
  if (rule.input === 'publicity') {
    const publicity = transition.publicity;
    if (!publicity) throw new DomainError('invalid', '参数 publicity 不合法：公示须填写公示期');
    if (!isCalendarDate(publicity.start) || !isCalendarDate(publicity.end)) throw new DomainError('invalid', '参数 publicity 不合法：日期格式应为 YYYY-MM-DD');
    if (publicity.end < publicity.start) throw new DomainError('invalid', '参数 publicity 不合法：公示截止日期不能早于开始日期');
    checked.publicity = { start: publicity.start, end: publicity.end };
  }
  if (rule.input === 'disbursement') {
    const disbursement = transition.disbursement;
    if (!disbursement) throw new DomainError('invalid', '参数 disbursement 不合法：拨付须填写金额和日期');
    if (!isCalendarDate(disbursement.date)) throw new DomainError('invalid', '参数 disbursement 不合法：日期格式应为 YYYY-MM-DD');
    if (disbursement.date > chinaToday(now)) throw new DomainError('invalid', '参数 disbursement 不合法：拨付日期不能晚于今天');
    checked.disbursement = { amountWan: disbursement.amountWan, date: disbursement.date };
  }
  return checked;
}

/**
 * What the enterprise is told at each step: the message, and the timeline's note when the operator wrote
 * none (there without the reason, which the timeline shows on its own line).
 */
function stepText(to: Status, projectName: string, checked: Checked, fundRegion = ''): string {
  const subject = `您的“${projectName}”申报`;
  const reason = checked.reason ? `原因：${checked.reason}。` : '';
  switch (to) {
    case 'accepted':
      return `${subject}已受理，主管部门将组织审核。`;
    case 'not_accepted':
      return `${subject}不予受理。${reason}`;
    case 'returned':
      return `${subject}被退回补正。${reason}请修改材料后重新提交。`;
    case 'reviewing':
      return `${subject}已进入审核。`;
    case 'approved':
      return `${subject}审核通过，将进入公示。`;
    case 'review_failed':
      return `${subject}审核未通过。${reason}`;
    case 'publicizing':
      return `${subject}进入公示，公示期 ${checked.publicity?.start ?? ''} 至 ${checked.publicity?.end ?? ''}。`;
    case 'disbursed':
      return `${subject}扶持资金已拨付：${wan(checked.disbursement?.amountWan ?? 0)} 万元（${checked.disbursement?.date ?? ''}），资金来源：${fundRegion === '国家' || fundRegion === '全国' ? '中央' : fundRegion}财政专项资金。`;
    default:
      return `${subject}状态更新为${APPLICATION_STATUS_NAMES[to]}。`;
  }
}

async function conflict(db: Db, id: number, message: string): Promise<DomainError> {
  return new DomainError('conflict', message, (await findOperatorApplication(db, id)) as object);
}

/**
 * Moves an application one step along the state machine. `from` is the status the operator saw: when the
 * application has moved since (another operator was first), nothing changes and the answer is 409 with
 * the fresh state. Each step stores who, when and the note, and sends the enterprise one message.
 */
export async function advanceApplication(db: Db, operator: Operator, id: number, transition: Transition, now: Date): Promise<PortalSchemas['AdminApplication']> {
  return await db.transaction(async () => {
    const current = await findAnyApplication(db, id);
    if (!current) throw new DomainError('not_found', NOT_FOUND_MESSAGE);
    const rule = APPLICATION_ACTIONS[transition.action];
    if (current.status !== transition.from) {
      throw await conflict(db, id, `该申报已被他人办理，当前状态为${APPLICATION_STATUS_NAMES[current.status]}，请刷新后再操作`);
    }
    if (rule.from !== current.status) {
      throw await conflict(db, id, `当前状态为${APPLICATION_STATUS_NAMES[current.status]}，不能${rule.label}`);
    }
    const checked = checkInput(transition, now);
    const at = now.toISOString();
    // The status guard in the UPDATE keeps one winner even if two writers ever passed the read above.
    const moved = await db.run('UPDATE applications SET status = ?, updated_at = ? WHERE id = ? AND status = ?', rule.to, at, id, rule.from);
    if (moved.changes !== 1) throw await conflict(db, id, '该申报已被他人办理，请刷新后再操作');
    // Each step is the project's competent department's, and its money comes from the fund of the policy's own region.
    const project = (await db.get('SELECT dept_name, region_name FROM declaration_projects WHERE id = ?', current.projectId)) as { dept_name: string; region_name: string };
    const text = stepText(rule.to, current.projectName, checked, project.region_name);
    const note = transition.note?.trim() || stepText(rule.to, current.projectName, { ...checked, reason: null }, project.region_name);
    await addEvent(db, id, rule.to, note, now, { actor: operator.name, department: project.dept_name, ...checked });
    await insertMessage(
          db,
          {
            userId: current.userId,
            type: 'application',
            title: `申报${APPLICATION_STATUS_NAMES[rule.to]}：${current.projectName}`,
            content: transition.note?.trim() ? `${text}说明：${transition.note.trim()}` : text,
            link: { kind: 'application', id },
          },
          now,
        );
    return (await findOperatorApplication(db, id)) as PortalSchemas['AdminApplication'];
  });
}
