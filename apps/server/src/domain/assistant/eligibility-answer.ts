import { estimateSubsidy, formatEstimateRange, hasRegisteredRegion, regionChain, regionContains } from '@smes/eligibility';
import type { ConditionResult, EnterpriseLedger, Evaluation, RuleSet } from '@smes/eligibility';
import type { PortalSchemas } from '@smes/contract-types';
import type { Db } from '../../db/database';
import { estimateFor, evaluateProject, matchScope } from '../matching';
import { readableRuleSet, ruleSetCacheOf } from '../rule-set-cache';
import { NATIONWIDE_CODE } from '../regions';
import { clausesOf, documentByRef, documentsOfPolicy, indexedRegions } from './clause-store';
import type { StoredClause, StoredDoc } from './clause-store';
import { cutAtBoundary } from './excerpt';
import { heldConclusion } from './held-qualification';
import { segmentWords } from '../../shared/chinese/segmenter';
import type { AnalyzedQuestion } from './question';
import { regionScope } from './regions-in-question';
import { retrieveTargets } from './retrieve';
import type { ScoredClause } from './retrieve';
import { flatMapInOrder } from '../../shared/in-order';

/**
 * "Can we apply / do we qualify / how much can we get": answered by the eligibility engine on the
 * enterprise's ledger, never by quoting. The wording follows the engine's result as it comes (each
 * condition's 符合/不符合/待核验 with its 实际值, 标准 and what to prepare, the verdict, and the money as the
 * estimate computes it), so a change in the engine shows in the answer without a change here.
 */

type Citation = PortalSchemas['AssistantCitation'];
type Eligibility = PortalSchemas['AssistantEligibility'];
type Answer = { text: string; outcome: PortalSchemas['AssistantOutcome']; citations: Citation[]; eligibility: Eligibility | null };

export type EligibilityInput = { question: AnalyzedQuestion; ledger: EnterpriseLedger | null; now: Date; doc: StoredDoc | null };

/** What the engine can judge: a declaration project or a policy carrying a rule set. */
export type Target = { doc: StoredDoc; ruleSet: RuleSet; supportAmount: number | null; regionCode: string; regionName: string };

const EXCERPT_LENGTH = 160;

const TARGET_SQL: Partial<Record<StoredDoc['docType'], string>> = {
  project: 'SELECT rule_set, NULL AS rule_set_revision, support_amount, region_name FROM declaration_projects WHERE id = ?',
  policy: 'SELECT rule_set, rule_set_revision, support_amount, region_name FROM policies WHERE id = ?',
};

/**
 * The document's rule set, or null when it has none or its stored rule set does not parse: then the engine cannot
 * judge it and the answer says so as for a document without rules (ADR 114), instead of failing the question. A
 * policy's comes through the rule-set cache (told once per revision, counted).
 */
async function targetOf(db: Db, doc: StoredDoc): Promise<Target | null> {
  const sql = TARGET_SQL[doc.docType];
  if (!sql) return null;
  const row = (await db.get(sql, Number(doc.docId))) as { rule_set: string | null; rule_set_revision: number | null; support_amount: number | null; region_name: string } | undefined;
  if (!row?.rule_set) return null;
  const ruleSet = readRuleSet(db, Number(doc.docId), row.rule_set_revision, row.rule_set);
  if (!ruleSet) return null;
  return { doc, ruleSet, supportAmount: row.support_amount, regionCode: doc.regionCode, regionName: row.region_name };
}

function readRuleSet(db: Db, id: number, revision: number | null, text: string): RuleSet | undefined {
  if (revision !== null) {
    const cache = ruleSetCacheOf(db);
    return cache.get(id, revision) ?? cache.tryPut(id, revision, text);
  }
  return readableRuleSet(text);
}

/** The page's document, or its policy's declaration project, or the policy itself. */
async function targetOnPage(db: Db, doc: StoredDoc): Promise<Target | null> {
  const own = await targetOf(db, doc);
  if (own) return own;
  if (doc.policyId === null) return null;
  for (const project of await documentsOfPolicy(db, doc.policyId, 'project')) {
    const found = await targetOf(db, project);
    if (found) return found;
  }
  const policy = await documentByRef(db, 'policy', String(doc.policyId));
  return policy ? await targetOf(db, policy) : null;
}

async function scopeRegions(db: Db, question: AnalyzedQuestion, ledger: EnterpriseLedger | null): Promise<{ regions: string[]; lead: string | null }> {
  const named = question.regions[0];
  if (named) return { regions: await regionScope(db, named), lead: named.code };
  if (ledger && hasRegisteredRegion(ledger)) {
    const chain = regionChain(ledger);
    return { regions: chain, lead: chain[chain.length - 1] ?? null };
  }
  return { regions: await indexedRegions(db), lead: NATIONWIDE_CODE };
}

/**
 * The project or policy the question is about, best match first, a project before the policy it implements;
 * where the enterprise's places have none, the best one elsewhere (the answer then says it does not apply there).
 */
async function findTarget(db: Db, input: EligibilityInput): Promise<Target | null> {
  if (input.doc) return await targetOnPage(db, input.doc);
  const scope = await scopeRegions(db, input.question, input.ledger);
  return (await bestTarget(db, input.question, scope)) ?? (input.question.regions.length === 0 ? await bestTarget(db, input.question, { regions: await indexedRegions(db), lead: null }) : null);
}

async function bestTarget(db: Db, question: AnalyzedQuestion, scope: { regions: string[]; lead: string | null }): Promise<Target | null> {
  const retrieval = await retrieveTargets(db, question, scope);
  const clauses = [...retrieval.byType.values()][0] ?? [];
  const bestByDoc = new Map<number, ScoredClause>();
  // A part of the question the document answers (…的条件，我们是做检测设备的: the second part only describes us).
  for (const hit of clauses) if (!bestByDoc.has(hit.doc.key) && hit.answers >= 0.5) bestByDoc.set(hit.doc.key, hit);
  const ranked = [...bestByDoc.values()];
  const top = ranked[0];
  if (!top) return null;
  // "Can we apply for X" names X: the document whose title holds most of the question, among those scoring at
  // least half the best. "Do we qualify as X" (no money asked) prefers what confers X (a rule set that grants
  // the qualification); then the title most about X; then the declaration project, which is what one applies to.
  const focus = titleFocus(question);
  const qualifying = !question.types.includes('amount');
  const judged = await flatMapInOrder(ranked
      .filter((hit) => hit.score >= top.score * 0.5), async (hit) => {
        const target = await targetOf(db, hit.doc);
        return target ? [{ hit, target }] : [];
      });
  judged.sort(
    (a, b) =>
      b.hit.inTitle - a.hit.inTitle ||
      (qualifying ? Number(b.target.ruleSet.grants !== undefined) - Number(a.target.ruleSet.grants !== undefined) : 0) ||
      focus(b.hit.doc.title) - focus(a.hit.doc.title) ||
      Number(b.hit.doc.docType === 'project') - Number(a.hit.doc.docType === 'project') ||
      b.hit.score - a.hit.score,
  );
  if (judged[0]) return judged[0].target;
  for (const hit of ranked) {
    const target = await targetOf(db, hit.doc);
    if (target) return target;
  }
  return null;
}

/** Words of any title (its kind of document, its year): not what the document is about. */
const TITLE_WORDS = /^(关于|办法|管理|实施|细则|若干|措施|意见|通知|政策|方案|计划|行动|工作|申报|项目|年|\d+年?|\d+)$/;
const PLACE_PREFIX = /^(\d{4}年)?[\u3400-\u9fff]{1,8}?(省|市|区|县)/;

/**
 * How much of a title is what the question asks about: 浙江省科技型中小企业评价办法 is all 科技型中小企业 (and
 * 评价), 浙江省科技型中小企业创新券管理办法 is also about 创新券 — for "do we qualify as 科技型中小企业" the first.
 */
function titleFocus(question: AnalyzedQuestion): (title: string) => number {
  const asked = new Set(question.concepts.flatMap((concept) => concept.forms.flat()));
  return (title) => {
    const terms = segmentWords(title.replace(PLACE_PREFIX, '')).filter((term) => !TITLE_WORDS.test(term));
    return terms.length === 0 ? 0 : terms.filter((term) => asked.has(term)).length / terms.length;
  };
}

const RESULT_WORD: Record<PortalSchemas['AssistantEligibilityCondition']['result'], string> = { pass: '符合', fail: '不符合', pending: '待核验' };

export function toCondition(result: ConditionResult): PortalSchemas['AssistantEligibilityCondition'] {
  const status = result.status === 'unknown' ? 'pending' : result.status;
  const prepare =
    status === 'pass'
      ? null
      : result.decidedBy === 'evidence'
        ? `准备${result.evidence}`
        : (result.gap ?? result.advice ?? (result.missingFields.length > 0 ? '在“企业信息”中补充该项数据' : null));
  return {
    name: result.title,
    result: status,
    actual: result.actualText && result.actualText !== '未填写' ? result.actualText : null,
    standard: result.standardText,
    basis: `${result.basis.title}${result.basis.clause}`,
    prepare,
  };
}

/** The clause of the target a condition rests on: a project's condition line, or the policy article its basis names. */
async function conditionClauses(db: Db, target: Target): Promise<(result: ConditionResult) => StoredClause | undefined> {
  const clauses = await clausesOf(db, [target.doc.key]);
  if (target.doc.docType === 'project') {
    const lines = clauses.filter((clause) => clause.clause.startsWith('申报条件'));
    return (result) => lines.find((clause) => clause.text.startsWith(`申报条件：${result.title}。`));
  }
  return (result) => clauses.find((clause) => clause.clause === result.basis.clause);
}

class Citations {
  readonly list: Citation[] = [];

  constructor(private readonly doc: StoredDoc) {}

  marker(clause: StoredClause | undefined): string {
    if (!clause) return '';
    const existing = this.list.find((citation) => citation.paragraph === clause.paragraph);
    if (existing) return `[${existing.n}]`;
    const n = this.list.length + 1;
    this.list.push({
      n,
      docType: this.doc.docType,
      docId: this.doc.docId,
      title: this.doc.title,
      docNo: this.doc.docNo,
      clause: clause.clause,
      paragraph: clause.paragraph,
      excerpt: cutAtBoundary(clause.text.replace(/^申报条件：/, ''), EXCERPT_LENGTH),
    });
    return `[${n}]`;
  }
}

/** The money as the estimate computes it for this one target, had every condition passed. */
function moneyLine(target: Target, evaluation: Evaluation, ledger: EnterpriseLedger, now: Date): string | null {
  if ((target.supportAmount ?? 0) <= 0) return null;
  const estimate = estimateSubsidy(
    [{ policyId: target.doc.docId, policyTitle: target.doc.title, status: 'eligible', supportAmount: target.supportAmount, funding: target.ruleSet.funding, score: evaluation.score }],
    ledger,
    { now },
  );
  const line = estimate.lines[0];
  if (!line) return null;
  const range = formatEstimateRange(estimate);
  if (evaluation.status === 'eligible') return `可获资金：${range}（${line.note}）。`;
  if (evaluation.status === 'incomplete') return `若待核验的条件通过，可获资金：${range}（${line.note}）。`;
  return null;
}

function verdictSentence(name: string, evaluation: Evaluation, conditions: PortalSchemas['AssistantEligibilityCondition'][], markers: string[]): string {
  const named = (status: PortalSchemas['AssistantEligibilityCondition']['result']) =>
    conditions.flatMap((condition, index) => (condition.result === status ? [`${condition.name}${markers[index] ?? ''}`] : []));
  if (evaluation.status === 'eligible') return `按贵企业档案逐条核对，「${name}」的申报条件全部符合，可以申报${markers.find((marker) => marker) ?? ''}。`;
  if (evaluation.status === 'ineligible') {
    const failed = named('fail');
    return failed.length > 0
      ? `按贵企业档案逐条核对，贵企业暂不符合「${name}」的申报条件：${failed.join('、')}不满足。`
      : `按贵企业档案逐条核对，贵企业暂不符合「${name}」的申报条件：评价得分未达到标准。`;
  }
  const pending = named('pending');
  return `按贵企业档案逐条核对，「${name}」还不能下结论：${pending.join('、')}${pending.length > 0 ? '待核验或待补充' : '待核验'}，其余条件符合。`;
}

async function judge(db: Db, target: Target, ledger: EnterpriseLedger, now: Date): Promise<Answer> {
  const evaluation = await evaluateProject(db, target.ruleSet, ledger, now);
  const conditions = evaluation.results.map(toCondition);
  const cite = new Citations(target.doc);
  const clauseFor = await conditionClauses(db, target);
  const markers = evaluation.results.map((result) => cite.marker(clauseFor(result)));
  const lines = conditions.map((condition, index) => {
    const actual = condition.actual ? `，贵企业：${condition.actual}` : '';
    const prepare = condition.prepare ? `；需要：${condition.prepare}` : '';
    return `${index + 1}. ${condition.name}：${RESULT_WORD[condition.result]}（标准：${condition.standard}${actual}${prepare}）${markers[index] ?? ''}`;
  });
  const inScope = regionContains(target.regionCode, ledger);
  const where = inScope
    ? null
    : `注意：贵企业注册地为${(await matchScope(db, ledger)).label}，「${target.doc.title}」适用于${target.regionName}，不在贵企业的适用范围内，以下核对仅供参考。`;
  // A qualification already held is the answer: no money to apply for, nothing to prepare, only its renewal.
  const held = evaluation.held;
  const money = held ? null : moneyLine(target, evaluation, ledger, now);
  const next = held ? undefined : conditions.find((condition) => condition.result !== 'pass' && condition.prepare);
  return {
    text: [
      held ? heldConclusion(held) : verdictSentence(target.doc.title, evaluation, conditions, markers),
      ...(money ? [money] : []),
      ...(where ? [where] : []),
      '',
      '逐条核对（资格判定引擎的结果）：',
      ...lines,
      ...(next?.prepare ? ['', `下一步：${next.prepare}。`] : []),
    ].join('\n'),
    outcome: 'answered',
    citations: cite.list,
    eligibility: { projectId: target.doc.docId, projectName: target.doc.title, verdict: evaluation.status, conditions },
  };
}

/** 我们能拿多少补贴 without naming a policy: the match report's estimate over every policy in scope. */
async function overall(db: Db, ledger: EnterpriseLedger, now: Date): Promise<Answer> {
  const estimate = await estimateFor(db, ledger, now);
  const counted = estimate.lines.filter((line) => line.counted);
  const lines = counted.slice(0, 5).map((line, index) => `${index + 1}. 《${line.policyTitle}》：${line.note}`);
  return {
    text: [
      counted.length > 0
        ? `按贵企业档案，符合条件的资金类政策预估可获 ${formatEstimateRange(estimate)}（与“智能匹配”报告的算法相同）。`
        : '按贵企业档案，目前没有全部条件都符合的资金类政策；可在“智能匹配”中查看差哪些条件。',
      '',
      ...(lines.length > 0 ? ['主要来自：', ...lines, ''] : []),
      `算法：${estimate.method}`,
      '问具体政策（如“我们能申请研发费用补助吗”）可逐条核对条件。',
    ].join('\n'),
    outcome: 'answered',
    citations: [],
    eligibility: null,
  };
}

export type EligibilityResult = { kind: 'answer'; answer: Answer } | { kind: 'login'; target: Target | null } | { kind: 'none' };

/** The engine's answer for a signed-in enterprise; for a visitor, the target to show conditions of after asking to log in. */
export async function eligibilityAnswer(db: Db, input: EligibilityInput): Promise<EligibilityResult> {
  const subject = input.question.concepts.some((concept) => concept.df > 0 && concept.specific);
  if (!input.doc && !subject) {
    if (!input.ledger) return { kind: 'login', target: null };
    return { kind: 'answer', answer: await overall(db, input.ledger, input.now) };
  }
  const target = await findTarget(db, input);
  if (!input.ledger) return { kind: 'login', target };
  if (!target) return { kind: 'none' };
  return { kind: 'answer', answer: await judge(db, target, input.ledger, input.now) };
}
