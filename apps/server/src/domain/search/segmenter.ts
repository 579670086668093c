import { searchCut } from '../../shared/chinese/segmenter';

/**
 * Chinese text cut into words for the database's full-text indexes (policy search, 全站搜索, the assistant's
 * documents), by the server's one segmenter (shared/chinese/segmenter.ts: jieba with the project's dictionary, which
 * holds every search synonym's form). The same code cuts what is stored and what is searched, so a word found in one
 * is the word looked for in the other, whichever PostgreSQL runs the query. PostgreSQL's own parser is not used: it
 * splits CJK text by the server's locale (nothing at all under the C locale), so the vectors and queries are written
 * as literals here.
 */

const WORD = /[\p{L}\p{N}]/u;

function isWord(token: string): boolean {
  return WORD.test(token);
}

function normalize(token: string): string {
  return token.trim().toLowerCase();
}

/**
 * The words of a text as stored in an index: jieba's search mode, which adds the shorter words inside a long one
 * (科技型中小企业 also gives 中小企业 and 企业), so a search for any of them finds the text.
 */
export function indexTokens(text: string): string[] {
  if (text.trim() === '') return [];
  return searchCut(text, 'search')
    .map(normalize)
    .filter((token) => token !== '' && isWord(token));
}

/** The words a typed term is looked up by (precise mode: 高新技术企业 → 高新技术, 企业). */
export function queryTokens(term: string): string[] {
  return searchCut(term, 'precise')
    .map(normalize)
    .filter((token) => token !== '' && isWord(token));
}

/**
 * Whether a term's words can be looked up in an index: a single Han character is not indexed on its own inside a
 * longer word (企 in 企业), so such a term is matched by its text instead.
 */
export function indexable(tokens: readonly string[]): boolean {
  return tokens.length > 0 && tokens.every((token) => !/^\p{Script=Han}$/u.test(token));
}

function quote(lexeme: string): string {
  return `'${lexeme.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}

/** A lexeme is at most 2 KB and a position at most 16,383 in PostgreSQL. */
const MAX_POSITION = 16_383;
const MAX_LEXEME_BYTES = 2_000;

export type Weight = 'A' | 'B' | 'C' | 'D';

/**
 * A `tsvector` literal (cast with `::tsvector`) of weighted texts: each text's words at their positions, the texts
 * one after another, so that a word of the title (A) outranks the same word in the body (D).
 */
export function tsvectorLiteral(parts: readonly { text: string | null | undefined; weight: Weight }[]): string {
  return tokensVectorLiteral(parts.flatMap(({ text, weight }) => (text ? [{ tokens: indexTokens(text), weight }] : [])));
}

/** The same from words already cut (an index that stores its own terms, such as the assistant's region-prefixed ones). */
export function tokensVectorLiteral(parts: readonly { tokens: readonly string[]; weight: Weight }[]): string {
  const positions = new Map<string, string[]>();
  let position = 0;
  for (const { tokens, weight } of parts) {
    for (const token of tokens) {
      position = Math.min(position + 1, MAX_POSITION);
      if (Buffer.byteLength(token) > MAX_LEXEME_BYTES) continue;
      let list = positions.get(token);
      if (!list) {
        list = [];
        positions.set(token, list);
      }
      // PostgreSQL keeps at most 256 positions of a lexeme.
      if (list.length < 256) list.push(`${position}${weight === 'D' ? '' : weight}`);
    }
    position = Math.min(position + 1, MAX_POSITION);
  }
  return [...positions].map(([lexeme, list]) => `${quote(lexeme)}:${list.join(',')}`).join(' ');
}

/**
 * A `tsquery` literal (cast with `::tsquery`) that holds when a text has the term's words in a row, as the phrase
 * the user typed. Search mode puts a long word's shorter words just before it (中小, 企业, 小企业, 中小企业), so the
 * next word of the phrase lies as many positions on as that word has entries: 科技型 <4> 中小企业.
 */
export function termQuery(tokens: readonly string[]): string {
  return tokens
    .map((token, index) => (index === 0 ? quote(token) : `<${indexTokens(token).length || 1}> ${quote(token)}`))
    .join(' ');
}

/** Alternatives of one group (a term and its synonyms): any of them. */
export function anyOf(queries: readonly string[]): string {
  return queries.map((query) => `(${query})`).join(' | ');
}

/** Every group: all of them. */
export function allOf(queries: readonly string[]): string {
  return queries.map((query) => `(${query})`).join(' & ');
}

/**
 * What to mark in a hit: the typed forms; and when a text holds none of them (it was found by the words they are
 * made of), those words, so the reader sees why it was found.
 */
export function highlightTerms(texts: readonly string[], terms: readonly string[], tokens: readonly string[]): string[] {
  const lower = texts.map((text) => text.toLowerCase());
  const holdsForm = terms.some((term) => lower.some((text) => text.includes(term.toLowerCase())));
  return holdsForm ? [...terms] : [...terms, ...tokens];
}
