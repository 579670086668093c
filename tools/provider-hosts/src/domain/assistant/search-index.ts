import type { Db } from '../../db/database';
import { collectClauses, corpusFingerprint } from './clauses';
import type { Clause } from './clauses';
import { intentFit, queryTerms, terms } from './text';

/**
 * BM25 constants. Clauses range from a four-character material name to a 400-character 第十一条; the
 * usual b = 0.75 buried the long articles that answer most questions under one-line list items, so
 * length counts less here.
 */
const K1 = 0.8;
const B = 0.3;

export type ClauseHit = {
  clause: Clause;
  /** The sentence or list item of the clause that matched best. */
  passage: string;
  score: number;
  /** Share of the query's weight the clause and its title cover, 0–1. */
  coverage: number;
};

/**
 * A long article is scored by its sentences and list items, cited as the whole article: 第十一条's
 * lead-in “认定为高新技术企业须同时满足以下条件” must not lose to a one-line clause because eight
 * conditions follow it.
 */
export function passagesOf(text: string): string[] {
  const parts = text
    .split(/(?<=[。；;])|(?=（[一二三四五六七八九十]+）)/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
  const merged: string[] = [];
  for (const part of parts) {
    const last = merged[merged.length - 1];
    if (last !== undefined && last.length < 12) merged[merged.length - 1] = last + part;
    else merged.push(part);
  }
  return merged;
}

export type ClauseFilter = {
  /** Only clauses of these region codes (the enterprise's chain); undefined means every region. */
  regions?: ReadonlySet<string>;
  /** Only this document. */
  doc?: { docType: Clause['docType']; docId: string };
  /** Only documents of this type. */
  docType?: Clause['docType'];
};

const SOURCE_PRIOR: Record<Clause['docType'], number> = { policy: 1, interpretation: 0.9, project: 0.9, notice: 0.8 };

type Posting = { index: number; tf: number };

export class ClauseIndex {
  readonly clauses: Clause[];
  private readonly postings = new Map<string, Posting[]>();
  private readonly titleTerms: Set<string>[];
  private readonly bodyTerms: Set<string>[] = [];
  /** Passage → its clause, and the passage's text. */
  private readonly owners: number[] = [];
  private readonly passages: string[] = [];
  private readonly lengths: number[];
  private readonly averageLength: number;

  constructor(clauses: Clause[]) {
    this.clauses = clauses;
    const titles = new Map<string, Set<string>>();
    this.titleTerms = clauses.map((clause) => {
      const cached = titles.get(clause.title);
      if (cached) return cached;
      const made = new Set(terms(clause.title));
      titles.set(clause.title, made);
      return made;
    });
    this.lengths = [];
    clauses.forEach((clause, owner) => {
      this.bodyTerms.push(new Set(terms(clause.text)));
      for (const passage of passagesOf(clause.text)) {
        const index = this.passages.length;
        this.passages.push(passage);
        this.owners.push(owner);
        const counts = new Map<string, number>();
        const body = terms(passage);
        for (const term of body) counts.set(term, (counts.get(term) ?? 0) + 1);
        for (const [term, tf] of counts) {
          const list = this.postings.get(term);
          if (list) list.push({ index, tf });
          else this.postings.set(term, [{ index, tf }]);
        }
        this.lengths.push(body.length);
      }
    });
    this.averageLength = this.lengths.reduce((sum, length) => sum + length, 0) / Math.max(1, this.lengths.length);
  }

  private idf(term: string): number {
    const df = this.postings.get(term)?.length ?? 0;
    return Math.log(1 + (this.passages.length - df + 0.5) / (df + 0.5));
  }

  /** The best clauses for a question, best first. */
  search(question: string, filter: ClauseFilter = {}, limit = 20): ClauseHit[] {
    const { core, extra } = queryTerms(question);
    const query = [...core, ...extra];
    const weights = query.map((term) => this.idf(term));
    // Coverage counts the question's own terms: a synonym form matched instead is a bonus, not a requirement.
    const total = weights.slice(0, core.length).reduce((sum, weight) => sum + weight, 0);
    if (total === 0) return [];
    // Body terms score the clause (BM25); the document's title says which document a question is about,
    // so the share of the query the title holds multiplies the clause's score (up to ×2).
    const scores = new Map<number, number>();
    query.forEach((term, position) => {
      const idf = weights[position] ?? 0;
      for (const { index, tf } of this.postings.get(term) ?? []) {
        const length = this.lengths[index] ?? 0;
        const part = (idf * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * length) / this.averageLength));
        scores.set(index, (scores.get(index) ?? 0) + part);
      }
    });
    const fit = intentFit(question);
    const best = new Map<number, ClauseHit>();
    for (const [index, body] of scores) {
      const owner = this.owners[index] as number;
      const clause = this.clauses[owner] as Clause;
      if (filter.regions && !filter.regions.has(clause.regionCode)) continue;
      if (filter.doc && (clause.docType !== filter.doc.docType || clause.docId !== filter.doc.docId)) continue;
      if (filter.docType && clause.docType !== filter.docType) continue;
      const title = this.titleTerms[owner] as Set<string>;
      const text = this.bodyTerms[owner] as Set<string>;
      let inTitle = 0;
      let covered = 0;
      query.forEach((term, position) => {
        const weight = weights[position] ?? 0;
        if (title.has(term)) inTitle += weight;
        if (position < core.length && (title.has(term) || text.has(term))) covered += weight;
      });
      // The source text first when two clauses say the same: the national 办法 before a regional copy, a
      // policy's own article before a notice or project line that only refers to it.
      const authority = (clause.national ? 1.1 : 1) * SOURCE_PRIOR[clause.docType];
      const passage = this.passages[index] ?? '';
      // A passage of the kind the question asks for (条件, 材料, 金额 …) over one that only names the topic.
      const score = body * (1 + inTitle / total) * authority * fit(passage);
      const previous = best.get(owner);
      if (!previous || previous.score < score) best.set(owner, { clause, passage, score, coverage: covered / total });
    }
    const hits = [...best.values()];
    return hits
      .sort((a, b) => b.score - a.score || a.clause.paragraph - b.clause.paragraph)
      .slice(0, limit);
  }
}

const indexes = new WeakMap<Db, { fingerprint: string; index: ClauseIndex }>();

/**
 * The database's clause index, rebuilt when the corpus changed (a seed run, an admin publishing a policy
 * or notice). Building it takes a few hundred milliseconds; start-up builds it once before the first question.
 */
export function clauseIndex(db: Db): ClauseIndex {
  const fingerprint = corpusFingerprint(db);
  const cached = indexes.get(db);
  if (cached && cached.fingerprint === fingerprint) return cached.index;
  const index = new ClauseIndex(collectClauses(db));
  indexes.set(db, { fingerprint, index });
  return index;
}
