import type { Db } from '../db/database';
import { pageWindow } from '../shared/paging';
import type { Page } from '../shared/paging';
import type { PortalSchemas } from '@smes/contract-types';
import type { Evaluation } from '@smes/eligibility';
import type { StoredMatchReport } from './matching';

type ReportRow = {
  id: number;
  user_id: number;
  type: PortalSchemas['ReportType'];
  title: string;
  headline: string;
  project_id: number | null;
  payload: string;
  created_at: string;
};

function toSummary(row: ReportRow): PortalSchemas['ReportSummary'] {
  return { id: row.id, type: row.type, title: row.title, createdAt: row.created_at, headline: row.headline };
}

/** The contract's `Report` with the payloads as the stand-in wrote them (the engine's evaluations, whole). */
export type StoredReport = Omit<PortalSchemas['Report'], 'match' | 'evaluation'> & { match: StoredMatchReport | null; evaluation: Evaluation | null };

export const LEGACY_ESTIMATE_METHOD = '本报告生成于区间测算上线之前：乐观值为当时所有符合条件政策最高扶持额之和（未去重、未限定地区），保守值未测算。重新匹配即可得到按现行方法计算的区间。';

/**
 * Match reports saved before reports carried an estimate have no estimate, scope or out-of-scope list. They are answered in
 * today's shape with their old figure labelled for what it was, never recomputed against today's ledger.
 */
function withCurrentShape(payload: StoredMatchReport): StoredMatchReport {
  if ((payload as Partial<StoredMatchReport>).estimate) return payload;
  return {
    ...payload,
    estimate: { conservative: 0, optimistic: payload.estimatedSubsidy, method: LEGACY_ESTIMATE_METHOD, lines: [] },
    scope: { label: '未限定地区（旧版报告）', regions: [] },
    outOfScope: [],
    outOfScopeCount: 0,
  };
}

function toReport(row: ReportRow): StoredReport {
  // Only insertReport writes this column: a StoredMatchReport for 'match', an Evaluation otherwise.
  const payload = JSON.parse(row.payload);
  return {
    ...toSummary(row),
    match: row.type === 'match' ? withCurrentShape(payload as StoredMatchReport) : null,
    evaluation: row.type === 'match' ? null : payload,
    projectId: row.project_id,
  };
}

export type NewReport = { userId: number; type: PortalSchemas['ReportType']; title: string; headline: string; projectId: number | null } & (
  | { type: 'match'; payload: StoredMatchReport }
  | { type: Exclude<PortalSchemas['ReportType'], 'match'>; payload: Evaluation }
);

export async function insertReport(db: Db, report: NewReport, now: Date): Promise<StoredReport> {
  const result = await db.run('INSERT INTO reports (user_id, type, title, headline, project_id, payload, created_at) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id', report.userId, report.type, report.title, report.headline, report.projectId, JSON.stringify(report.payload), now.toISOString());
  const saved = await findReport(db, report.userId, Number(result.lastInsertRowid));
  if (!saved) throw new Error('inserted report vanished');
  return saved;
}

/** Only the owner's report: someone else's is answered exactly like a missing one. */
export async function findReport(db: Db, userId: number, id: number): Promise<StoredReport | undefined> {
  const row = (await db.get('SELECT * FROM reports WHERE id = ? AND user_id = ?', id, userId)) as ReportRow | undefined;
  return row ? toReport(row) : undefined;
}

export async function listReports(db: Db, userId: number, query: { pageNum: number; pageSize: number; type?: PortalSchemas['ReportType'] }): Promise<Page<PortalSchemas['ReportSummary']>> {
  const where = ['user_id = @userId'];
  const params: Record<string, string | number> = { userId };
  if (query.type) {
    where.push('type = @type');
    params['type'] = query.type;
  }
  const whereSql = `WHERE ${where.join(' AND ')}`;
  const { total } = (await db.get(`SELECT COUNT(*) AS total FROM reports ${whereSql}`, params)) as { total: number };
  const rows = (await db.all(`SELECT * FROM reports ${whereSql} ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset`, { ...params, ...pageWindow(query.pageNum, query.pageSize) })) as ReportRow[];
  return { rows: rows.map(toSummary), total, pageNum: query.pageNum, pageSize: query.pageSize };
}
