import type { Db } from '../db/database';
import { pageWindow } from '../shared/paging';
import { encodeRepeated, joinTexts, repeatedDecoder, splitTexts } from '../shared/repeated-json';
import type { Page } from '../shared/paging';
import type { PortalSchemas } from '@smes/contract-types';
import type { Evaluation } from '@smes/eligibility';
import type { MatchReportToSave, StoredMatchReport, StoredPolicyMatch } from './matching';

type ReportRow = {
  id: number;
  user_id: number;
  type: PortalSchemas['ReportType'];
  title: string;
  headline: string;
  project_id: number | null;
  payload: string;
  /** A match report's repeated texts, one a line, that its rows in `report_matches` name (ADR 125); else NULL. */
  match_texts: string | null;
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
 * What a match report saved with ADR 121 kept beside the contract's answer, one entry per policy in `matches`' order:
 * the rule set's id, name and version and the score that the exports show. Only read now (`{"shown":…}` payloads).
 */
type MatchDetails = { matches: Pick<StoredPolicyMatch, 'ruleSetId' | 'name' | 'version' | 'score'>[] };

/** The saved report as it was built: the answer's payload with each policy's details put back. */
function withDetails(shown: StoredMatchReport, details: MatchDetails): StoredMatchReport {
  if (details.matches.length !== shown.matches.length) throw new Error('a saved match report whose details do not match its policies');
  return { ...shown, matches: shown.matches.map((match, index) => ({ ...match, ...details.matches[index] })) };
}

/**
 * How many policies of each category a report's detail carries: the screen shows as many before 展开全部
 * (CATEGORY_PAGE in the portal's policy-result-list); the rest are read a page at a time (ADR 122).
 */
export const REPORT_CATEGORY_PAGE = 10;

type CategoryCount = PortalSchemas['MatchCategoryCount'];

/** A match report's summary as a report saved since ADR 122 keeps it in `reports.payload`: everything but its policies. */
type PagedSummary = Omit<StoredMatchReport, 'matches'> & { policyCount: number; categories: CategoryCount[]; undecidedFields: string[] };

/** A match report as its detail answers it: the summary and each category's first REPORT_CATEGORY_PAGE policies. */
export type PagedMatchReport = PagedSummary & { matches: StoredPolicyMatch[] };

/**
 * What paging a report needs of its policies, met one at a time in the report's order: each policy's place in its
 * category, the categories in the order they first occur with their counts, every ledger field an undecided
 * condition asks for (the what-if's fields) in order, once each, and the policies of each category's first page.
 */
class ReportPaging {
  private readonly counts = new Map<string, CategoryCount>();
  private readonly fields = new Set<string>();
  readonly categoryNames: string[] = [];
  readonly places: number[] = [];
  readonly firstPages: StoredPolicyMatch[] = [];

  add(match: StoredPolicyMatch): void {
    let count = this.counts.get(match.category);
    if (!count) {
      count = { category: match.category, total: 0, eligible: 0 };
      this.counts.set(match.category, count);
    }
    if (match.status === 'eligible') count.eligible += 1;
    const place = count.total;
    count.total += 1;
    this.categoryNames.push(match.category);
    this.places.push(place);
    for (const result of match.results) {
      if (result.status !== 'unknown') continue;
      for (const field of (result as { missingFields?: readonly string[] }).missingFields ?? []) this.fields.add(field);
    }
    if (place < REPORT_CATEGORY_PAGE) this.firstPages.push(match);
  }

  summary(report: Omit<StoredMatchReport, 'matches'>): PagedSummary {
    return { ...report, policyCount: this.places.length, categories: [...this.counts.values()], undecidedFields: [...this.fields] };
  }
}

/** A whole match report (one saved before ADR 122, read whole) as its detail answers it. */
export function pagedMatchReport({ matches, ...report }: StoredMatchReport): PagedMatchReport {
  const paging = new ReportPaging();
  for (const match of matches) paging.add(match);
  return { ...paging.summary(report), matches: paging.firstPages };
}

/** The summary without what only paging needs: with all its policies, the report as it was built. */
function wholeReport(summary: PagedSummary, matches: StoredPolicyMatch[]): StoredMatchReport {
  const { policyCount: _count, categories: _categories, undecidedFields: _fields, ...rest } = summary;
  return { ...rest, matches } as StoredMatchReport;
}

/**
 * How the payload of a match report saved since ADR 122 begins: `{"paged":<PagedSummary>}`, its policies in
 * `report_matches` (since ADR 125 naming the texts in `match_texts`; plain JSON where that is NULL). Before, `{"shown":…,"details":…}` (ADR 121) or the whole StoredMatchReport (`{"enterpriseName":…`,
 * or `{"scope":…` as migration 0022 rewrote it).
 */
const PAGED_PREFIX = '{"paged":';
const SHOWN_PREFIX = '{"shown":';

/** A saved match report read whole from a payload written before ADR 122. */
function wholeFromPayload(payload: string): StoredMatchReport {
  const parsed = JSON.parse(payload);
  return payload.startsWith(SHOWN_PREFIX) ? withDetails(parsed.shown as StoredMatchReport, parsed.details as MatchDetails) : withCurrentShape(parsed as StoredMatchReport);
}

type MatchRow = { payload: string };

/**
 * A paged report's policies in the report's order, each as it was generated: since ADR 125 its rows name the
 * report's repeated texts (`matchTexts`), put back before parsing; rows saved before (NULL) are plain JSON.
 */
async function readMatches(db: Db, reportId: number, matchTexts: string | null, where = '', ...params: (string | number)[]): Promise<StoredPolicyMatch[]> {
  const rows = (await db.all(`SELECT payload FROM report_matches WHERE report_id = ? ${where} ORDER BY position`, reportId, ...params)) as MatchRow[];
  const decode = matchTexts === null ? (text: string) => text : repeatedDecoder(splitTexts(matchTexts));
  return rows.map((row) => JSON.parse(decode(row.payload)) as StoredPolicyMatch);
}

async function toReport(db: Db, row: ReportRow): Promise<StoredReport> {
  // Only insertReport and insertMatchReport write this column: a match report's summary (its policies in
  // report_matches; before ADR 122 the whole report), an Evaluation otherwise.
  let match: StoredMatchReport | null = null;
  if (row.type === 'match') {
    match = row.payload.startsWith(PAGED_PREFIX) ? wholeReport((JSON.parse(row.payload) as { paged: PagedSummary }).paged, await readMatches(db, row.id, row.match_texts)) : wholeFromPayload(row.payload);
  }
  return {
    ...toSummary(row),
    match,
    evaluation: row.type === 'match' ? null : JSON.parse(row.payload),
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

export type NewMatchReport = { userId: number; title: string; headline: string; report: MatchReportToSave };

/** A saved match report as its detail answers it (the contract's `Report`, `match` to be cut by its serializer). */
export type MatchReportAnswer = PortalSchemas['ReportSummary'] & { projectId: null; evaluation: null; match: PagedMatchReport };

/**
 * Saves a match report: its summary in `reports`, each policy as it was built in `report_matches` (ADR 122), the
 * values its policies repeat written once in `reports.match_texts` and named by the rows (ADR 125), in one
 * statement (ADR 136). The rows go as three parameters (the rows one a line — an encoded row holds no line break —,
 * their categories and places in them), not five parameters a row. Each policy is asked of the report once, in
 * order, and kept only if the answer shows it (its category's first page): the others are let go once encoded.
 * Answers the report as its detail does, without reading anything back.
 */
export async function insertMatchReport(db: Db, report: NewMatchReport, now: Date): Promise<MatchReportAnswer> {
  const createdAt = now.toISOString();
  const { summary: base, policyCount, policyAt } = report.report;
  const paging = new ReportPaging();
  function* policies(): Generator<StoredPolicyMatch> {
    for (let index = 0; index < policyCount; index += 1) {
      const match = policyAt(index);
      paging.add(match);
      yield match;
    }
  }
  const { values: rows, texts } = encodeRepeated(policies());
  const summary = paging.summary(base);
  // One statement, so one round trip and atomic without a transaction: the report's row, then its policies' rows
  // naming it (a data-modifying WITH runs whether or not the rest reads it; the foreign key is checked at its end).
  const saved = (await db.get(
    `WITH report AS (
       INSERT INTO reports (user_id, type, title, headline, project_id, payload, match_texts, created_at) VALUES (?, 'match', ?, ?, NULL, ?, ?, ?) RETURNING id
     ), matches AS (
       INSERT INTO report_matches (report_id, position, category, category_position, payload)
       SELECT report.id, m.ordinality - 1, m.category, m.place, m.payload
       FROM report, ROWS FROM (string_to_table(?, chr(10)), json_array_elements_text(?::json), unnest(?::int[])) WITH ORDINALITY AS m(payload, category, place, ordinality)
     )
     SELECT id FROM report`,
    report.userId,
    report.title,
    report.headline,
    JSON.stringify({ paged: summary }),
    joinTexts(texts),
    createdAt,
    rows.join('\n'), // no policies: '', which string_to_table gives no row for
    JSON.stringify(paging.categoryNames),
    `{${paging.places.join(',')}}`,
  )) as { id: number | string };
  const id = Number(saved.id);
  return {
    id,
    type: 'match',
    title: report.title,
    createdAt,
    headline: report.headline,
    projectId: null,
    evaluation: null,
    match: { ...summary, matches: paging.firstPages },
  };
}

/** Only the owner's report: someone else's is answered exactly like a missing one. */
export async function findReport(db: Db, userId: number, id: number): Promise<StoredReport | undefined> {
  const row = (await db.get('SELECT * FROM reports WHERE id = ? AND user_id = ?', id, userId)) as ReportRow | undefined;
  return row ? toReport(db, row) : undefined;
}

/**
 * A report as `GET /api/enterprise/reports/{id}` answers it: a match report as its summary and each category's first
 * page (saved since ADR 122: read without its other policies; before: read whole and cut), any other report whole.
 * Only the owner's, as findReport.
 */
export async function findReportAnswer(db: Db, userId: number, id: number): Promise<MatchReportAnswer | StoredReport | undefined> {
  const row = (await db.get('SELECT * FROM reports WHERE id = ? AND user_id = ?', id, userId)) as ReportRow | undefined;
  if (!row) return undefined;
  if (row.type !== 'match') return toReport(db, row);
  const match = row.payload.startsWith(PAGED_PREFIX)
    ? { ...(JSON.parse(row.payload) as { paged: PagedSummary }).paged, matches: await readMatches(db, row.id, row.match_texts, 'AND category_position < ?', REPORT_CATEGORY_PAGE) }
    : pagedMatchReport(wholeFromPayload(row.payload));
  return { ...toSummary(row), projectId: null, evaluation: null, match };
}

/**
 * One page of a saved match report's category, in the report's order: undefined when the account has no such match
 * report (someone else's is answered as missing), `total` 0 for a category the report does not have.
 */
export async function findReportMatches(
  db: Db,
  userId: number,
  id: number,
  query: { category: string; pageNum: number; pageSize: number },
): Promise<{ rows: StoredPolicyMatch[]; total: number } | undefined> {
  const row = (await db.get("SELECT id, payload, match_texts FROM reports WHERE id = ? AND user_id = ? AND type = 'match'", id, userId)) as Pick<ReportRow, 'id' | 'payload' | 'match_texts'> | undefined;
  if (!row) return undefined;
  const { limit, offset } = pageWindow(query.pageNum, query.pageSize);
  if (row.payload.startsWith(PAGED_PREFIX)) {
    const total = (JSON.parse(row.payload) as { paged: PagedSummary }).paged.categories.find((count) => count.category === query.category)?.total ?? 0;
    const rows = offset < total ? await readMatches(db, row.id, row.match_texts, 'AND category = ? AND category_position >= ? AND category_position < ?', query.category, offset, offset + limit) : [];
    return { rows, total };
  }
  const all = wholeFromPayload(row.payload).matches.filter((match) => match.category === query.category);
  return { rows: all.slice(offset, offset + limit), total: all.length };
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
