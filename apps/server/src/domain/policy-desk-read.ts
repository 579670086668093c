import { documentChanges, parseContent } from '@smes/policy-desk';
import type { PolicyDeskAction, PolicyDeskStatus, PolicyDocument, PolicyDocumentChange } from '@smes/policy-desk';
import type { PortalSchemas } from '@smes/contract-types';
import type { ValidQuery } from '../contract/queries';
import type { Db } from '../db/database';
import { pageWindow } from '../shared/paging';
import type { Page } from '../shared/paging';
import { containsPattern } from '../shared/sql';
import { findPolicyRow, listPolicyAttachments } from './policies';
import type { PolicyRow } from './policies';
import { policyRuleSetVersions, ruleSetVersionLabel } from './policy-rule-sets';
import { NATIONWIDE_CODE, findRegion, withinRegionSql } from './regions';
import type { RegionRecord } from './regions';
import { readableRuleSet } from './rule-set-cache';

type Detail = PortalSchemas['PolicyDeskDetail'];
type Summary = PortalSchemas['PolicyDeskSummary'];
type RevisionSummary = PortalSchemas['PolicyRevisionSummary'];

export const POLICY_DESK_NOT_FOUND = '政策文件不存在';

/** Who acts on the desk: the operator's account id (editors cannot approve) and the name the records show. */
export type Operator = { id: number; name: string };

export type DeskRow = {
  id: number;
  policy_id: number | null;
  doc_no_key: string | null;
  notice_id: number | null;
  project_id: number | null;
  open_revision_id: number | null;
  repeal_reason: string | null;
  created_at: string;
  updated_at: string;
  updated_by: string;
};

/** The public rows the desk wrote: policies and projects whose published text is a version of the desk's. */
export type DeskWritten = { policies: ReadonlySet<number>; projects: ReadonlySet<number> };

/**
 * What the operator published at the desk — the seed's derived rule sets must never replace it when a seed module
 * runs again on an existing database. A database still at a schema before the desk has none.
 */
export async function deskWritten(db: Db): Promise<DeskWritten> {
  const hasDesk =
    (await db.get("SELECT 1 FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = 'policy_revisions'")) !== undefined;
  const rows = hasDesk
    ? ((await db.all(`SELECT k.policy_id, k.project_id FROM policy_desk k
           WHERE k.policy_id IS NOT NULL AND EXISTS (SELECT 1 FROM policy_revisions r WHERE r.desk_id = k.id AND r.status IN ('published', 'superseded'))`)) as { policy_id: number; project_id: number | null }[])
    : [];
  return {
    policies: new Set(rows.map((row) => row.policy_id)),
    projects: new Set(rows.flatMap((row) => (row.project_id === null ? [] : [row.project_id]))),
  };
}

export type RevisionRow = {
  id: number;
  desk_id: number;
  number: number;
  status: PortalSchemas['PolicyRevisionStatus'];
  document: string;
  title: string;
  doc_no: string;
  doc_no_key: string;
  issuer: string;
  level: PortalSchemas['PolicyLevel'];
  region_code: string | null;
  province_code: string | null;
  city_code: string | null;
  region_name: string;
  note: string | null;
  edits: number;
  author_id: number;
  author_name: string;
  updated_by: string;
  submitted_at: string | null;
  reviewer_name: string | null;
  reviewed_at: string | null;
  return_reason: string | null;
  created_at: string;
  updated_at: string;
  published_at: string | null;
};

export async function findDeskRow(db: Db, id: number): Promise<DeskRow | undefined> {
  return (await db.get('SELECT * FROM policy_desk WHERE id = ?', id)) as DeskRow | undefined;
}

export async function findRevisionRow(db: Db, id: number | null): Promise<RevisionRow | undefined> {
  if (id === null) return undefined;
  return (await db.get('SELECT * FROM policy_revisions WHERE id = ?', id)) as RevisionRow | undefined;
}

export async function publishedRevisionRow(db: Db, deskId: number): Promise<RevisionRow | undefined> {
  return (await db.get(`SELECT * FROM policy_revisions WHERE desk_id = ? AND status = 'published'`, deskId)) as RevisionRow | undefined;
}

export function revisionDocument(row: RevisionRow): PolicyDocument {
  return JSON.parse(row.document) as PolicyDocument;
}

/**
 * A policy published before the desk (the seed's documents) as a desk document, to revise it: its text read back
 * into blocks that compose to the very same paragraphs, its public attachments kept by reference. Its rule set is not
 * part of the document: it is the policy's version in force (the seed's 第 1 版), kept by a 修订 that writes no rules
 * while the articles it cites read the same.
 */
export async function importedDocument(db: Db, policy: PolicyRow): Promise<PolicyDocument> {
  return {
    title: policy.title,
    docNo: policy.doc_no,
    issuer: policy.issuer,
    level: policy.level,
    regionCode: policy.level === 'national' ? null : policy.region_code,
    category: policy.category,
    industries: JSON.parse(policy.industries) as string[],
    writtenDate: policy.written_date,
    publishDate: policy.publish_date,
    effectiveDate: policy.effective_date,
    supportAmount: policy.support_amount,
    articles: parseContent(JSON.parse(policy.content) as string[]),
    attachments: (await listPolicyAttachments(db, policy.id)).map((file) => ({ source: 'published', ...file })),
    declaration: null,
  };
}

/** The version the portal shows: the desk's published revision, or the imported text of a policy the desk did not write. */
export async function publishedDocument(db: Db, desk: DeskRow, policy: PolicyRow | undefined): Promise<{ revision: RevisionRow | undefined; document: PolicyDocument } | undefined> {
  if (!policy) return undefined;
  const revision = await publishedRevisionRow(db, desk.id);
  return { revision, document: revision ? revisionDocument(revision) : await importedDocument(db, policy) };
}

export async function regionNameOf(db: Db, code: string): Promise<string> {
  if (code === NATIONWIDE_CODE) return '全国';
  return (await findRegion(db, code))?.name ?? code;
}

/** What two versions' changes are, with their places named (the names are looked up first: the comparison is synchronous). */
export async function changesBetween(db: Db, before: PolicyDocument, after: PolicyDocument): Promise<PolicyDocumentChange[]> {
  const names = new Map<string, string>();
  for (const code of [before.regionCode, after.regionCode]) {
    if (code !== null && !names.has(code)) names.set(code, await regionNameOf(db, code));
  }
  return documentChanges(before, after, { region: (code) => names.get(code) ?? code });
}

export async function editorsOf(db: Db, revisionId: number): Promise<{ id: number; name: string }[]> {
  return (await db.all('SELECT user_id AS id, name FROM policy_revision_editors WHERE revision_id = ? ORDER BY seq', revisionId)) as { id: number; name: string }[];
}

export const OWN_REVIEW_MESSAGE = '您编辑过这一版本，须由另一位运营人员审核';

/** What the viewer may do now, and why an approval is not theirs to give. */
async function actionsFor(db: Db, open: RevisionRow | undefined, policy: PolicyRow | undefined, viewer: Operator): Promise<{ actions: PolicyDeskAction[]; reviewBlocked: string | null }> {
  const actions: PolicyDeskAction[] = [];
  let reviewBlocked: string | null = null;
  if (open?.status === 'draft') actions.push('edit', 'submit', 'abandon');
  if (open?.status === 'pending') {
    if ((await editorsOf(db, open.id)).some((editor) => editor.id === viewer.id)) reviewBlocked = OWN_REVIEW_MESSAGE;
    else actions.push('approve', 'return');
    actions.push('withdraw', 'abandon');
  }
  if (policy?.validity === 'valid') {
    if (!open) actions.push('revise');
    actions.push('repeal');
  }
  return { actions, reviewBlocked };
}

function toRevisionSummary(row: RevisionRow): RevisionSummary {
  return {
    number: row.number,
    status: row.status,
    note: row.note,
    authorName: row.author_name,
    reviewerName: row.reviewer_name,
    createdAt: row.created_at,
    submittedAt: row.submitted_at,
    reviewedAt: row.reviewed_at,
    publishedAt: row.published_at,
    returnReason: row.return_reason,
  };
}

/** The headline state: the open version's, else the public one's; a draft abandoned before it was ever published is 已放弃. */
function statusOf(open: Pick<RevisionRow, 'status'> | undefined | null, validity: PortalSchemas['Validity'] | null): PolicyDeskStatus {
  if (open?.status === 'draft' || open?.status === 'pending') return open.status;
  if (validity === 'valid') return 'published';
  if (validity === 'repealed') return 'repealed';
  return 'abandoned';
}

export async function toDeskDetail(db: Db, desk: DeskRow, viewer: Operator): Promise<Detail> {
  const policy = desk.policy_id === null ? undefined : await findPolicyRow(db, desk.policy_id);
  const open = await findRevisionRow(db, desk.open_revision_id);
  const published = await publishedDocument(db, desk, policy);
  const revisions = (await db.all('SELECT * FROM policy_revisions WHERE desk_id = ? ORDER BY number DESC', desk.id)) as RevisionRow[];
  const { actions, reviewBlocked } = await actionsFor(db, open, policy, viewer);
  const linked = async (sql: string) => (desk.policy_id === null ? [] : ((await db.all(sql, desk.policy_id)) as PortalSchemas['LinkedItem'][]));
  // A rule set in force that no longer parses reads as none, so the desk still opens the policy to replace it (ADR 114).
  const storedRuleSet = policy?.rule_set ? (readableRuleSet(policy.rule_set) ?? null) : null;
  const openDocument = open ? revisionDocument(open) : undefined;
  return {
    id: desk.id,
    policyId: desk.policy_id,
    noticeId: desk.notice_id,
    projectId: desk.project_id,
    status: statusOf(open, policy?.validity ?? null),
    validity: policy?.validity ?? null,
    repealDate: policy?.repeal_date ?? null,
    repealReason: desk.repeal_reason,
    published: published
      ? { revision: published.revision?.number ?? null, document: published.document, publishedAt: published.revision?.published_at ?? null }
      : null,
    open:
      open && openDocument
        ? {
            ...toRevisionSummary(open),
            edits: open.edits,
            document: openDocument,
            updatedAt: open.updated_at,
            updatedBy: open.updated_by,
            editors: (await editorsOf(db, open.id)).map((editor) => editor.name),
            changes: published ? await changesBetween(db, published.document, openDocument) : [],
          }
        : null,
    actions,
    reviewBlocked,
    revisions: revisions.map(toRevisionSummary),
    linked: {
      notices: await linked('SELECT id, title FROM notices WHERE policy_id = ? ORDER BY publish_date DESC, id DESC'),
      projects: await linked('SELECT id, project_name AS title FROM declaration_projects WHERE policy_id = ? ORDER BY create_time DESC, id DESC'),
    },
    ruleSet: storedRuleSet ? { id: storedRuleSet.id, name: storedRuleSet.name } : null,
  };
}

export async function findPolicyDesk(db: Db, id: number, viewer: Operator): Promise<Detail | undefined> {
  const desk = await findDeskRow(db, id);
  return desk ? await toDeskDetail(db, desk, viewer) : undefined;
}

/** `GET /api/admin/policy-desk`'s validated query, with its region resolved. */
export type PolicyDeskQuery = Omit<ValidQuery<'adminPolicyDeskList', 'pageNum' | 'pageSize'>, 'regionCode'> & { region?: RegionRecord };

type ListRow = {
  id: number;
  policy_id: number | null;
  validity: PortalSchemas['Validity'] | null;
  open_number: number | null;
  open_status: PortalSchemas['PolicyRevisionStatus'] | null;
  open_updated_by: string | null;
  title: string;
  doc_no: string;
  issuer: string;
  level: PortalSchemas['PolicyLevel'];
  region_name: string;
  updated_at: string;
};

/**
 * Each desk record as the list shows it: the open version's title, 文号, issuer and region while one is being
 * edited or reviewed, else the public policy's, else (abandoned before publishing) its last version's.
 */
const DESK_LIST = `WITH desk AS (
  SELECT d.id, d.policy_id, d.updated_at, p.validity,
    r.number AS open_number, r.status AS open_status, r.updated_by AS open_updated_by,
    CASE WHEN r.id IS NOT NULL THEN r.title WHEN p.id IS NOT NULL THEN p.title ELSE l.title END AS title,
    CASE WHEN r.id IS NOT NULL THEN r.doc_no WHEN p.id IS NOT NULL THEN p.doc_no ELSE l.doc_no END AS doc_no,
    CASE WHEN r.id IS NOT NULL THEN r.issuer WHEN p.id IS NOT NULL THEN p.issuer ELSE l.issuer END AS issuer,
    CASE WHEN r.id IS NOT NULL THEN r.level WHEN p.id IS NOT NULL THEN p.level ELSE l.level END AS level,
    CASE WHEN r.id IS NOT NULL THEN r.region_code WHEN p.id IS NOT NULL THEN p.region_code ELSE l.region_code END AS region_code,
    CASE WHEN r.id IS NOT NULL THEN r.province_code WHEN p.id IS NOT NULL THEN p.province_code ELSE l.province_code END AS province_code,
    CASE WHEN r.id IS NOT NULL THEN r.city_code WHEN p.id IS NOT NULL THEN p.city_code ELSE l.city_code END AS city_code,
    CASE WHEN r.id IS NOT NULL THEN r.region_name WHEN p.id IS NOT NULL THEN p.region_name ELSE l.region_name END AS region_name
  FROM policy_desk d
  LEFT JOIN policies p ON p.id = d.policy_id
  LEFT JOIN policy_revisions r ON r.id = d.open_revision_id
  LEFT JOIN policy_revisions l ON p.id IS NULL AND r.id IS NULL AND l.id = (SELECT MAX(id) FROM policy_revisions WHERE desk_id = d.id)
)`;

const STATUS_SQL: Record<PolicyDeskStatus, string> = {
  draft: `open_status = 'draft'`,
  pending: `open_status = 'pending'`,
  published: `validity = 'valid'`,
  repealed: `validity = 'repealed'`,
  abandoned: 'policy_id IS NULL AND open_number IS NULL',
};

export async function listPolicyDesk(db: Db, query: PolicyDeskQuery): Promise<Page<Summary>> {
  const where = [query.status ? STATUS_SQL[query.status] : '(policy_id IS NOT NULL OR open_number IS NOT NULL)'];
  const params: Record<string, string | number> = {};
  const keyword = query.keyword?.trim();
  if (keyword) {
    params['pattern'] = containsPattern(keyword);
    where.push(`(title ILIKE @pattern ESCAPE '\\' OR doc_no ILIKE @pattern ESCAPE '\\' OR issuer ILIKE @pattern ESCAPE '\\')`);
  }
  if (query.level) {
    params['level'] = query.level;
    where.push('level = @level');
  }
  if (query.region) {
    params['region'] = query.region.code;
    where.push(withinRegionSql(query.region, 'region'));
  }
  const whereSql = `WHERE ${where.join(' AND ')}`;
  const { total } = (await db.get(`${DESK_LIST} SELECT COUNT(*) AS total FROM desk ${whereSql}`, params)) as { total: number };
  const rows = (await db.all(`${DESK_LIST} SELECT * FROM desk ${whereSql} ORDER BY updated_at DESC, id DESC LIMIT @limit OFFSET @offset`, {
    ...params,
    ...pageWindow(query.pageNum, query.pageSize),
  })) as ListRow[];
  return {
    rows: rows.map((row) => ({
      id: row.id,
      policyId: row.policy_id,
      title: row.title,
      docNo: row.doc_no,
      issuer: row.issuer,
      level: row.level,
      regionName: row.region_name,
      status: statusOf(row.open_status ? { status: row.open_status } : null, row.validity),
      validity: row.validity,
      openRevision: row.open_number !== null && row.open_status && row.open_updated_by ? { number: row.open_number, status: row.open_status, updatedBy: row.open_updated_by } : null,
      updatedAt: row.updated_at,
    })),
    total,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

type EventRow = { id: number; at: string; actor_name: string; action: PortalSchemas['PolicyDeskEvent']['action']; revision: number | null; note: string | null; changes: string };

/**
 * A policy's rule-set versions for its history, newest first: who wrote each, who approved it (the approval of the desk
 * version it came with), when it took effect, and which one is in force — the one its reports and pushes name.
 */
async function ruleSetVersionsOf(db: Db, policyId: number, inForce: string | null, events: readonly EventRow[]): Promise<PortalSchemas['PolicyRuleSetVersion'][]> {
  const current = inForce === null ? null : readableRuleSet(inForce)?.version;
  const versions = await policyRuleSetVersions(db, policyId);
  return versions.reverse().map((row) => {
    const label = ruleSetVersionLabel(row.number);
    const approval = row.deskRevision === null ? undefined : events.find((event) => event.action === 'approve' && event.revision === row.deskRevision);
    return { number: row.number, label, author: row.author, approver: approval?.actor_name ?? null, deskRevision: row.deskRevision, at: row.createdAt, inForce: current === label };
  });
}

export async function policyDeskHistory(db: Db, id: number): Promise<PortalSchemas['PolicyDeskHistory'] | undefined> {
  const desk = await findDeskRow(db, id);
  if (!desk) return undefined;
  const open = await findRevisionRow(db, desk.open_revision_id);
  const policy = desk.policy_id === null ? undefined : await findPolicyRow(db, desk.policy_id);
  const last = (await db.get('SELECT title FROM policy_revisions WHERE desk_id = ? ORDER BY number DESC LIMIT 1', id)) as { title: string } | undefined;
  const events = (await db.all('SELECT * FROM policy_desk_events WHERE desk_id = ? ORDER BY id DESC', id)) as EventRow[];
  return {
    id,
    title: open?.title ?? policy?.title ?? last?.title ?? '',
    ruleSetVersions: policy ? await ruleSetVersionsOf(db, policy.id, policy.rule_set, events) : [],
    events: events.map((row) => ({
      id: row.id,
      at: row.at,
      actorName: row.actor_name,
      action: row.action,
      revision: row.revision,
      note: row.note,
      changes: JSON.parse(row.changes) as PortalSchemas['PolicyDocumentChange'][],
    })),
  };
}
