import { describe, expect, it } from 'vitest';
import { articleCitation, blockNumbers, blocksFromPlainText, composeContent, newBlockId, parseContent } from './policy-text';
import type { PolicyArticle } from './types';

const TEXT: PolicyArticle[] = [
  { id: 'pre', kind: 'paragraph', text: '为支持企业研发，制定本办法。' },
  { id: 'c1', kind: 'chapter', text: '总则' },
  { id: 'a1', kind: 'article', text: '本办法适用于本市注册的企业。' },
  { id: 'a2', kind: 'article', text: '  按上年度研发费用的 10% 给予补助。 ' },
  { id: 'c2', kind: 'chapter', text: '附则' },
  { id: 'a3', kind: 'article', text: '本办法自发布之日起施行。' },
];

describe('policy text', () => {
  it('numbers articles through the whole text and chapters in their own sequence', () => {
    expect(composeContent(TEXT)).toEqual([
      '为支持企业研发，制定本办法。',
      '第一章\u3000总则',
      '第一条\u3000本办法适用于本市注册的企业。',
      '第二条\u3000按上年度研发费用的 10% 给予补助。',
      '第二章\u3000附则',
      '第三条\u3000本办法自发布之日起施行。',
    ]);
    expect(blockNumbers(TEXT).get('a3')).toEqual({ label: '第三条', number: 3 });
  });

  it('reads a published text back into the same blocks, and composing them gives the same paragraphs', () => {
    const content = composeContent(TEXT);
    const blocks = parseContent(content);
    expect(blocks.map((block) => block.kind)).toEqual(['paragraph', 'chapter', 'article', 'article', 'chapter', 'article']);
    expect(composeContent(blocks)).toEqual(content);
  });

  it('keeps a paragraph whose number is out of sequence word for word, so nothing is renumbered on a revision', () => {
    const content = ['第一条\u3000甲。', '第三条\u3000丙。', '第二条 乙（半角空格）。', '第二条\u3000乙。'];
    const blocks = parseContent(content);
    expect(blocks.map((block) => block.kind)).toEqual(['article', 'paragraph', 'paragraph', 'article']);
    expect(composeContent(blocks)).toEqual(content);
  });

  it('cites an article by its number in the current text', () => {
    expect(articleCitation('研发补助办法', TEXT, 'a2')).toBe('《研发补助办法》第二条');
    expect(articleCitation('研发补助办法', TEXT, 'c1')).toBeNull();
    expect(articleCitation('研发补助办法', TEXT, 'gone')).toBeNull();
    expect(articleCitation('研发补助办法', TEXT, null)).toBeNull();
  });

  it('gives new blocks ids the contract accepts and that do not repeat', () => {
    const ids = Array.from({ length: 500 }, () => newBlockId());
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{1,24}$/);
  });

  it('splits a pasted text into blocks, whatever spacing or numbers it was typed with', () => {
    let next = 0;
    const blocks = blocksFromPlainText('为支持研发，制定本办法。\r\n\n第一章 总则\n第1条  适用范围。\n  第二条\u3000补助标准。\n第三条\n', () => `b${(next += 1)}`);
    expect(blocks).toEqual([
      { id: 'b1', kind: 'paragraph', text: '为支持研发，制定本办法。' },
      { id: 'b2', kind: 'chapter', text: '总则' },
      { id: 'b3', kind: 'article', text: '适用范围。' },
      { id: 'b4', kind: 'article', text: '补助标准。' },
      { id: 'b5', kind: 'paragraph', text: '第三条' },
    ]);
  });
});
