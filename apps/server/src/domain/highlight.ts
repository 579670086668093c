import type { PortalSchemas } from '@smes/contract-types';
export const SNIPPET_LENGTH = 100;
const LEAD = 30;

/** Search terms of a keyword: whitespace separates them, duplicates and blanks drop out, at most five. */
export function searchTerms(keyword: string | undefined): string[] {
  const terms = (keyword ?? '')
    .trim()
    .split(/\s+/)
    .filter((term) => term !== '');
  return [...new Set(terms)].slice(0, 5);
}

type Hit = { start: number; end: number };

/** The needles of `terms` as `findHits` looks for them in `haystack` (lower-cased when the text is), longest first. */
function needlesOf(terms: readonly string[], lowered: boolean): string[] {
  return terms
    .map((term) => (lowered ? term.toLowerCase() : term))
    .filter((term) => term !== '')
    .sort((a, b) => b.length - a.length);
}

/** The text searched: lower-cased, unless lower-casing some letters changes their length (offsets would drift), then as it is. */
function haystackOf(text: string): { haystack: string; lowered: boolean } {
  const lower = text.toLowerCase();
  return lower.length === text.length ? { haystack: lower, lowered: true } : { haystack: text, lowered: false };
}

/** The earliest occurrence of any needle at or after `position`; at one position the longest needle wins. */
function nextHit(haystack: string, needles: readonly string[], position: number): Hit | undefined {
  let best: Hit | undefined;
  for (const needle of needles) {
    const index = haystack.indexOf(needle, position);
    if (index < 0) continue;
    if (!best || index < best.start || (index === best.start && index + needle.length > best.end)) {
      best = { start: index, end: index + needle.length };
    }
  }
  return best;
}

/** Every occurrence of every term, case-insensitively; at one position the longest term wins. */
function findHits(text: string, terms: readonly string[]): Hit[] {
  const { haystack, lowered } = haystackOf(text);
  const needles = needlesOf(terms, lowered);
  const hits: Hit[] = [];
  let position = 0;
  while (position < haystack.length) {
    const best = nextHit(haystack, needles, position);
    if (!best) break;
    hits.push(best);
    position = best.end;
  }
  return hits;
}

/**
 * The first of `findHits`' hits, without looking for the others: a snippet needs only where its text starts, and
 * finding every hit of a common word in a long body (each needle searched again after each hit, to the end of the
 * text when it occurs no more) was most of a search's highlighting.
 */
function firstHit(text: string, terms: readonly string[]): Hit | undefined {
  const { haystack, lowered } = haystackOf(text);
  return nextHit(haystack, needlesOf(terms, lowered), 0);
}

export function toSegments(text: string, terms: readonly string[]): PortalSchemas['TextSegment'][] {
  if (text === '') return [];
  const hits = findHits(text, terms);
  const segments: PortalSchemas['TextSegment'][] = [];
  let cursor = 0;
  for (const hit of hits) {
    if (hit.start > cursor) segments.push({ text: text.slice(cursor, hit.start), hit: false });
    segments.push({ text: text.slice(hit.start, hit.end), hit: true });
    cursor = hit.end;
  }
  if (cursor < text.length) segments.push({ text: text.slice(cursor), hit: false });
  return segments;
}

/** About 100 characters around the first hit (the opening when nothing hits), with … where text was cut. */
export function snippetSegments(body: string, terms: readonly string[], length = SNIPPET_LENGTH): PortalSchemas['TextSegment'][] {
  const flat = body.replace(/\s+/g, ' ').trim();
  const first = firstHit(flat, terms);
  let start = first ? Math.max(0, first.start - LEAD) : 0;
  const end = Math.min(flat.length, start + length);
  start = Math.max(0, Math.min(start, end - length));
  const excerpt = `${start > 0 ? '…' : ''}${flat.slice(start, end)}${end < flat.length ? '…' : ''}`;
  return toSegments(excerpt, terms);
}

/** How much of a body a list without a keyword reads for its opening snippet (SQL `substr`). */
export const OPENING_PREFIX_LENGTH = 4 * SNIPPET_LENGTH;

/**
 * The opening snippet of a list without a keyword, from the body's first OPENING_PREFIX_LENGTH
 * characters instead of the whole text (several kilobytes a row): the same segments as
 * `snippetSegments(body, [])` whenever that prefix still holds more than SNIPPET_LENGTH characters once
 * whitespace is collapsed. `undefined` when the body was cut and its opening is mostly whitespace: the
 * caller then reads the whole body.
 */
export function openingSnippetFromPrefix(prefix: string, cut: boolean): PortalSchemas['TextSegment'][] | undefined {
  if (cut && prefix.replace(/\s+/g, ' ').trim().length <= SNIPPET_LENGTH) return undefined;
  return snippetSegments(prefix, []);
}

/**
 * Whether each term is made only of characters lower-casing neither changes nor produces (Han characters, ASCII
 * digits, punctuation): then where a term occurs in a text does not hang on how the rest of the text lower-cases
 * (`findHits` matches exactly when some letter of the whole text lengthens), so a prefix tells what the whole does.
 */
export function caselessTerms(terms: readonly string[]): boolean {
  return terms.every((term) => /^[\p{Script=Han}\p{P}0-9]*$/u.test(term) && term.toLowerCase() === term && term.toUpperCase() === term);
}

/** How much of a body a search reads for its snippet (SQL `substr`, one character more to tell whether it goes on). */
export const SNIPPET_PREFIX_LENGTH = 1000;

/**
 * The start of a body a snippet of one caseless word needs, as SQL (ADR 138): the characters up to SNIPPET_TAIL past the
 * word's first place among the first SNIPPET_PREFIX_LENGTH (a snippet starts LEAD before it and is SNIPPET_LENGTH long;
 * the rest is room for whitespace it collapses), else all of those; one more to tell whether the body goes on. `limit`
 * is how many it reads at most: `snippetFromPrefix(body, body.length > limit, …)` answers as from the longer prefix —
 * the same snippet where it can tell, undefined (the whole body read) where it cannot. `join` (`LATERAL …`, for the
 * caller's FROM) cuts the prefix and finds the word once per row: each `substr` of UTF-8 text walks its characters.
 */
export function wordPrefixSql(column: string, word: string): { join: string; body: string; limit: string } {
  // OFFSET 0 keeps the cut prefix a value of its own (inlined, each use of it cut the body again).
  const join = `LATERAL (SELECT x.prefix, strpos(x.prefix, ${word}) AS at FROM (SELECT substr(${column}, 1, ${SNIPPET_PREFIX_LENGTH + 1}) AS prefix OFFSET 0) x) wp`;
  const limit = `(CASE WHEN wp.at BETWEEN 1 AND ${SNIPPET_PREFIX_LENGTH} THEN LEAST(${SNIPPET_PREFIX_LENGTH}, wp.at + char_length(${word}) + ${SNIPPET_TAIL}) ELSE ${SNIPPET_PREFIX_LENGTH} END)`;
  return { join, body: `(CASE WHEN ${limit} < ${SNIPPET_PREFIX_LENGTH} THEN substr(wp.prefix, 1, ${limit} + 1) ELSE wp.prefix END)`, limit };
}

/** How many characters past a word's first place `wordPrefixSql` reads. */
export const SNIPPET_TAIL = 2 * SNIPPET_LENGTH;

/**
 * `snippetSegments(body, terms)` from the body's first characters (`cut`: the body may go on past them), or
 * `undefined` when they cannot tell — the caller then reads the whole body. They tell when the terms are caseless
 * and the first hit (or, without terms, the opening) and the snippet's 100 characters after its start lie inside
 * what the prefix surely shares with the whole body once whitespace is collapsed: any hit before it, or a longer
 * term at its position, would then lie inside too, and the whole body surely goes on past the snippet.
 */
export function snippetFromPrefix(prefix: string, cut: boolean, terms: readonly string[], length = SNIPPET_LENGTH): PortalSchemas['TextSegment'][] | undefined {
  if (!cut) return snippetSegments(prefix, terms, length);
  if (!caselessTerms(terms)) return undefined;
  // A whitespace run at the cut may go on in the body (or end it): its one space is not yet known.
  let known = prefix.replace(/\s+/g, ' ').trimStart();
  if (known.endsWith(' ')) known = known.slice(0, -1);
  const needles = needlesOf(terms, false);
  const hit = nextHit(known, needles, 0);
  if (hit ? hit.start + (needles[0]?.length ?? 0) > known.length : needles.length > 0) return undefined;
  const start = hit ? Math.max(0, hit.start - LEAD) : 0;
  const end = start + length;
  if (end >= known.length) return undefined;
  return toSegments(`${start > 0 ? '…' : ''}${known.slice(start, end)}…`, terms);
}
