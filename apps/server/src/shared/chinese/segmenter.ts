import { Jieba, TfIdf } from '@node-rs/jieba';
import { dict, idf } from '@node-rs/jieba/dict.js';
import { USER_DICTIONARY } from './user-dictionary';

/**
 * The one Chinese word segmenter of the server (ADR 61, ADR 74): jieba (`@node-rs/jieba`, jieba-rs) with the
 * project's user dictionary. Every index and every query that matches Chinese words goes through it,
 * so a document and a question are cut the same way: the assistant's clause index, the policy search and the
 * global search (their tsvectors and tsqueries, domain/search/segmenter.ts, cut with `searchCut`).
 *
 * - `normalizeText`: NFKC (full-width letters and digits to ASCII), lower case, one space for any run of white space.
 * - `segmentWords`: the precise cut of a question, in order, punctuation dropped (what an owner's words are).
 * - `segmentForIndex`: the search-mode cut of a document (words and the dictionary words inside them:
 *   高新技术企业 also yields 高新技术 and 企业), function words and bare numbers dropped.
 * - `indexText`: `segmentForIndex` joined by spaces, the form a full-text index stores.
 */

/** A user word's frequency: high enough to beat jieba's split of it, low enough not to swallow a neighbour. */
const USER_WORD_FREQUENCY = 5000;

/** Words so common in any text that an index gains nothing by holding them. */
const FUNCTION_WORDS = new Set([
  '的', '了', '和', '与', '及', '或', '等', '在', '对', '为', '由', '按', '以', '于', '并', '其', '是', '之', '将', '从', '被',
  '把', '向', '或者', '以及', '并且', '其中', '有关', '相关', '一个', '这个', '那个',
]);

let instance: Jieba | undefined;

function jieba(): Jieba {
  if (!instance) {
    const made = Jieba.withDict(dict);
    made.loadDict(Buffer.from(USER_DICTIONARY.map((word) => `${normalizeText(word)} ${USER_WORD_FREQUENCY}`).join('\n')));
    instance = made;
  }
  return instance;
}

/** Loads the dictionaries now (start-up), not on the first question. */
export function warmSegmenter(): void {
  jieba();
}

export function normalizeText(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ');
}

const WORD_CHARS = /[^\p{L}\p{N}]/gu;

/** A token as an index holds it: letters and digits only (an index tokenizer splits at anything else). */
function clean(token: string): string {
  return token.replace(WORD_CHARS, '');
}

/** The precise cut (no HMM guessing, so a question and a document agree), punctuation and spaces dropped. */
export function segmentWords(text: string): string[] {
  return jieba()
    .cut(normalizeText(text), false)
    .map(clean)
    .filter((token) => token.length > 0);
}

/**
 * jieba's own cut of a text as given (no normalization, nothing dropped): search mode (a long word and the
 * dictionary words inside it) or precise mode. The full-text searches build their tokens from it.
 */
export function searchCut(text: string, mode: 'search' | 'precise'): string[] {
  return mode === 'search' ? jieba().cutForSearch(text, false) : jieba().cut(text, false);
}

/** The precise cut with nothing dropped: the tokens concatenate back to the normalized text. */
export function segmentRaw(text: string): string[] {
  return jieba().cut(normalizeText(text), false);
}

/** Search-mode tokens of a document, without function words and bare numbers. */
export function segmentForIndex(text: string): string[] {
  return jieba()
    .cutForSearch(normalizeText(text), false)
    .map(clean)
    .filter((token) => token.length > 0 && !FUNCTION_WORDS.has(token) && !/^\d+$/.test(token));
}

export function indexText(text: string): string {
  return segmentForIndex(text).join(' ');
}

/** Whether a word is in the user dictionary (a term the corpus and owners share). */
export function isUserWord(word: string): boolean {
  return userWords().has(normalizeText(word));
}

let userWordSet: Set<string> | undefined;

function userWords(): Set<string> {
  userWordSet ??= new Set(USER_DICTIONARY.map(normalizeText));
  return userWordSet;
}

let generalIdf: TfIdf | undefined;

/**
 * How rare a word is in general Chinese (jieba's idf table): 准备 or 时候 about 4–5, 宠物 or 养蜂 about 10.
 * Tells a subject the corpus has never heard of (refuse) from an ordinary word it simply does not use.
 * Undefined for a word the table does not know.
 */
export function generalRarity(word: string): number | undefined {
  generalIdf ??= TfIdf.withDict(idf);
  const found = generalIdf.extractKeywords(jieba(), word, 1)[0];
  return found && found.keyword === word ? found.weight : undefined;
}
