import type { Db } from '../../db/database';
import { segmentForIndex } from '../../shared/chinese/segmenter';
import { clausesOf, documentFrequencies, documentsByKey, documentTerms, indexSize, searchDocuments, searchTargets } from './clause-store';
import type { StoredClause, StoredDoc } from './clause-store';
import type { DocType } from './clauses';
import type { AnalyzedQuestion, Concept } from './question';
import { ASKS_OWN_START, ASKS_OWN_VALIDITY, hasKind, headingAnswers, leadsList, OWN_START, OWN_VALIDITY } from './question-types';
import type { QuestionType } from './question-types';

/**
 * Retrieval in two steps (ADR 61). First the database's word index picks the documents of the question's
 * regions that hold its rarest words (a bounded read, whatever the corpus size); then every clause of those
 * documents is scored here with all of the question: how much of its weight the clause and its document's
 * title cover, whether the clause gives the kind of answer asked (an amount, a period, the conditions …),
 * and where the document comes from.
 */

export type Scope = {
  /** Region codes whose documents may answer (全国 and the chain of the place asked about). */
  regions: readonly string[];
  /** The region asked about: its own documents lead. */
  lead: string | null;
  /** Codes below the region asked about, read only when its own chain has nothing. */
  below?: readonly string[];
};

export type ScoredClause = {
  doc: StoredDoc;
  clause: StoredClause;
  /** Share of the question's weight the clause and its document's title hold, 0–1. */
  coverage: number;
  /** Share held by the clause's own words. */
  inBody: number;
  /** Share held by its document's title. */
  inTitle: number;
  /** The best coverage of one part of the question (a question's parts may be answered one by one). */
  answers: number;
  score: number;
};

/** Documents read per question and scope, and the estimated index rows the chosen words may touch. */
const CANDIDATE_DOCUMENTS = 60;
const LEAD_DOCUMENTS = 16;
const ROW_BUDGET = 3000;
const MIN_TERMS = 2;
const MAX_TERMS = 14;
/** Region-term pairs one index read may OR together: a question about anywhere reads its rarest words only. */
const MAX_PAIRS = 360;

const SOURCE_PRIOR: Record<DocType, number> = { policy: 1, interpretation: 0.85, project: 0.9, notice: 0.8 };
/** How much a concept counts when only the document's title, or only another clause of it, holds it. */
const TITLE_SHARE = 0.9;
const DOCUMENT_SHARE = 0.6;
/** A policy's preamble (为…，制定本办法) names its subject but answers nothing. */
const PREAMBLE = /^第\d+段$/;

/**
 * The question's words worth reading the index for, rarest first, within the budget of index rows for this
 * scope; when even the rarest is held by more documents than the budget, only titles are read for it.
 */
async function candidateTerms(db: Db, concepts: readonly Concept[], regions: readonly string[]): Promise<{ terms: string[]; titlesOnly: boolean }> {
  const terms = [...new Set(concepts.flatMap((concept) => concept.forms.flat()))];
  const frequencies = await documentFrequencies(db, terms);
  const size = await indexSize(db);
  const share = size.documents === 0 ? 0 : size.inRegions(regions) / size.documents;
  const known = terms.filter((term) => (frequencies.get(term) ?? 0) > 0).sort((a, b) => (frequencies.get(a) ?? 0) - (frequencies.get(b) ?? 0));
  const chosen: string[] = [];
  let rows = 0;
  const most = Math.max(MIN_TERMS, Math.min(MAX_TERMS, Math.floor(MAX_PAIRS / Math.max(1, regions.length))));
  for (const term of known) {
    const estimate = (frequencies.get(term) ?? 0) * share;
    const over = rows + estimate > ROW_BUDGET;
    if (chosen.length >= most || (chosen.length >= MIN_TERMS && over) || (chosen.length > 0 && rows + estimate > ROW_BUDGET * 4)) break;
    chosen.push(term);
    rows += estimate;
  }
  return { terms: chosen, titlesOnly: rows > ROW_BUDGET * 2 };
}

/**
 * Whether any part of the question could be answered at all: the share of its weight held by words some
 * document uses. 宠物医院开业有补贴吗 cannot (宠物 is in no document), so nothing is read.
 */
export function answerable(question: AnalyzedQuestion, threshold: number): boolean {
  const parts = new Map<number, { known: number; total: number }>();
  for (const concept of question.concepts) {
    const part = parts.get(concept.segment) ?? { known: 0, total: 0 };
    part.total += concept.weight;
    if (concept.df > 0) part.known += concept.weight;
    parts.set(concept.segment, part);
  }
  return [...parts.values()].some((part) => part.total > 0 && part.known / part.total >= threshold);
}

function holds(terms: ReadonlySet<string>, concept: Concept): boolean {
  return concept.forms.some((form) => form.every((term) => terms.has(term)));
}

/** 2 for a clause whose heading announces the kind of answer asked, 1.6 for one that gives it, else 1. */
export function typeFit(clause: StoredClause, type: QuestionType | null, question: AnalyzedQuestion, docType: DocType = 'policy'): number {
  if (type === null) return 1;
  // A period of the document itself answers a question about another period only when nothing else does.
  if (type === 'duration' && OWN_VALIDITY.test(clause.text) && !question.deictic && !ASKS_OWN_VALIDITY.test(question.text)) return 1.3;
  if (type === 'deadline' && OWN_START.test(clause.text) && !ASKS_OWN_START.test(question.text)) return 1;
  // One line of a notice's or a project's list is a piece of the answer, never the whole list an article gives.
  const piece = docType === 'notice' || docType === 'project';
  // A single step or material is no answer to "what is the procedure / which materials".
  if (piece && (type === 'process' || type === 'materials')) return hasKind(clause.kinds, type) || headingAnswers(clause.text, type) ? 1.2 : 1;
  if (leadsList(clause.text, type)) return piece ? 1.8 : 2.2;
  if (headingAnswers(clause.text, type)) return piece ? 1.8 : 2;
  return hasKind(clause.kinds, type) ? 1.6 : 1;
}

export type Scorer = (clause: StoredClause, doc: StoredDoc, docTerms: ReadonlySet<string>, type: QuestionType | null) => ScoredClause;

/** Scores clauses against the question; `lead` is the region whose own documents come first. */
export function scorer(question: AnalyzedQuestion, lead: string | null): Scorer {
  const total = question.concepts.reduce((sum, concept) => sum + concept.weight, 0);
  const titles = new Map<number, Set<string>>();
  const titleTerms = (doc: StoredDoc) => {
    let terms = titles.get(doc.key);
    if (!terms) {
      terms = new Set(segmentForIndex(doc.title));
      titles.set(doc.key, terms);
    }
    return terms;
  };
  return (clause, doc, docTerms, type) => {
    const body = new Set(clause.terms);
    const title = titleTerms(doc);
    let covered = 0;
    let inBody = 0;
    let inTitle = 0;
    const parts = new Map<number, { covered: number; total: number }>();
    for (const concept of question.concepts) {
      const b = holds(body, concept);
      const t = holds(title, concept);
      // What the clause says counts whole; its document's title nearly so; the rest of the document (the
      // 办法 on 专精特新 whose 第五条 says only 有效期三年) for part.
      const share = b ? 1 : t ? TITLE_SHARE : holds(docTerms, concept) ? DOCUMENT_SHARE : 0;
      covered += concept.weight * share;
      if (b) inBody += concept.weight;
      if (t) inTitle += concept.weight;
      const part = parts.get(concept.segment) ?? { covered: 0, total: 0 };
      part.covered += concept.weight * share;
      part.total += concept.weight;
      parts.set(concept.segment, part);
    }
    const answers = Math.max(0, ...[...parts.values()].map((part) => (part.total === 0 ? 0 : part.covered / part.total)));
    const coverage = total === 0 ? 0 : covered / total;
    const bodyShare = total === 0 ? 0 : inBody / total;
    const titleShare = total === 0 ? 0 : inTitle / total;
    const fit = typeFit(clause, type, question, doc.docType);
    const region = lead !== null && doc.regionCode === lead ? 1.25 : 1;
    const preamble = doc.docType === 'policy' && PREAMBLE.test(clause.clause) ? 0.7 : 1;
    const authority = SOURCE_PRIOR[doc.docType] * (doc.national ? 1.05 : 1);
    const score = coverage * coverage * (1 + bodyShare) * (1 + 0.5 * titleShare) * fit * region * preamble * authority;
    return { doc, clause, coverage, inBody: bodyShare, inTitle: titleShare, answers, score };
  };
}

/** 关于印发《X》的通知: the cover letter of X, whose articles are X's own. */
const COVER_LETTER = /关于印发《(.+?)》的通知/;

type Loaded = { docs: Map<number, StoredDoc>; terms: Map<number, Set<string>>; clauses: StoredClause[]; covers: Set<number> };

/** The candidate documents and their clauses, read once per question. */
async function load(db: Db, keys: readonly number[]): Promise<Loaded> {
  const docs = await documentsByKey(db, keys);
  const titles = new Set([...docs.values()].map((doc) => doc.title));
  // The instrument itself is cited before the letter that issued it, when both are at hand.
  const covers = new Set([...docs.values()].filter((doc) => titles.has(COVER_LETTER.exec(doc.title)?.[1] ?? '')).map((doc) => doc.key));
  return { docs, terms: await documentTerms(db, keys), clauses: await clausesOf(db, keys), covers };
}

function scoreAll(loaded: Loaded, score: Scorer, type: QuestionType | null, regionFactor?: number): ScoredClause[] {
  const out: ScoredClause[] = [];
  for (const clause of loaded.clauses) {
    const doc = loaded.docs.get(clause.docKey);
    if (!doc) continue;
    const scored = score(clause, doc, loaded.terms.get(clause.docKey) ?? new Set(), type);
    if (regionFactor !== undefined) scored.score *= regionFactor;
    if (loaded.covers.has(doc.key)) scored.score *= 0.7;
    out.push(scored);
  }
  return out.sort((a, b) => b.score - a.score || a.clause.paragraph - b.clause.paragraph);
}

export type Retrieval = {
  /** Every clause of the candidate documents, best first, per kind of answer asked (null: no kind). */
  byType: Map<QuestionType | null, ScoredClause[]>;
  /** Whether the documents came from below the region asked about (its districts), its own chain having none. */
  fromBelow: boolean;
};

async function rank(db: Db, question: AnalyzedQuestion, keys: number[], lead: string | null, below: boolean): Promise<Map<QuestionType | null, ScoredClause[]>> {
  const score = scorer(question, lead);
  const loaded = await load(db, keys);
  const byType = new Map<QuestionType | null, ScoredClause[]>();
  const types: (QuestionType | null)[] = question.types.length > 0 ? question.types : [null];
  for (const type of types) byType.set(type, scoreAll(loaded, score, type, below ? 0.8 : undefined));
  return byType;
}

/** The clauses of the documents in a scope that may answer the question. */
export async function retrieve(db: Db, question: AnalyzedQuestion, scope: Scope, enough: (best: ScoredClause | undefined) => boolean): Promise<Retrieval> {
  const find = async (regions: readonly string[], limit = CANDIDATE_DOCUMENTS) => {
    const { terms, titlesOnly } = await candidateTerms(db, question.concepts, regions);
    return (await searchDocuments(db, { terms, regions, titlesOnly, limit })).map((hit) => hit.key);
  };
  // The region asked about is searched on its own too, so its documents are read even when other places
  // have more documents on the subject.
  const lead = scope.lead !== null && scope.regions.length > 1 ? await find([scope.lead], LEAD_DOCUMENTS) : [];
  const keys = [...new Set([...lead, ...await find(scope.regions)])];
  const own = await rank(db, question, keys, scope.lead, false);
  const best = [...own.values()].map((list) => list[0]).sort((a, b) => (b?.score ?? 0) - (a?.score ?? 0))[0];
  if (enough(best) || !scope.below || scope.below.length === 0) return { byType: own, fromBelow: false };
  const lower = await find(scope.below);
  if (lower.length === 0) return { byType: own, fromBelow: false };
  return { byType: await rank(db, question, lower, null, true), fromBelow: true };
}

/** Target documents read for an eligibility question. */
const TARGET_DOCUMENTS = 40;

/** What the eligibility engine can judge in a scope (policies and projects with a rule set), scored against the question. */
export async function retrieveTargets(db: Db, question: AnalyzedQuestion, scope: Pick<Scope, 'regions' | 'lead'>): Promise<Retrieval> {
  const terms = [...new Set(question.concepts.flatMap((concept) => concept.forms.flat()))];
  const frequencies = await documentFrequencies(db, terms);
  const known = terms.filter((term) => (frequencies.get(term) ?? 0) > 0).sort((a, b) => (frequencies.get(a) ?? 0) - (frequencies.get(b) ?? 0));
  const most = Math.max(MIN_TERMS, Math.min(MAX_TERMS, Math.floor(MAX_PAIRS / Math.max(1, scope.regions.length))));
  const keys = (await searchTargets(db, { terms: known.slice(0, most), regions: scope.regions, limit: TARGET_DOCUMENTS })).map((hit) => hit.key);
  return { byType: await rank(db, question, keys, scope.lead, false), fromBelow: false };
}

/** The clauses of one document (the page in view), scored against the question. */
export async function retrieveInDocument(db: Db, question: AnalyzedQuestion, doc: StoredDoc): Promise<Retrieval> {
  return { byType: await rank(db, question, [doc.key], null, false), fromBelow: false };
}
