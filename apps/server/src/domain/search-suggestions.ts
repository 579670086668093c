import type { Db } from '../db/database';
import { searchTerms } from './highlight';
import { keywordFindsPolicies } from './policies';
import { expandTerm, synonymTargets, synonymVocabulary } from './search-synonyms';
import type { PortalSchemas } from '@smes/contract-types';

export const MAX_NEARBY = 6;
export const MAX_POPULAR = 8;

/** One spelling of a keyword: its terms, single-spaced, as `searchTerms` reads them. */
export function normalizeKeyword(keyword: string): string {
  return searchTerms(keyword).join(' ');
}

/** Counts a search that found something; an empty one is not recorded, so popular terms always lead somewhere. */
export async function recordSearch(db: Db, keyword: string, at: Date, times = 1): Promise<void> {
  const term = normalizeKeyword(keyword);
  if (term === '') return;
  await db.run(`INSERT INTO search_terms (term, count, last_searched_at) VALUES (@term, @times, @at)
     ON CONFLICT (term) DO UPDATE SET count = search_terms.count + @times, last_searched_at = @at`, { term, times, at: at.toISOString() });
}

export async function popularSearches(db: Db, limit = MAX_POPULAR): Promise<string[]> {
  return ((await db.all('SELECT term FROM search_terms ORDER BY count DESC, term LIMIT ?', limit)) as { term: string }[]).map(
    (row) => row.term,
  );
}

/** Levenshtein distance over code points, stopping early once it exceeds `max`. */
export function editDistance(a: string, b: string, max: number): number {
  const left = [...a];
  const right = [...b];
  if (Math.abs(left.length - right.length) > max) return max + 1;
  let previous = Array.from({ length: right.length + 1 }, (_value, index) => index);
  for (let i = 1; i <= left.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= right.length; j += 1) {
      const cost = left[i - 1] === right[j - 1] ? 0 : 1;
      const value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[right.length] ?? max + 1;
}

/** One wrong or missing character in a short term, two in a longer one. */
function spellingTolerance(term: string): number {
  return [...term].length <= 4 ? 1 : 2;
}

/**
 * What to offer when a keyword found nothing: first the synonyms' targets (高企 → 高新技术企业), then each
 * term of a several-term query on its own, then terms spelled nearly alike from the synonym table and
 * from what others searched for. Only candidates that find policies themselves are kept.
 */
export async function searchSuggestions(db: Db, keyword: string): Promise<PortalSchemas['SearchSuggestions']> {
  const normalized = normalizeKeyword(keyword);
  const terms = searchTerms(keyword);
  const popularAll = await popularSearches(db, 50);
  const candidates: string[] = [];
  for (const term of terms) {
    candidates.push(...synonymTargets(term), ...expandTerm(term).slice(1));
  }
  if (terms.length > 1) candidates.push(...terms);
  const vocabulary = [...new Set([...synonymVocabulary(), ...popularAll])];
  for (const term of terms) {
    const tolerance = spellingTolerance(term);
    const near = vocabulary
      .map((word) => ({ word, distance: editDistance(term, word, tolerance) }))
      .filter(({ word, distance }) => word !== term && distance <= tolerance)
      .sort((a, b) => a.distance - b.distance || a.word.localeCompare(b.word, 'zh-CN'));
    candidates.push(...near.map(({ word }) => word));
  }
  const nearby: string[] = [];
  for (const candidate of new Set(candidates)) {
    if (nearby.length >= MAX_NEARBY) break;
    if (candidate === normalized) continue;
    if (await keywordFindsPolicies(db, candidate)) nearby.push(candidate);
  }
  const popular = popularAll.filter((term) => term !== normalized && !nearby.includes(term)).slice(0, MAX_POPULAR);
  return { keyword: normalized, nearby, popular };
}
