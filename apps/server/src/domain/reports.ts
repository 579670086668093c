import type { Db } from '../db/database';
import { pageWindow } from '../shared/paging';
import type { Page } from '../shared/paging';
import type { PortalSchemas } from '@smes/contract-types';
import type { Evaluation } from '@smes/eligibility';
import type { StoredMatchReport, StoredPolicyMatch } from './matching';

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

/** The columns of a report without its payload, which at a province weighs megabytes (issue 32). */
const SUMMARY_COLUMNS = 'id, user_id, type, title, headline, project_id, created_at';

function toSummary(row: Pick<ReportRow, 'id' | 'type' | 'title' | 'created_at' | 'headline'>): PortalSchemas['ReportSummary'] {
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

/**
 * What a saved match report keeps beside the contract's answer, one entry per policy in `matches`' order: the rule
 * set's id, name and version and the score (its caption's figures and rows) that the HTML and PDF exports show. The
 * contract's `PolicyMatch` does not carry them, so the answer never did (its serializer leaves out what the schema
 * does not name); they are kept apart so that the answer can be sent as stored (ADR 121, `SHOWN_PREFIX`).
 */
export type MatchDetails = { matches: Pick<StoredPolicyMatch, 'ruleSetId' | 'name' | 'version' | 'score'>[] };

/** What a built match report keeps beside the answer's payload (MatchDetails). */
export function matchDetailsOf(payload: StoredMatchReport): MatchDetails {
  return { matches: payload.matches.map(({ ruleSetId, name, version, score }) => (score ? { ruleSetId, name, version, score } : { ruleSetId, name, version })) };
}

/** The saved report as it was built: the answer's payload with each policy's details put back. */
function withDetails(shown: StoredMatchReport, details: MatchDetails): StoredMatchReport {
  if (details.matches.length !== shown.matches.length) throw new Error('a saved match report whose details do not match its policies');
  return { ...shown, matches: shown.matches.map((match, index) => ({ ...match, ...details.matches[index] })) };
}

/**
 * How a match report saved by `insertMatchReport` begins: its payload is `{"shown":<the answer's match, as the
 * contract's serializer wrote it>,"details":<MatchDetails>}`, so that a detail can send the `shown` text as it is.
 * A report saved before (the whole StoredMatchReport: `{"enterpriseName":…`, or `{"scope":…` as migration 0022
 * rewrote it) has no such key.
 */
const SHOWN_PREFIX = '{"shown":';
const DETAILS_KEY = ',"details":';

type SavedMatchPayload = { shown: StoredMatchReport; details: MatchDetails };

/** The `shown` text of a payload `insertMatchReport` wrote, without parsing it; undefined for any other payload. */
function shownText(payload: string): string | undefined {
  if (!payload.startsWith(SHOWN_PREFIX)) return undefined;
  // `details` is the last key, and no key inside it or `shown` is named so (a string's quotes are escaped).
  const end = payload.lastIndexOf(DETAILS_KEY);
  if (end < SHOWN_PREFIX.length) throw new Error('a saved match report without its details');
  return payload.slice(SHOWN_PREFIX.length, end);
}

function toReport(row: ReportRow): StoredReport {
  // Only insertReport and insertMatchReport write this column: a match report as SavedMatchPayload (before ADR 121
  // the whole StoredMatchReport), an Evaluation otherwise.
  const payload = JSON.parse(row.payload);
  const match =
    row.type !== 'match'
      ? null
      : row.payload.startsWith(SHOWN_PREFIX)
        ? withDetails((payload as SavedMatchPayload).shown, (payload as SavedMatchPayload).details)
        : withCurrentShape(payload as StoredMatchReport);
  return {
    ...toSummary(row),
    match,
    evaluation: row.type === 'match' ? null : payload,
    projectId: row.project_id,
  };
}

export type NewReport = { userId: number; type: Exclude<PortalSchemas['ReportType'], 'match'>; title: string; headline: string; projectId: number | null; payload: Evaluation };

export async function insertReport(db: Db, report: NewReport, now: Date): Promise<StoredReport> {
  const result = await db.run('INSERT INTO reports (user_id, type, title, headline, project_id, payload, created_at) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id', report.userId, report.type, report.title, report.headline, report.projectId, JSON.stringify(report.payload), now.toISOString());
  const saved = await findReport(db, report.userId, Number(result.lastInsertRowid));
  if (!saved) throw new Error('inserted report vanished');
  return saved;
}

/** A match report as `insertMatchReport` is given it: the contract's payload as the answer's text, and the details. */
export type NewMatchReport = { userId: number; title: string; headline: string; shownJson: string; details: MatchDetails };

/**
 * Saves a match report: `shownJson` is the answer's `match` as the contract's serializer wrote it (so a detail can
 * send it as it is, `findReportAnswer`), `details` what the exports show besides. Answers the report's summary; the
 * payload is not read back (at a province it is megabytes, issue 32).
 */
export async function insertMatchReport(db: Db, report: NewMatchReport, now: Date): Promise<PortalSchemas['ReportSummary'] & { projectId: null }> {
  const createdAt = now.toISOString();
  const result = await db.run(
    "INSERT INTO reports (user_id, type, title, headline, project_id, payload, created_at) VALUES (?, 'match', ?, ?, NULL, ?, ?) RETURNING id",
    report.userId,
    report.title,
    report.headline,
    `${SHOWN_PREFIX}${report.shownJson}${DETAILS_KEY}${JSON.stringify(report.details)}}`,
    createdAt,
  );
  return { id: Number(result.lastInsertRowid), type: 'match', title: report.title, createdAt, headline: report.headline, projectId: null };
}

/** Only the owner's report: someone else's is answered exactly like a missing one. */
export async function findReport(db: Db, userId: number, id: number): Promise<StoredReport | undefined> {
  const row = (await db.get('SELECT * FROM reports WHERE id = ? AND user_id = ?', id, userId)) as ReportRow | undefined;
  return row ? toReport(row) : undefined;
}

/**
 * A report as `GET /api/enterprise/reports/{id}` answers it: a match report saved by insertMatchReport as its summary
 * and the stored text of its `match` (the contract's form, sent without being parsed); any other report parsed
 * (`findReport`). Only the owner's, as findReport.
 */
export async function findReportAnswer(
  db: Db,
  userId: number,
  id: number,
): Promise<{ report: StoredReport } | { summary: PortalSchemas['ReportSummary'] & { projectId: null }; shownJson: string } | undefined> {
  const row = (await db.get('SELECT * FROM reports WHERE id = ? AND user_id = ?', id, userId)) as ReportRow | undefined;
  if (!row) return undefined;
  const shownJson = row.type === 'match' ? shownText(row.payload) : undefined;
  if (shownJson !== undefined) return { summary: { ...toSummary(row), projectId: null }, shownJson };
  return { report: toReport(row) };
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
  const rows = (await db.all(`SELECT ${SUMMARY_COLUMNS} FROM reports ${whereSql} ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset`, { ...params, ...pageWindow(query.pageNum, query.pageSize) })) as Pick<ReportRow, 'id' | 'type' | 'title' | 'created_at' | 'headline'>[];
  return { rows: rows.map(toSummary), total, pageNum: query.pageNum, pageSize: query.pageSize };
}
