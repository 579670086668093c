import { chineseNumeral, parseChineseNumeral } from './chinese-numerals';
import type { PolicyArticle } from './types';

/** Policy texts put a full-width space between the number and the text: 第三条 + U+3000 + 申报条件。… */
export const NUMBER_SEPARATOR = '\u3000';

/** How a block is numbered in the published text: 第三条, 第二章, or not at all (a preamble or closing note). */
export type BlockNumber = { label: string; number: number | null };

/**
 * Articles and chapters are numbered in their own sequences through the whole text (a chapter does not restart
 * the article count), as 《高新技术企业认定管理办法》 and every seeded text do; paragraphs are the n-th 段落.
 */
export function blockNumbers(articles: readonly PolicyArticle[]): Map<string, BlockNumber> {
  const numbers = new Map<string, BlockNumber>();
  let article = 0;
  let chapter = 0;
  let paragraph = 0;
  for (const block of articles) {
    if (block.kind === 'article') {
      article += 1;
      numbers.set(block.id, { label: `第${chineseNumeral(article)}条`, number: article });
    } else if (block.kind === 'chapter') {
      chapter += 1;
      numbers.set(block.id, { label: `第${chineseNumeral(chapter)}章`, number: chapter });
    } else {
      paragraph += 1;
      numbers.set(block.id, { label: `第 ${paragraph} 个不编号段落`, number: null });
    }
  }
  return numbers;
}

/** The published paragraphs: what `policies.content` holds and the portal shows, numbered by position. */
export function composeContent(articles: readonly PolicyArticle[]): string[] {
  const numbers = blockNumbers(articles);
  return articles.map((block) => {
    const text = block.text.trim();
    const number = numbers.get(block.id);
    return block.kind === 'paragraph' || !number ? text : `${number.label}${NUMBER_SEPARATOR}${text}`;
  });
}

const NUMBERED = /^第([零一二三四五六七八九十百]+)(条|章)\u3000([\s\S]*)$/;

/**
 * The blocks of a published text, for a revision of a policy the desk did not write. An article or chapter is
 * recognised only where its number is the next in its sequence, so that composing the blocks again gives back
 * the very same paragraphs; anything else stays a paragraph, word for word.
 */
export function parseContent(content: readonly string[], idOf: (index: number) => string = (index) => `p${index + 1}`): PolicyArticle[] {
  let article = 0;
  let chapter = 0;
  return content.map((paragraph, index) => {
    const match = NUMBERED.exec(paragraph);
    const number = match ? parseChineseNumeral(match[1] ?? '') : undefined;
    const text = match?.[3] ?? '';
    // A numbered block whose text has surrounding spaces would lose them when composed again: keep it verbatim.
    const exact = text === text.trim() && text !== '';
    if (match && exact && match[2] === '条' && number === article + 1) {
      article += 1;
      return { id: idOf(index), kind: 'article', text };
    }
    if (match && exact && match[2] === '章' && number === chapter + 1) {
      chapter += 1;
      return { id: idOf(index), kind: 'chapter', text };
    }
    return { id: idOf(index), kind: 'paragraph', text: paragraph };
  });
}

/** 《title》第N条 for the article a condition rests on; null when the id names no article of the text. */
export function articleCitation(title: string, articles: readonly PolicyArticle[], articleId: string | null): string | null {
  if (articleId === null) return null;
  const block = articles.find((item) => item.id === articleId);
  if (!block || block.kind !== 'article') return null;
  const number = blockNumbers(articles).get(articleId);
  return number ? `《${title.trim()}》${number.label}` : null;
}

const TYPED = /^第([零一二三四五六七八九十百〇0-9]+)(条|章)[\s\u3000]*([\s\S]*)$/;

/**
 * Blocks from a text pasted in whole (from the signed document): one block per non-empty line, a line that
 * starts 第…条 or 第…章 becomes an article or a chapter under the desk's own numbering, any other line a paragraph.
 */
export function blocksFromPlainText(text: string, idOf: () => string = newBlockId): PolicyArticle[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const match = TYPED.exec(line);
      const rest = match?.[3]?.trim() ?? '';
      if (match && rest !== '') return { id: idOf(), kind: match[2] === '条' ? 'article' : 'chapter', text: rest };
      return { id: idOf(), kind: 'paragraph', text: line };
    });
}

let sequence = 0;

/**
 * A new block's id: unique within a document (the server refuses duplicates), stable across its revisions, and
 * never one of the ids a published text is imported with (`p1`, `p2`, …).
 */
export function newBlockId(): string {
  sequence = (sequence + 1) % 1_000_000;
  return `n${Date.now().toString(36)}${sequence.toString(36)}${Math.floor(Math.random() * 36 ** 3).toString(36)}`.slice(0, 24);
}
