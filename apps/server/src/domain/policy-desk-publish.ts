import { isDeepStrictEqual } from 'node:util';
import { parseRuleSet } from '@smes/eligibility';
import { readableRuleSet } from './rule-set-cache';
import type { Condition, RuleSet } from '@smes/eligibility';
import { articleCitation, blockNumbers, composeContent, policyRuleSet, ruleTargets } from '@smes/policy-desk';
import type { PolicyDeclaration, PolicyDocument } from '@smes/policy-desk';
import type { PortalSchemas } from '@smes/contract-types';
import type { Db } from '../db/database';
import { replacePolicyAttachments } from './attachments';
import type { PolicyAttachmentEntry } from './attachments';
import { insertDeclaration, linkDeclaration, reviseDeclaration } from './declarations';
import { insertMessage } from './messages';
import { insertNotice, reviseNotice, supportTextFor } from './notices';
import type { NewNotice } from './notices';
import { findPolicyRow, insertPolicy, revisePublishedPolicy } from './policies';
import type { PolicyRow } from './policies';
import { findDeskFile } from './policy-desk-files';
import type { DeskRow } from './policy-desk-read';
import { publishRuleSetVersion, regionCondition, withdrawPolicyRuleSet } from './policy-rule-sets';
import { enqueuePushJob } from './push-matching';
import { NATIONWIDE_CODE, NATIONWIDE_NAME, findRegion, regionLineage } from './regions';
import { matchingSubscribers, notifySubscribers } from './subscriptions';
import type { Publication } from './subscriptions';
import { mapInOrder } from '../shared/in-order';

/** Where a document is issued, as the public tables store it. */
export type Placement = { regionCode: string; regionName: string; provinceCode: string | null; cityCode: string | null };

const LEVEL_OF_REGION = { province: 'provincial', city: 'municipal', district: 'district' } as const;

/**
 * The region a document is issued for, or why it cannot be: a national document is issued for 全国, the
 * others by a division of their own level (a 市级 policy by a city). Undefined when nothing is chosen yet.
 */
export async function placementOf(db: Db, level: PortalSchemas['PolicyLevel'], regionCode: string | null): Promise<Placement | string | undefined> {
  if (level === 'national') return { regionCode: NATIONWIDE_CODE, regionName: NATIONWIDE_NAME, provinceCode: null, cityCode: null };
  if (regionCode === null) return undefined;
  const region = await findRegion(db, regionCode);
  if (!region) return '未知的行政区划，请重新选择发文地区';
  if (LEVEL_OF_REGION[region.level] !== level) return `${region.name}不是${{ provincial: '省级', municipal: '市级', district: '区县级' }[level]}行政区划，请重新选择发文地区或发文层级`;
  const lineage = await regionLineage(db, regionCode);
  return {
    regionCode,
    regionName: region.name,
    provinceCode: lineage.find((item) => item.level === 'province')?.code ?? null,
    cityCode: lineage.find((item) => item.level === 'city')?.code ?? null,
  };
}

async function requirePlacement(db: Db, document: PolicyDocument): Promise<Placement> {
  const place = await placementOf(db, document.level, document.regionCode);
  // Approval checks the document first; reaching here without a place is a bug, not a user's input.
  if (place === undefined || typeof place === 'string') throw new Error(`policy desk: no placement for ${document.level} ${document.regionCode}`);
  return place;
}

/** Desk files become public as a PDF where they are one; other office files download as they are. */
async function attachmentEntries(db: Db, document: PolicyDocument): Promise<PolicyAttachmentEntry[]> {
  return await mapInOrder(document.attachments, async (file) => {
      if (file.source === 'published') return { keep: file.id };
      const stored = await findDeskFile(db, file.id);
      if (!stored) throw new Error(`policy desk: file ${file.id} vanished`);
      return { name: stored.name, contentType: stored.contentType === 'application/pdf' ? 'application/pdf' : 'application/octet-stream', body: stored.body };
    });
}

function uniqueTrimmed(values: readonly string[]): string[] {
  return [...new Set(values.map((value) => value.trim()).filter((value) => value !== ''))];
}

function noticeFields(document: PolicyDocument, declaration: PolicyDeclaration, place: Placement, policyId: number, content: string[]): Omit<NewNotice, 'publishDate' | 'viewCount'> {
  const support = uniqueTrimmed(declaration.support);
  return {
    policyId,
    title: declaration.title.trim(),
    issuer: document.issuer.trim(),
    level: document.level,
    ...place,
    category: document.category,
    industries: [...new Set(document.industries)],
    supportAmount: document.supportAmount,
    supportText: supportTextFor(document.supportAmount, document.category),
    keywords: uniqueTrimmed(declaration.keywords),
    startTime: new Date(declaration.startTime ?? '').toISOString(),
    endTime: new Date(declaration.endTime ?? '').toISOString(),
    policyText: content,
    support: support.length > 0 ? support : document.supportAmount !== null ? [`最高扶持 ${document.supportAmount} 万元`] : [],
    conditions: declaration.conditions.map((condition) => `${condition.title.trim()}：${condition.detail.trim()}`),
    procedure: declaration.procedure.map((step) => step.trim()),
    // The notice's 申报材料 tab reads as the seed writes it: name, （如有） for the optional ones, what it is.
    materials: declaration.materials.map((material) => `${material.name.trim()}${material.required ? '' : '（如有）'}：${material.description.trim()}`),
    service: {
      department: declaration.service.department.trim(),
      contact: declaration.service.contact.trim(),
      phone: declaration.service.phone.trim(),
      address: declaration.service.address.trim(),
      hours: declaration.service.hours.trim(),
    },
  };
}

function projectFields(document: PolicyDocument, declaration: PolicyDeclaration, place: Placement) {
  const title = document.title.trim();
  const startTime = new Date(declaration.startTime ?? '').toISOString();
  const endTime = new Date(declaration.endTime ?? '').toISOString();
  const support = uniqueTrimmed(declaration.support);
  return {
    projectName: declaration.projectName.trim(),
    deptName: document.issuer.trim(),
    level: document.level,
    regionName: place.regionName,
    category: document.category,
    supportAmount: document.supportAmount,
    supportDesc: document.supportAmount !== null ? `最高 ${document.supportAmount} 万元` : (support[0] ?? supportTextFor(null, document.category)),
    startTime,
    endTime,
    tags: uniqueTrimmed(declaration.keywords),
    summary: declaration.summary.trim(),
    policyBasis: { title, docNo: document.docNo.trim(), issuer: document.issuer.trim() },
    contact: { name: declaration.service.contact.trim(), phone: declaration.service.phone.trim(), address: declaration.service.address.trim() },
    conditions: declaration.conditions.map((condition) => ({
      id: condition.id,
      title: condition.title.trim(),
      detail: condition.detail.trim(),
      kind: condition.kind,
      basis: articleCitation(title, document.articles, condition.articleId) ?? `《${title}》`,
    })),
    materials: declaration.materials.map((material) => ({ id: material.id, name: material.name.trim(), required: material.required, description: material.description.trim() })),
    batches: [{ name: '本批次', startTime, endTime }],
    procedure: declaration.procedure.map((step) => step.trim()),
  };
}

/** The id a desk-written rule set is stored and reported under; its version is the policy's rule-set version (第 N 版). */
export const deskRuleSetId = (deskId: number | null) => (deskId === null ? 'policy-desk-trial' : `policy-desk-${deskId}`);
const NEXT_VERSION = '新版';

/**
 * The rules the operator wrote, as the engine evaluates them: the document's conditions and funding, and before
 * them 注册地在… for a provincial, municipal or district document — the region a document is issued for is a
 * condition of every policy (as for the catalogue's schemes), so nobody outside it reads 符合.
 */
export function deskRuleSet(document: PolicyDocument, place: Placement, meta: { id: string; version: string }): RuleSet {
  const parsed = parseRuleSet(policyRuleSet(document, meta));
  const title = `《${document.title.trim()}》`;
  const scope = ruleTargets(document.articles)[0]?.article ?? '全文';
  const region: Condition | undefined = regionCondition({ level: document.level, code: place.regionCode, name: place.regionName }, { title, clause: scope }, 'desk-registered-in-region');
  return region ? { ...parsed, conditions: [region, ...parsed.conditions] } : parsed;
}

/** Every clause a stored rule set cites (its conditions', funding items', score's), as 第N条（M） or 全文. */
function citedClauses(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) for (const item of value) citedClauses(item, into);
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      if (key === 'clause' && typeof item === 'string') into.add(item);
      else citedClauses(item, into);
    }
  return into;
}

/** The article each 第N条 label names, as the document numbers them. */
function articlesByLabel(document: PolicyDocument): Map<string, string> {
  const numbers = blockNumbers(document.articles);
  return new Map(document.articles.filter((block) => block.kind === 'article').map((block) => [numbers.get(block.id)?.label ?? '', block.text.trim()]));
}

/**
 * Whether the policy's stored rule set still reads the revised text as it read the previous one: every article it
 * cites (by 第N条) has the same words, and a clause that names no article (the whole text) finds the whole text the same.
 */
async function citedArticlesUnchanged(db: Db, policyId: number, previous: PolicyDocument, document: PolicyDocument): Promise<boolean> {
  const stored = (await db.get('SELECT rule_set FROM policies WHERE id = ?', policyId)) as { rule_set: string | null } | undefined;
  if (!stored?.rule_set) return true;
  // One that no longer parses cannot say which articles it read: it is not kept through a 修订 (ADR 114).
  if (!readableRuleSet(stored.rule_set)) return false;
  const before = articlesByLabel(previous);
  const after = articlesByLabel(document);
  for (const clause of citedClauses(JSON.parse(stored.rule_set))) {
    const label = /^第[一二三四五六七八九十百千零〇两]+条/.exec(clause)?.[0];
    if (label === undefined) {
      if (composeContent(previous.articles).join('\n') !== composeContent(document.articles).join('\n')) return false;
    } else if (before.get(label) !== after.get(label)) return false;
  }
  return true;
}

/**
 * The document's rules stored as the policy's next rule-set version (ADR 76) and put in force, so 智能匹配, 为你推荐
 * and the what-if read the same conditions the push does (ADR 22). Without rules a revision keeps the version in
 * force — the seed's 第 1 版 or an earlier desk version — unless the version it replaces had rules (the operator took
 * them away) or it rewrites an article that version cites. Every publication with rules enqueues a push job: a
 * first one tells whoever the rules match, a revision only those whose verdict it moves toward 符合 or 待核验 (ADR 73).
 */
async function applyRuleSet(
  db: Db,
  policyId: number,
  document: PolicyDocument,
  previous: PolicyDocument | undefined,
  place: Placement,
  revision: { deskId: number; number: number; author: string; first: boolean },
  now: Date,
): Promise<PortalSchemas['PushJob'] | null> {
  if (!document.rules) {
    // A rule set the desk did not write (the seed's, read from the text) holds only while the articles it cites read as
    // they did: a revision that rewrites them leaves the policy without rules rather than with verdicts on the old text.
    if (previous?.rules || (previous && !revision.first && !(await citedArticlesUnchanged(db, policyId, previous, document)))) await withdrawPolicyRuleSet(db, policyId);
    return null;
  }
  const title = document.title.trim();
  // A revision compares with the rules in force until now: its job tells only the verdicts it moves toward 符合.
  const inForce = revision.first ? undefined : ((await db.get('SELECT rule_set FROM policies WHERE id = ?', policyId)) as { rule_set: string | null } | undefined);
  // Numbered when stored; until then it reads as the next version.
  const drafted = deskRuleSet(document, place, { id: deskRuleSetId(revision.deskId), version: NEXT_VERSION });
  // A rule set in force that no longer parses is replaced as if there were none (ADR 114): nobody had a verdict from it.
  const current = inForce?.rule_set ? readableRuleSet(inForce.rule_set) : undefined;
  // A version that leaves the rules as they are (a wording change elsewhere) is no new rule-set version: reports keep naming the one in force.
  const unchanged = current !== undefined && isDeepStrictEqual(parseRuleSet(JSON.stringify({ ...current, version: NEXT_VERSION })), parseRuleSet(JSON.stringify(drafted)));
  const ruleSet = unchanged ? current : await publishRuleSetVersion(db, policyId, drafted, { author: revision.author, deskRevision: revision.number }, now);
  const version = revision.first ? {} : { revision: { number: revision.number, previousRuleSet: current ?? null } };
  return await enqueuePushJob(db, { kind: 'policy', id: policyId, title, issuer: document.issuer.trim(), regionCode: place.regionCode, supportAmount: document.supportAmount, category: document.category, ruleSet, ...version }, now);
}

/** Everyone with a stake in a published policy: saved it, follows one of its notices, applied to one of its projects, or subscribed to its kind. */
export async function policyFollowers(db: Db, policy: PolicyRow): Promise<number[]> {
  const engaged = (await db.all(`SELECT user_id FROM policy_favorites WHERE policy_id = @id
     UNION SELECT f.user_id FROM calendar_follows f JOIN notices n ON n.id = f.notice_id WHERE n.policy_id = @id
     UNION SELECT a.user_id FROM applications a JOIN declaration_projects d ON d.id = a.project_id WHERE d.policy_id = @id`, { id: policy.id })) as { user_id: number }[];
  const publication: Publication = {
    kind: 'policy',
    id: policy.id,
    title: policy.title,
    issuer: policy.issuer,
    level: policy.level,
    regionCode: policy.region_code,
    category: policy.category === '' ? null : policy.category,
    industries: JSON.parse(policy.industries) as string[],
  };
  return [...new Set([...engaged.map((row) => row.user_id), ...await matchingSubscribers(db, publication)])].sort((a, b) => a - b);
}

/** One message per follower about a change to the policy; answers how many were told. */
export async function tellFollowers(db: Db, policy: PolicyRow, message: { title: string; content: string }, now: Date): Promise<number> {
  const users = await policyFollowers(db, policy);
  for (const userId of users) await insertMessage(db, { userId, type: 'policy', title: message.title, content: message.content, link: { kind: 'policy', id: policy.id } }, now);
  return users.length;
}

export type PublishOutcome = { policyId: number; noticeId: number | null; projectId: number | null; notified: number; pushJob: PortalSchemas['PushJob'] | null };

/**
 * Writes a reviewed document to the portal's tables, inside the approval's transaction: a first publication
 * inserts the policy (with its notice and project), a revision updates them in place under their ids. The
 * search indexes follow (policy_fts here; the global index's triggers count the writes).
 */
export async function publishDocument(
  db: Db,
  desk: DeskRow,
  document: PolicyDocument,
  previous: PolicyDocument | undefined,
  revision: { number: number; note: string | null; author: string },
  publishDate: string,
  now: Date,
): Promise<PublishOutcome> {
  const place = await requirePlacement(db, document);
  const content = composeContent(document.articles);
  const fields = {
    title: document.title.trim(),
    docNo: document.docNo.trim(),
    issuer: document.issuer.trim(),
    level: document.level,
    ...place,
    category: document.category,
    industries: [...new Set(document.industries)],
    writtenDate: document.writtenDate ?? publishDate,
    publishDate,
    effectiveDate: document.effectiveDate ?? publishDate,
    content,
    supportAmount: document.supportAmount,
  };
  const firstPublish = desk.policy_id === null;
  let policyId: number;
  if (desk.policy_id === null) {
    policyId = await insertPolicy(db, { ...fields, validity: 'valid', repealDate: null, viewCount: 0, patentSubsidies: null, ruleSet: null, createdAt: now.toISOString(), attachments: [], deskId: desk.id });
  } else {
    policyId = desk.policy_id;
    await revisePublishedPolicy(db, policyId, fields);
  }
  await replacePolicyAttachments(db, policyId, await attachmentEntries(db, document));
  const pushJob = await applyRuleSet(db, policyId, document, previous, place, { deskId: desk.id, number: revision.number, author: revision.author, first: firstPublish }, now);

  let noticeId = desk.notice_id;
  let projectId = desk.project_id;
  const { declaration } = document;
  if (declaration) {
    const notice = noticeFields(document, declaration, place, policyId, content);
    if (noticeId === null) noticeId = await insertNotice(db, { ...notice, publishDate, viewCount: 0 });
    else await reviseNotice(db, noticeId, notice);
    if (declaration.kind === 'project') {
      const project = projectFields(document, declaration, place);
      if (projectId === null) projectId = await insertDeclaration(db, { ...project, createTime: now.toISOString(), viewCount: 0 });
      else await reviseDeclaration(db, projectId, project);
      await linkDeclaration(db, projectId, policyId, noticeId);
    }
  }
  await db.run('UPDATE policy_desk SET notice_id = ?, project_id = ? WHERE id = ?', noticeId, projectId, desk.id);

  let notified: number;
  const policy = (await findPolicyRow(db, policyId)) as PolicyRow;
  if (firstPublish) {
    const publication = (kind: Publication['kind'], id: number, title: string): Publication => ({
      kind,
      id,
      title,
      issuer: fields.issuer,
      level: fields.level,
      regionCode: place.regionCode,
      category: fields.category || null,
      industries: fields.industries,
    });
    notified = await notifySubscribers(db, publication('policy', policyId, fields.title), now);
    if (declaration && noticeId !== null) notified += await notifySubscribers(db, publication('notice', noticeId, declaration.title.trim()), now);
  } else {
    const why = revision.note?.trim() ? `修订说明：${revision.note.trim()}` : '请查看修订后的全文。';
    notified = await tellFollowers(
          db,
          policy,
          {
            title: `政策已修订：${fields.title}`,
            content: `${fields.issuer}修订了《${fields.title}》（${fields.docNo}，发布台第 ${revision.number} 版）。${why}您收藏、关注、订阅或申报过这项政策，申报时请以修订后的内容为准。`,
          },
          now,
        );
  }
  return { policyId, noticeId, projectId, notified, pushJob };
}
