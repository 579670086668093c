import { hasRegisteredRegion, parseRuleSet, qualificationRecord, regionChain, regionContains } from '@smes/eligibility';
import type { ConditionResult, EnterpriseLedger, QualificationField, QualificationRecord } from '@smes/eligibility';
import type { PortalSchemas } from '@smes/contract-types';
import type { Db } from '../../db/database';
import { evaluateProject, matchScope } from '../matching';
import type { Clause, DocType } from './clauses';
import { regionInQuestion, regionScope } from './regions-in-question';
import { clauseIndex } from './search-index';
import type { ClauseFilter, ClauseHit } from './search-index';

export type Citation = PortalSchemas['AssistantCitation'];
export type Eligibility = PortalSchemas['AssistantEligibility'];
export type Outcome = PortalSchemas['AssistantOutcome'];

export type AnswerInput = {
  question: string;
  /** The document the question is about (PolicyAssistant, the panel on a detail page). */
  doc: { docType: DocType; docId: string } | null;
  /** The enterprise's ledger; null for an anonymous visitor. */
  ledger: EnterpriseLedger | null;
  now: Date;
};

export type ComposedAnswer = { text: string; outcome: Outcome; citations: Citation[]; eligibility: Eligibility | null };

/** The composed answer and, for an answer from retrieval, the clauses it stands on (what a model may be given). */
export type Composition = ComposedAnswer & { grounds: ClauseHit[] };

/** What the assistant can do, said whenever it cannot answer. */
export const CAPABILITIES =
  '我可以：按条款查找政策、通知和申报项目的原文并注明出处；说明申报条件、所需材料和办理流程；登录后对照企业档案用资格判定引擎逐条核对能否申报。';

/** Below this share of the question's weight in the best clause, what was found is not about the question. */
export const COVERAGE_THRESHOLD = 0.35;
/** Inside one document (PolicyAssistant) the question need not name the document, so less must match. */
const DOC_COVERAGE_THRESHOLD = 0.25;
/** At most this many clauses are cited, and at most two from one document. */
export const MAX_CITATIONS = 3;
const PER_DOC = 2;
/** Clauses scoring below this share of the best one are not cited. */
const RELATIVE_SCORE = 0.6;
const EXCERPT_LENGTH = 160;
const CLAUSE_LENGTH = 420;

const OFF_TOPIC =
  /天气|气温|下雨|笑话|段子|讲个故事|写诗|作诗|写代码|编程|代码|python|java|javascript|sql语句|股票|基金净值|彩票|星座|算命|菜谱|做饭|电影|电视剧|歌曲|游戏|翻译|作文|八卦|明星|体育|比赛|足球|篮球|旅游|景点|恋爱|减肥/i;
const ON_TOPIC = /政策|补助|补贴|奖励|申报|申请|认定|企业|税|资金|项目|条件|材料|通知|办法|扶持|资质|专利|人才|融资|贷款|高企|专精特新|加计扣除/;
const ELIGIBILITY = /我(们|司|公司)?(能|可以|能不能|可不可以|是否可以|是否能|有没有资格|够不够格|够格)\S*(申请|申报|享受|拿到|获得|参加)|我(们|司|公司)?(是否)?符合|能不能(申请|申报)|符合\S*(条件|要求)吗|够不够(条件|资格)/;

/** How owners name each qualification; 小巨人 first, since its full name also says 专精特新. */
const QUALIFICATION_NAMES: readonly [QualificationField, RegExp][] = [
  ['qualLittleGiant', /小巨人/],
  ['qualSpecialized', /专精特新/],
  ['qualHighTech', /高企|高新技术企业|高新企业/],
  ['qualInnovativeSme', /创新型中小企业/],
  ['qualTechSme', /科技型中小企业|科小/],
];
/** A question about money a qualification brings (认定奖励), not about being recognised. */
const ABOUT_MONEY = /奖励|奖补|补助|补贴|资助|兑现/;

/**
 * The qualification a question names and the ledger holds in its validity: the answer then starts from it and
 * advises no application for it (only its renewal), whatever the retrieved clauses say about applying.
 */
export function heldQualificationIn(question: string, ledger: EnterpriseLedger | null, now: Date): QualificationRecord | null {
  if (!ledger) return null;
  const named = QUALIFICATION_NAMES.find(([, pattern]) => pattern.test(question));
  if (!named) return null;
  const record = qualificationRecord(ledger, named[0], now);
  return record?.valid ? record : null;
}

function heldSentence(record: Pick<QualificationRecord, 'label' | 'validUntil' | 'renewal'>): string {
  return `贵企业已认定为${record.label}（有效期至 ${record.validUntil}），无需再次申报认定；${record.renewal}。`;
}

function cut(text: string, length: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
}

/** The clause without its own number in front (第十一条 and a full-width space): the label is printed beside it. */
function body(clause: Clause): string {
  return clause.text.replace(/^第[一二三四五六七八九十百零]+条[\u3000 ]/, '');
}

export function citationOf(hit: { clause: Clause; passage: string }, n: number): Citation {
  const { clause } = hit;
  return {
    n,
    docType: clause.docType,
    docId: clause.docId,
    title: clause.title,
    docNo: clause.docNo,
    clause: clause.clause,
    paragraph: clause.paragraph,
    excerpt: cut(hit.passage.replace(/^第[一二三四五六七八九十百零]+条[\u3000 ]/, ''), EXCERPT_LENGTH),
  };
}

function sourceName(clause: Clause): string {
  const title = clause.docType === 'policy' ? `《${clause.title}》` : `「${clause.title}」`;
  return clause.docNo ? `${title}（${clause.docNo}）` : title;
}

export function isOffTopic(question: string): boolean {
  return OFF_TOPIC.test(question) && !ON_TOPIC.test(question);
}

export function isEligibilityQuestion(question: string): boolean {
  return ELIGIBILITY.test(question);
}

function declined(): ComposedAnswer {
  return {
    text: `抱歉，这个问题不在我能回答的范围内：我只回答企业政策与政务服务相关的问题。${CAPABILITIES}您可以试着问：“高企认定需要什么条件”。`,
    outcome: 'declined',
    citations: [],
    eligibility: null,
  };
}

function nothingFound(question: string, scopeNote: string | null): ComposedAnswer {
  return {
    text: `没有找到与“${cut(question, 40)}”直接相关的政策条款${scopeNote ? `（${scopeNote}）` : ''}，因此不作推测。${CAPABILITIES}您可以换个说法（例如写出政策名称或事项），或在“找政策”中检索。`,
    outcome: 'nothing-found',
    citations: [],
    eligibility: null,
  };
}

type Scope = { filter: ClauseFilter; note: string | null };

/** Which documents a question is answered from: the one in view, a region it names, or the enterprise's region. */
function scopeFor(db: Db, input: AnswerInput): Scope {
  if (input.doc) return { filter: { doc: input.doc }, note: null };
  const named = regionInQuestion(db, input.question);
  if (named) return { filter: { regions: regionScope(db, named) }, note: `已按${named.name}及上级地区的政策查找` };
  if (input.ledger && hasRegisteredRegion(input.ledger)) {
    return { filter: { regions: new Set(regionChain(input.ledger)) }, note: `已按贵企业注册地${matchScope(db, input.ledger).label}及上级地区的政策查找` };
  }
  return { filter: {}, note: null };
}

function gistOf(text: string): string {
  return text
    .replace(/^[^：]{1,8}：/, '')
    .replace(/^第[一二三四五六七八九十百零]+条[\u3000 ]/, '')
    .replace(/\s+/g, '')
    .slice(0, 60);
}

/** The best clauses to cite: close to the best score, at most two per document, at most three in all. */
export function selectClauses(hits: readonly ClauseHit[]): ClauseHit[] {
  const top = hits[0];
  if (!top) return [];
  const chosen: ClauseHit[] = [];
  const perDoc = new Map<string, number>();
  const seen = new Set<string>();
  for (const hit of hits) {
    if (chosen.length >= MAX_CITATIONS) break;
    if (hit.score < top.score * RELATIVE_SCORE) break;
    // A notice repeats its policy's articles (政策原文, 支持内容): the same words are cited once.
    const gist = gistOf(hit.clause.text);
    if (seen.has(gist)) continue;
    seen.add(gist);
    const key = `${hit.clause.docType}:${hit.clause.docId}`;
    const count = perDoc.get(key) ?? 0;
    if (count >= PER_DOC) continue;
    perDoc.set(key, count + 1);
    chosen.push(hit);
  }
  // Read in the document's own order within a document.
  return chosen;
}

const MATERIAL_LIST = /(?:提交|提供|准备)(?:以下|下列|如下)?(?:申报)?材料[：:]([^。]+)|申报材料[：:]([^（。]+)/;

/** The next material to prepare, when a cited clause lists materials: its first item. */
export function nextMaterial(clauses: readonly Clause[]): string | null {
  for (const clause of clauses) {
    const match = MATERIAL_LIST.exec(clause.text);
    const list = match?.[1] ?? match?.[2];
    const first = list?.split(/[；;、，,]/)[0]?.replace(/^[0-9.（）()一二三四五六七八九十]+/, '').trim();
    if (first) return first;
  }
  return null;
}

function retrieve(db: Db, input: AnswerInput): Composition {
  const scope = scopeFor(db, input);
  const hits = clauseIndex(db).search(input.question, scope.filter, 30);
  const threshold = input.doc ? DOC_COVERAGE_THRESHOLD : COVERAGE_THRESHOLD;
  const top = hits[0];
  if (!top || top.coverage < threshold) return { ...nothingFound(input.question, scope.note), grounds: [] };
  const chosen = selectClauses(hits.filter((hit) => hit.coverage >= threshold));
  const citations = chosen.map((hit, index) => citationOf(hit, index + 1));
  const lines = chosen.map((hit, index) => `${index + 1}. ${sourceName(hit.clause)}${hit.clause.clause}：${cut(body(hit.clause), CLAUSE_LENGTH)}[${index + 1}]`);
  const held = heldQualificationIn(input.question, input.ledger, input.now);
  // Materials for an application the enterprise need not make are no next step.
  const material = held && !ABOUT_MONEY.test(input.question) ? null : nextMaterial(chosen.map((hit) => hit.clause));
  const text = [
    ...(held ? [`结论：${heldSentence(held)}`, ''] : []),
    `根据检索到的${chosen.length}条原文${scope.note ? `（${scope.note}）` : ''}：`,
    '',
    ...lines,
    ...(material ? ['', `下一步：可先准备「${material}」，其余材料按上述条款逐项准备。`] : []),
  ].join('\n');
  return { text, outcome: 'answered', citations, eligibility: null, grounds: chosen };
}

type ProjectRow = { id: number; project_name: string; rule_set: string | null; region_code: string | null; region_name: string; conditions: string };

const PROJECT_SQL = `SELECT d.id, d.project_name, d.rule_set, p.region_code, d.region_name, d.conditions FROM declaration_projects d
  LEFT JOIN policies p ON p.id = d.policy_id`;

/** The project an eligibility question is about: the one in view, the policy's, or the best match with a rule set. */
function projectFor(db: Db, input: AnswerInput): { project: ProjectRow; inScope: boolean } | undefined {
  const assess = (project: ProjectRow | undefined) =>
    project ? { project, inScope: !input.ledger || regionContains(project.region_code ?? '100000', input.ledger) } : undefined;
  if (input.doc?.docType === 'project') return assess(db.prepare(`${PROJECT_SQL} WHERE d.id = ?`).get(Number(input.doc.docId)) as ProjectRow | undefined);
  if (input.doc?.docType === 'policy') {
    const rows = db.prepare(`${PROJECT_SQL} WHERE d.policy_id = ? AND d.rule_set IS NOT NULL ORDER BY d.id`).all(Number(input.doc.docId)) as ProjectRow[];
    if (rows.length > 0) return assess(rows[0]);
  }
  const hits = clauseIndex(db).search(input.question, { docType: 'project' }, 200).filter((hit) => hit.coverage >= COVERAGE_THRESHOLD);
  const rows = new Map<string, ProjectRow>();
  const load = (id: string) => {
    if (!rows.has(id)) rows.set(id, db.prepare(`${PROJECT_SQL} WHERE d.id = ?`).get(Number(id)) as ProjectRow);
    return rows.get(id) as ProjectRow;
  };
  const ranked = hits.map((hit) => load(hit.clause.docId)).filter((row) => row.rule_set !== null);
  const inScope = input.ledger ? ranked.find((row) => regionContains(row.region_code ?? '100000', input.ledger as EnterpriseLedger)) : undefined;
  return assess(inScope ?? ranked[0]);
}

const RESULT_WORD: Record<PortalSchemas['AssistantEligibilityCondition']['result'], string> = { pass: '符合', fail: '不符合', pending: '待核验' };
const VERDICT_WORD: Record<Eligibility['verdict'], string> = {
  eligible: '按企业档案判断，各项条件均已满足，可以申报。',
  ineligible: '按企业档案判断，目前有条件不满足，暂不能申报。',
  incomplete: '还有条件需要补充企业档案或核验材料后才能判断。',
  held: '贵企业已持有该项资质且在有效期内，无需申报。',
};

function toCondition(result: ConditionResult): PortalSchemas['AssistantEligibilityCondition'] {
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

function eligibilityAnswer(db: Db, input: AnswerInput): ComposedAnswer {
  const found = projectFor(db, input);
  if (!found) return nothingFound(input.question, null);
  const { project, inScope } = found;
  const projectConditions = JSON.parse(project.conditions) as PortalSchemas['DeclarationCondition'][];
  const conditionClause = (id: string, title: string): Citation | null => {
    const index = projectConditions.findIndex((condition) => condition.id === id || condition.title === title);
    const condition = projectConditions[index];
    if (!condition) return null;
    return {
      n: 0,
      docType: 'project',
      docId: String(project.id),
      title: project.project_name,
      docNo: null,
      clause: `申报条件第${index + 1}项`,
      paragraph: index,
      excerpt: cut(`${condition.title}：${condition.detail}（依据：${condition.basis}）`, EXCERPT_LENGTH),
    };
  };
  if (!input.ledger) {
    const citations = projectConditions.slice(0, MAX_CITATIONS).map((condition, index) => ({ ...(conditionClause(condition.id, condition.title) as Citation), n: index + 1 }));
    const list = citations.map((citation) => `- ${citation.excerpt}[${citation.n}]`);
    return {
      text: [
        `能否申请「${project.project_name}」，需要对照企业档案逐条判断，我不会凭猜测回答。请先登录，并在“企业信息”中填写企业档案，我会用资格判定引擎逐条核对。`,
        '',
        '该项目的申报条件包括：',
        ...list,
      ].join('\n'),
      outcome: 'answered',
      citations,
      eligibility: null,
    };
  }
  if (!project.rule_set) return nothingFound(input.question, null);
  const evaluation = evaluateProject(db, parseRuleSet(project.rule_set), input.ledger, input.now);
  const conditions = evaluation.results.map(toCondition);
  const citations: Citation[] = [];
  const lines = evaluation.results.map((result, index) => {
    const condition = conditions[index] as PortalSchemas['AssistantEligibilityCondition'];
    const cited = conditionClause(result.id, result.title);
    let marker = '';
    if (cited) {
      const existing = citations.find((citation) => citation.paragraph === cited.paragraph);
      const n = existing?.n ?? citations.length + 1;
      if (!existing) citations.push({ ...cited, n });
      marker = `[${n}]`;
    }
    const actual = condition.actual ? `，实际：${condition.actual}` : '';
    const prepare = condition.prepare ? `；需要：${condition.prepare}` : '';
    return `${index + 1}. ${condition.name}：${RESULT_WORD[condition.result]}（标准：${condition.standard}${actual}${prepare}）${marker}`;
  });
  const where = inScope ? '' : `注意：贵企业注册地为${matchScope(db, input.ledger).label}，「${project.project_name}」适用于${project.region_name}，不在贵企业的适用范围内；适用范围内暂无同类申报项目，以下核对仅供参考。\n\n`;
  // A qualification already held is the answer: nothing to prepare, only when it must be renewed.
  const held = evaluation.held;
  const pending = held ? [] : conditions.filter((condition) => condition.result !== 'pass' && condition.prepare);
  return {
    text: [
      `${where}对照贵企业的企业档案，「${project.project_name}」的申报条件逐条核对如下（资格判定引擎的结果）：`,
      '',
      ...lines,
      '',
      held ? `结论：${heldSentence(held)}` : `结论：${VERDICT_WORD[evaluation.status]}`,
      ...(pending[0] ? [`下一步：${pending[0].prepare}。`] : []),
    ].join('\n'),
    outcome: 'answered',
    citations,
    eligibility: { projectId: String(project.id), projectName: project.project_name, verdict: evaluation.status, conditions },
  };
}

/** The embedded extractive composer: an answer assembled only from retrieved clauses and the engine's results. */
export function composeAnswer(db: Db, input: AnswerInput): Composition {
  if (isOffTopic(input.question)) return { ...declined(), grounds: [] };
  // The engine decides eligibility: never handed to a model.
  if (isEligibilityQuestion(input.question)) return { ...eligibilityAnswer(db, input), grounds: [] };
  return retrieve(db, input);
}
