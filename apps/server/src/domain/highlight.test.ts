import { describe, expect, it } from 'vitest';
import { OPENING_PREFIX_LENGTH, openingSnippetFromPrefix, searchTerms, snippetSegments, toSegments } from './highlight';

describe('searchTerms', () => {
  it('splits on whitespace, drops blanks and repeats, and keeps at most five', () => {
    expect(searchTerms('  专精特新　研发  专精特新 ')).toEqual(['专精特新', '研发']);
    expect(searchTerms(undefined)).toEqual([]);
    expect(searchTerms('a b c d e f g')).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});

describe('toSegments', () => {
  it('marks every occurrence, case-insensitively, and keeps the original text', () => {
    expect(toSegments('PCT 与 pct 专利', ['pct'])).toEqual([
      { text: 'PCT', hit: true },
      { text: ' 与 ', hit: false },
      { text: 'pct', hit: true },
      { text: ' 专利', hit: false },
    ]);
  });

  it('prefers the longest term at a position and never overlaps hits', () => {
    expect(toSegments('高新技术企业认定', ['高新', '高新技术企业'])).toEqual([
      { text: '高新技术企业', hit: true },
      { text: '认定', hit: false },
    ]);
  });

  it('answers one plain segment without terms, and none for empty text', () => {
    expect(toSegments('政策原文', [])).toEqual([{ text: '政策原文', hit: false }]);
    expect(toSegments('', ['研发'])).toEqual([]);
  });
});

describe('snippetSegments', () => {
  const body = `${'前'.repeat(80)}研发费用${'后'.repeat(200)}`;

  it('cuts about 100 characters around the first hit, with ellipses where text was left out', () => {
    const segments = snippetSegments(body, ['研发']);
    const text = segments.map((segment) => segment.text).join('');
    expect(text.startsWith('…')).toBe(true);
    expect(text.endsWith('…')).toBe(true);
    expect(text.replaceAll('…', '')).toHaveLength(100);
    expect(segments.filter((segment) => segment.hit)).toEqual([{ text: '研发', hit: true }]);
  });

  it('opens with the beginning when nothing hits, and flattens line breaks', () => {
    const text = snippetSegments('第一条\n适用范围。', ['研发']).map((segment) => segment.text).join('');
    expect(text).toBe('第一条 适用范围。');
  });
});

describe('openingSnippetFromPrefix', () => {
  const fromPrefix = (body: string) => openingSnippetFromPrefix(body.slice(0, OPENING_PREFIX_LENGTH), body.length > OPENING_PREFIX_LENGTH);
  const bodies = {
    short: '第一条\n适用范围。',
    'exactly the prefix': '条'.repeat(OPENING_PREFIX_LENGTH),
    long: `第一条\u3000为促进中小企业发展，\n\n  根据有关规定，制定本办法。${'第二条 本办法适用于本市登记注册的企业。\n'.repeat(200)}`,
    'a whitespace run across the cut': `${'文'.repeat(150)}${' '.repeat(OPENING_PREFIX_LENGTH)}${'字'.repeat(50)}`,
  };

  for (const [name, body] of Object.entries(bodies)) {
    it(`gives the same opening as the whole body: ${name}`, () => {
      expect(fromPrefix(body)).toEqual(snippetSegments(body, []));
    });
  }

  it('asks for the whole body when the cut prefix is mostly whitespace', () => {
    const body = `${'文'.repeat(20)}${'\n'.repeat(OPENING_PREFIX_LENGTH)}${'字'.repeat(200)}`;
    expect(fromPrefix(body)).toBeUndefined();
    expect(openingSnippetFromPrefix(body.slice(0, 30), false)).toEqual(snippetSegments(body.slice(0, 30), []));
  });
});
