import { hasRegisteredRegion, regionChain } from '@smes/eligibility';
import type { EnterpriseLedger, QualificationRecord } from '@smes/eligibility';
import type { PortalSchemas } from '@smes/contract-types';
import type { Db } from '../../db/database';
import { segmentForIndex } from '../../shared/chinese/segmenter';
import { matchScope } from '../matching';
import { findRegion, NATIONWIDE_CODE, regionIndex } from '../regions';
import type { RegionRecord } from '../regions';
import { clauseBacklog, documentByRef, indexedRegions, indexNewestClauseDocs } from './clause-store';
import type { StoredClause, StoredDoc } from './clause-store';
import type { Clause, DocType } from './clauses';
import { eligibilityAnswer } from './eligibility-answer';
import { clauseBody, cutAtBoundary, piecesOf } from './excerpt';
import { heldConclusion, heldQualificationIn } from './held-qualification';
import { intentClassifier } from './intent/classifier';
import { analyzeQuestion } from './question';
import type { AnalyzedQuestion } from './question';
import { pieceAnswers, TYPE_SPECS } from './question-types';
import type { QuestionType } from './question-types';
import { regionScope, regionsBelow } from './regions-in-question';
import { answerable, retrieve, retrieveInDocument, typeFit } from './retrieve';
import type { Retrieval, Scope, ScoredClause } from './retrieve';
import { mapInOrder } from '../../shared/in-order';

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

/** A clause an answer stands on, and the part of it that answers (what a model may be given). */
export type ClauseHit = { clause: Clause; passage: string };

/** The composed answer and, for an answer from retrieval, the clauses it stands on. */
export type Composition = ComposedAnswer & {
  grounds: ClauseHit[];
  /** Said at the end of whichever answer is given while documents still wait to be indexed (ADR 113), else null. */
  backlogNote?: string | null;
};

/**
 * What an answer says while `pending` documents wait to be indexed (after a bulk import or a migration, ADR 113):
 * it was drawn from the index without them, so what it did not find may be among them ("never say more than the
 * evidence": not finding is no proof that no policy covers the question).
 */
export function backlogNote(pending: number): string {
  return `另有 ${pending} 篇政策文件正在建立索引，本回答未检索这些文件，未找到的内容可能在其中；请稍后再问。`;
}

/** What the assistant can do, said whenever it cannot answer. */
export const CAPABILITIES =
  '我可以：按条款查找政策、通知和申报项目的原文并注明出处；说明申报条件、所需材料、金额和办理流程；登录后对照企业档案用资格判定引擎逐条核对能否申报、能拿多少。';

/** Below this share of the question's weight in the best clause (with its document's title), what was found is not about the question. */
export const COVERAGE_THRESHOLD = 0.55;
/** Inside one document the question need not name the document. */
const DOC_COVERAGE_THRESHOLD = 0.3;
/** Supporting clauses scoring below this share of the best one are not cited. */
const RELATIVE_SCORE = 0.6;
/** At most this many citations per part of an answer and place. */
const PER_PART = 2;
const EXCERPT_LENGTH = 160;
const EVIDENCE_LENGTH = 240;
const LIST_LENGTH = 260;

const OFF_TOPIC =
  /帮我写|写一[份篇首段]|年终总结|工作总结|周报|文案|天气|气温|下雨|笑话|段子|讲个故事|写诗|作诗|写代码|编程|代码|python|java|javascript|sql语句|股票|基金净值|彩票|星座|算命|菜谱|做饭|电影|电视剧|歌曲|游戏|翻译|作文|八卦|明星|体育|比赛|足球|篮球|旅游|景点|恋爱|减肥/i;
const ON_TOPIC = /政策|补助|补贴|奖励|申报|申请|认定|企业|税|资金|项目|条件|材料|通知|办法|扶持|资质|专利|人才|融资|贷款|高企|专精特新|加计扣除/;

export function isOffTopic(question: string): boolean {
  return OFF_TOPIC.test(question) && !ON_TOPIC.test(question);
}

function declined(): ComposedAnswer {
  return {
    text: `抱歉，这个问题不在我能回答的范围内：我只回答企业政策与政务服务相关的问题。${CAPABILITIES}您可以试着问：“高企认定需要什么条件”。`,
    outcome: 'declined',
    citations: [],
    eligibility: null,
  };
}

export function nothingFound(question: string, scopeNote: string | null): ComposedAnswer {
  const asked = cutAtBoundary(question, 40);
  return {
    text: `没有找到与“${asked}”直接相关的政策条款${scopeNote ? `（${scopeNote}）` : ''}，因此不作推测。${CAPABILITIES}您可以换个说法（例如写出政策名称或事项），或在“找政策”中检索。`,
    outcome: 'nothing-found',
    citations: [],
    eligibility: null,
  };
}

export function sourceName(doc: Pick<StoredDoc, 'docType' | 'title' | 'docNo'>): string {
  const name = doc.docType === 'policy' ? `《${doc.title}》` : `「${doc.title}」`;
  return doc.docNo && doc.docType === 'policy' ? `${name}（${doc.docNo}）` : name;
}

export function asClause(hit: Pick<ScoredClause, 'doc' | 'clause'>): Clause {
  const { doc, clause } = hit;
  return { ...doc, clause: clause.clause, paragraph: clause.paragraph, text: clause.text };
}

export function citationOf(hit: ClauseHit, n: number): Citation {
  const { clause } = hit;
  return {
    n,
    docType: clause.docType,
    docId: clause.docId,
    title: clause.title,
    docNo: clause.docNo,
    clause: clause.clause,
    paragraph: clause.paragraph,
    excerpt: cutAtBoundary(hit.passage, EXCERPT_LENGTH),
  };
}

/** Region label of a document: its place (杭州市), or 国家 for a national one. */
async function placeOf(db: Db, doc: StoredDoc): Promise<string> {
  if (doc.regionCode === NATIONWIDE_CODE) return '国家';
  return (await findRegion(db, doc.regionCode))?.name ?? '';
}

/** Lists a clause gives whole: conditions, materials, steps. */
const WHOLE_LIST_TYPES: readonly QuestionType[] = ['conditions', 'materials', 'process'];

/**
 * The part of a clause that answers: the sentence or semicolon part holding the kind of fact asked (an
 * amount, a period) and most of the question's words; for conditions, materials and steps the whole list.
 */
export function keyPassage(clause: StoredClause, question: AnalyzedQuestion, type: QuestionType | null): string {
  const body = clauseBody(clause.text);
  const bare = (text: string) => text.replace(/[。；;，,\s]+$/, '');
  if (type !== null && WHOLE_LIST_TYPES.includes(type)) return bare(cutAtBoundary(body, LIST_LENGTH));
  const pieces = piecesOf(body);
  if (pieces.length <= 1) return bare(cutAtBoundary(body, EVIDENCE_LENGTH));
  let best = pieces[0] ?? body;
  let bestScore = -1;
  pieces.forEach((piece, index) => {
    const terms = new Set(segmentForIndex(piece));
    let score = 0;
    for (const concept of question.concepts) if (concept.forms.some((form) => form.every((term) => terms.has(term)))) score += concept.weight;
    if (type !== null && pieceAnswers(type, piece)) score += 100;
    // Earlier parts break ties: a clause states its rule before its exceptions.
    score -= index * 0.01;
    if (score > bestScore) {
      best = piece;
      bestScore = score;
    }
  });
  return bare(cutAtBoundary(best, EVIDENCE_LENGTH));
}

function answersType(hit: ScoredClause, type: QuestionType | null, question: AnalyzedQuestion): boolean {
  return type === null || typeFit(hit.clause, type, question, hit.doc.docType) > 1;
}

/** What a clause says without its number and headings (要点2：支持内容：…): the same words cited once. */
function gist(text: string): string {
  return clauseBody(clauseBody(text)).replace(/[\s，。；、：]/g, '').slice(0, 60);
}

type Part = {
  type: QuestionType | null;
  chosen: ScoredClause[];
  /** When no clause gives the kind of answer asked: the best clause on the subject, quoted as what there is. */
  related: ScoredClause | null;
};

/** For each kind of answer asked, the best clause giving it and up to one more from another document. */
function chooseParts(retrieval: Retrieval, threshold: number, question: AnalyzedQuestion, lead: string | null = null): Part[] {
  const parts: Part[] = [];
  // The place asked about speaks first: 余杭区's own figure before 杭州市's, if it has one on the subject.
  const own = (hit: ScoredClause) => (lead !== null && hit.doc.regionCode === lead ? 1 : 0);
  for (const [type, ranked] of retrieval.byType) {
    const covering = ranked.filter((hit) => hit.answers >= threshold);
    const fitting = covering.filter((hit) => answersType(hit, type, question)).sort((a, b) => own(b) - own(a));
    const top = fitting[0];
    if (!top) {
      parts.push({ type, chosen: [], related: covering[0] ?? null });
      continue;
    }
    const chosen = [top];
    const seen = new Set([gist(top.clause.text)]);
    const best = fitting.reduce((max, hit) => Math.max(max, hit.score), 0);
    for (const hit of fitting.slice(1)) {
      if (chosen.length >= PER_PART) break;
      if (hit.score < best * RELATIVE_SCORE) continue;
      const key = gist(hit.clause.text);
      if (seen.has(key) || chosen.some((kept) => kept.doc.key === hit.doc.key && type !== null)) continue;
      seen.add(key);
      chosen.push(hit);
    }
    parts.push({ type, chosen, related: null });
  }
  return parts;
}

/** `anywhere`: the documents may come from any place, so each is named with its place. */
type Section = { label: string | null; parts: Part[]; note: string | null; anywhere?: boolean };

class Writer {
  readonly citations: Citation[] = [];
  readonly grounds: ClauseHit[] = [];
  private readonly numbers = new Map<string, number>();

  constructor(
    private readonly db: Db,
    private readonly question: AnalyzedQuestion,
  ) {}

  cite(hit: ScoredClause, type: QuestionType | null): { n: number; passage: string } {
    const passage = keyPassage(hit.clause, this.question, type);
    const key = `${hit.doc.key}:${hit.clause.paragraph}`;
    const known = this.numbers.get(key);
    if (known !== undefined) return { n: known, passage };
    const n = this.citations.length + 1;
    this.numbers.set(key, n);
    const ground = { clause: asClause(hit), passage };
    this.grounds.push(ground);
    this.citations.push(citationOf(ground, n));
    return { n, passage };
  }

  /** 按《杭州市…办法》第四条，对入选的…最高 190 万元[1]。 */
  async sentence(hit: ScoredClause, type: QuestionType | null, withPlace: boolean): Promise<string> {
    const { n, passage } = this.cite(hit, type);
    const place = withPlace ? `${await placeOf(this.db, hit.doc)}：` : '';
    return `${place}按${sourceName(hit.doc)}${hit.clause.clause}，${passage}[${n}]`;
  }
}

/** A concept weighing at least this is a subject of the question: said when no cited clause mentions it. */
const SUBJECT_WEIGHT = 2;

/** What the question asks about that none of the cited clauses (nor their documents' titles) mentions. */
function unmentionedConcepts(question: AnalyzedQuestion, grounds: readonly ClauseHit[]): string[] {
  const terms = new Set(grounds.flatMap((ground) => [...segmentForIndex(ground.clause.text), ...segmentForIndex(ground.clause.title)]));
  return question.concepts
    .filter((concept) => concept.weight >= SUBJECT_WEIGHT && !concept.forms.some((form) => form.every((term) => terms.has(term))))
    .map((concept) => concept.text);
}

function partLabel(type: QuestionType | null): string {
  return type === null ? '' : `${TYPE_SPECS[type].label}：`;
}

/** The answer text: conclusions first (one line per part and place), then the evidence and what was not found. */
async function writeAnswer(db: Db, question: AnalyzedQuestion, sections: Section[], notes: string[]): Promise<Composition | null> {
  const writer = new Writer(db, question);
  const conclusions: string[] = [];
  const evidence: string[] = [];
  const missing: string[] = [];
  const multiPart = question.types.length > 1;
  // Conclusions first, for every place and part (numbered [1], [2] … in reading order), then the evidence.
  for (const section of sections) {
    const prefix = section.label ? `${section.label}：` : '';
    for (const part of section.parts) {
      const top = part.chosen[0];
      if (!top) {
        const what = part.type ? `关于${TYPE_SPECS[part.type].label}，` : '';
        if (part.related) conclusions.push(`${prefix}${what}检索到的条款中没有写明；相关的是：${await writer.sentence(part.related, null, false)}。`);
        else missing.push(`${prefix}${what}检索到的条款中没有写明`);
        continue;
      }
      const label = multiPart ? partLabel(part.type) : '';
      conclusions.push(`${prefix}${label}${await writer.sentence(top, part.type, !section.label && (section.anywhere || part.chosen.length > 1))}。`);
    }
    if (section.note) notes.push(section.note);
  }
  for (const section of sections) {
    for (const part of section.parts) for (const hit of part.chosen.slice(1)) evidence.push(`${await writer.sentence(hit, part.type, true)}。`);
  }
  if (writer.citations.length === 0) return null;
  const unmentioned = unmentionedConcepts(question, writer.grounds);
  if (unmentioned.length > 0) missing.push(`引用的条款没有提到“${unmentioned.join('”“')}”`);
  const text = [
    ...conclusions,
    ...(missing.length > 0 ? [`${missing.join('；')}。`] : []),
    ...(evidence.length > 0 ? ['', '其他依据：', ...evidence] : []),
    ...(notes.length > 0 ? ['', ...notes.map((note) => `（${note}）`)] : []),
  ].join('\n');
  return { text, outcome: 'answered', citations: writer.citations, eligibility: null, grounds: writer.grounds };
}

type Plan = {
  sections: { label: string | null; scope: Scope; anywhere?: boolean }[];
  /** Read when the sections find nothing: a visitor's question about anywhere. */
  wider?: Scope;
  note: string | null;
};

/** Which documents answer: each place the question names (side by side), else 全国 and the enterprise's chain. */
async function planScopes(db: Db, question: AnalyzedQuestion, ledger: EnterpriseLedger | null): Promise<Plan> {
  const scopeOf = async (region: RegionRecord): Promise<Scope> => ({
    regions: await regionScope(db, region),
    lead: region.code,
    below: region.level === 'city' ? await regionsBelow(db, region) : undefined,
  });
  if (question.regions.length > 0) {
    const many = question.regions.length > 1;
    return {
      sections: await mapInOrder(question.regions, async (region) => ({ label: many ? region.name : null, scope: await scopeOf(region) })),
      note: many ? null : `已按${question.regions[0]?.name ?? ''}及上级地区的政策查找`,
    };
  }
  if (question.nationwide) return { sections: [{ label: null, scope: { regions: [NATIONWIDE_CODE], lead: null } }], note: '已按全国性政策查找' };
  if (ledger && hasRegisteredRegion(ledger)) {
    const chain = regionChain(ledger);
    const label = (await matchScope(db, ledger)).label;
    const unresolved = question.unresolvedPlace ? `贵企业档案没有“${question.unresolvedPlace}”这一级的注册地，` : '';
    return {
      sections: [{ label: null, scope: { regions: chain, lead: chain[chain.length - 1] ?? null } }],
      note: `${unresolved}问题没有说明地区，已按全国及贵企业注册地${label}（含上级地区）的政策查找`,
    };
  }
  const why = question.unresolvedPlace ? `未登录，无法确定“${question.unresolvedPlace}”指哪里` : '问题没有说明地区';
  // A visitor who names no place: 全国 and the provinces first; every place only when they say nothing.
  const provinces = new Set((await regionIndex(db)).all.filter((region) => region.level === 'province').map((region) => region.code));
  const indexed = await indexedRegions(db);
  return {
    sections: [{ label: null, scope: { regions: indexed.filter((code) => code === NATIONWIDE_CODE || provinces.has(code)), lead: NATIONWIDE_CODE }, anywhere: true }],
    wider: { regions: indexed, lead: NATIONWIDE_CODE },
    note: `${why}，全国性政策在前，地方政策注明了地区（各地标准不同）；写明地区（如“杭州市”）或登录后可按当地政策回答`,
  };
}

async function corpusAnswer(db: Db, question: AnalyzedQuestion, ledger: EnterpriseLedger | null): Promise<Composition> {
  const plan = await planScopes(db, question, ledger);
  // A question whose subject no document mentions is refused without reading the index.
  if (!answerable(question, COVERAGE_THRESHOLD)) return { ...nothingFound(question.asked, plan.note), grounds: [] };
  const written = await answerIn(db, question, plan);
  if (written) return written;
  if (plan.wider) {
    const anywhere = await answerIn(db, question, { ...plan, sections: [{ label: null, scope: plan.wider, anywhere: true }] });
    if (anywhere) return anywhere;
  }
  // Nothing where the question applies: what other places say, each under its own name and said to be elsewhere.
  if (question.regions.length === 0 && !question.nationwide && ledger && hasRegisteredRegion(ledger)) {
    const elsewhere = await otherPlaces(db, question, ledger);
    if (elsewhere) return elsewhere;
  }
  return { ...nothingFound(question.asked, plan.note), grounds: [] };
}

async function answerIn(db: Db, question: AnalyzedQuestion, plan: Plan): Promise<Composition | null> {
  const sections: Section[] = await mapInOrder(plan.sections, async ({ label, scope, anywhere }) => {
      const retrieval = await retrieve(db, question, scope, (best) => best !== undefined && best.answers >= COVERAGE_THRESHOLD);
      const region = scope.lead ? await findRegion(db, scope.lead) : undefined;
      const note = retrieval.fromBelow && region ? `${region.name}本级没有相关条款，以上是其所辖区县的规定` : null;
      return { label, parts: chooseParts(retrieval, COVERAGE_THRESHOLD, question, retrieval.fromBelow || anywhere ? null : scope.lead), note, anywhere };
    });
  const notes = [...correctionNotes(question), ...(plan.note ? [plan.note] : [])];
  return await writeAnswer(db, question, sections, notes);
}

/** At most this many other places are quoted when the question's own scope has nothing. */
const OTHER_PLACES = 3;

async function otherPlaces(db: Db, question: AnalyzedQuestion, ledger: EnterpriseLedger | null): Promise<Composition | null> {
  const own = new Set(ledger && hasRegisteredRegion(ledger) ? regionChain(ledger) : [NATIONWIDE_CODE]);
  const regions = (await indexedRegions(db)).filter((code) => !own.has(code));
  const retrieval = await retrieve(db, question, { regions, lead: null }, () => true);
  const parts = chooseParts(retrieval, COVERAGE_THRESHOLD, question);
  const sections: Section[] = [];
  const places = new Set<string>();
  for (const part of parts) {
    const ranked = retrieval.byType.get(part.type) ?? [];
    const top = part.chosen[0];
    if (!top) continue;
    for (const hit of ranked) {
      if (places.size >= OTHER_PLACES || hit.score < top.score * RELATIVE_SCORE) break;
      if (places.has(hit.doc.regionCode) || hit.answers < COVERAGE_THRESHOLD || !answersType(hit, part.type, question)) continue;
      places.add(hit.doc.regionCode);
      sections.push({ label: (await findRegion(db, hit.doc.regionCode))?.name ?? hit.doc.regionCode, parts: [{ type: part.type, chosen: [hit], related: null }], note: null });
    }
  }
  if (sections.length === 0) return null;
  const where = ledger && hasRegisteredRegion(ledger) ? `全国及贵企业注册地${(await matchScope(db, ledger)).label}` : '全国性政策';
  const notes = [...correctionNotes(question), `${where}中没有找到相关条款；以上是其他地区的规定，不一定适用于您，仅供参考`];
  return await writeAnswer(db, question, sections, notes);
}

async function documentAnswer(db: Db, question: AnalyzedQuestion, doc: StoredDoc): Promise<Composition> {
  const parts = chooseParts(await retrieveInDocument(db, question, doc), DOC_COVERAGE_THRESHOLD, question);
  const written = await writeAnswer(db, question, [{ label: null, parts, note: null }], correctionNotes(question));
  return written ?? { ...nothingFound(question.asked, `只在${sourceName(doc)}中查找`), grounds: [] };
}

function correctionNotes(question: AnalyzedQuestion): string[] {
  return question.corrections.length > 0 ? [`已按“${question.corrections.map((item) => `${item.typed}”→“${item.meant}`).join('”、“')}”理解`] : [];
}

/** The embedded extractive composer: an answer assembled only from retrieved clauses and the engine's results. */
export async function composeAnswer(db: Db, input: AnswerInput): Promise<Composition> {
  if (isOffTopic(input.question)) return { ...declined(), grounds: [] };
  // What an operator published a moment ago is indexed first: the few documents queued last, however large the
  // backlog behind them (the background indexes the rest, ADR 113).
  await indexNewestClauseDocs(db);
  const place = input.ledger && hasRegisteredRegion(input.ledger) ? input.ledger : null;
  const question = await analyzeQuestion(db, input.question, place);
  const doc = input.doc ? await documentByRef(db, input.doc.docType, input.doc.docId) : undefined;
  // The engine decides eligibility: never handed to a model.
  const composed =
    intentClassifier().classify(question.text) === 'eligibility'
      ? await eligibility(db, question, input, doc ?? null)
      : doc
        ? await documentAnswer(db, question, doc)
        : await corpusAnswer(db, question, input.ledger);
  const answer = startingFromHeld(composed, heldQualificationIn(input.question, input.ledger, input.now));
  const pending = await clauseBacklog(db);
  if (pending === 0) return answer;
  const note = backlogNote(pending);
  return { ...answer, text: `${answer.text}\n\n${note}`, backlogNote: note };
}

/** A qualification the question names and the ledger holds leads the answer; no step towards applying for it follows. */
function startingFromHeld(composed: Composition, held: QualificationRecord | null): Composition {
  if (!held || composed.outcome !== 'answered') return composed;
  const conclusion = heldConclusion(held);
  if (composed.text.startsWith(conclusion)) return composed;
  const lines = composed.text.split('\n').filter((line) => !line.startsWith('下一步'));
  return { ...composed, text: [conclusion, '', ...lines].join('\n') };
}

const LOGIN_FIRST = '能否申请、能拿多少，要对照企业档案逐条判断，我不会凭猜测回答。请先登录，并在“企业信息”中填写企业档案，我会用资格判定引擎逐条核对。';

/** The conditions as the documents state them: what a visitor sees instead of a verdict. */
async function conditionsOf(db: Db, question: AnalyzedQuestion, ledger: EnterpriseLedger | null, doc: StoredDoc | null): Promise<Composition | null> {
  const asConditions: AnalyzedQuestion = { ...question, types: ['conditions'] };
  const answer = doc ? await documentAnswer(db, asConditions, doc) : await corpusAnswer(db, asConditions, ledger);
  return answer.outcome === 'answered' ? answer : null;
}

async function eligibility(db: Db, question: AnalyzedQuestion, input: AnswerInput, doc: StoredDoc | null): Promise<Composition> {
  const result = await eligibilityAnswer(db, { question, ledger: input.ledger, now: input.now, doc });
  if (result.kind === 'answer') return { ...result.answer, grounds: [] };
  if (result.kind === 'login') {
    const shown = await conditionsOf(db, question, null, result.target?.doc ?? doc);
    const about = result.target ? `「${result.target.doc.title}」的申报条件：` : '相关的申报条件：';
    const asksAbout = question.concepts.some((concept) => concept.specific);
    if (!shown && asksAbout) {
      const none = nothingFound(question.asked, null);
      return { ...none, text: `${none.text}\n${LOGIN_FIRST}`, grounds: [] };
    }
    return {
      text: [LOGIN_FIRST, ...(shown ? ['', about, shown.text] : [])].join('\n'),
      outcome: 'answered',
      citations: shown?.citations ?? [],
      eligibility: null,
      grounds: [],
    };
  }
  const shown = await conditionsOf(db, question, input.ledger, doc);
  if (!shown) return { ...nothingFound(question.asked, '没有找到可以按企业档案逐条核对的申报项目'), grounds: [] };
  return { ...shown, text: `没有找到可以按企业档案逐条核对的申报项目或政策，以下是相关条款中写明的条件：\n\n${shown.text}`, grounds: [] };
}
