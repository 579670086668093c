import { describe, expect, it } from 'vitest';
import { caselessTerms, OPENING_PREFIX_LENGTH, openingSnippetFromPrefix, searchTerms, snippetFromPrefix, snippetSegments, toSegments } from './highlight';

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

describe('snippetSegments against every hit found (the first hit alone decides the snippet)', () => {
  // The snippet as it was computed before: every hit of the flattened body found, the first one kept.
  function everyHit(text: string, terms: readonly string[]): { start: number; end: number }[] {
    const lower = text.toLowerCase();
    const haystack = lower.length === text.length ? lower : text;
    const needles = terms.map((term) => (haystack === lower ? term.toLowerCase() : term)).filter((term) => term !== '');
    const hits: { start: number; end: number }[] = [];
    let position = 0;
    for (;;) {
      const found = needles
        .map((needle) => ({ start: haystack.indexOf(needle, position), end: haystack.indexOf(needle, position) + needle.length }))
        .filter((hit) => hit.start >= 0)
        .sort((a, b) => a.start - b.start || b.end - a.end)[0];
      if (!found) return hits;
      hits.push(found);
      position = found.end;
    }
  }
  function reference(body: string, terms: readonly string[]) {
    const flat = body.replace(/\s+/g, ' ').trim();
    const [first] = everyHit(flat, terms);
    let start = first ? Math.max(0, first.start - 30) : 0;
    const end = Math.min(flat.length, start + 100);
    start = Math.max(0, Math.min(start, end - 100));
    return toSegments(`${start > 0 ? '…' : ''}${flat.slice(start, end)}${end < flat.length ? '…' : ''}`, terms);
  }

  it('gives the same segments for bodies with many hits, ties at a position, letters in both cases and a letter that lengthens', () => {
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    const pieces = ['企业', '高新技术企业', '高新', '技术', '研发', 'PCT', 'pct', 'Pct', '  ', '\n', '。', '补助', '专精特新', 'İ', '的'];
    const termSets = [['企业'], ['高新', '高新技术企业'], ['pct', '研发'], ['技术', '企业', '高新技术'], ['不在'], ['İ', '补助'], []];
    let compared = 0;
    for (let round = 0; round < 300; round += 1) {
      const body = Array.from({ length: 20 + next(400) }, () => pieces[next(pieces.length)]).join('');
      const terms = termSets[next(termSets.length)] ?? [];
      expect(snippetSegments(body, terms)).toEqual(reference(body, terms));
      compared += 1;
    }
    expect(compared).toBe(300);
  });

  it('starts at the earliest hit, and the longest term there, however many hits follow', () => {
    const body = `${'前'.repeat(50)}高新技术企业${'企业'.repeat(500)}`;
    const hit = snippetSegments(body, ['企业', '高新技术企业']).find((segment) => segment.hit);
    expect(hit).toEqual({ text: '高新技术企业', hit: true });
  });
});

describe('snippetFromPrefix', () => {
  let seed = 11;
  const next = (n: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed % n;
  };
  const pieces = ['企业', '高新技术企业', '高新', '技术', '研发', '补助', '  ', '\n', '\u3000', '。', '“小巨人”', 'PCT', 'İ', '𠮷', '的', '第一条'];

  it('answers what the whole body answers, or nothing, for every cut of generated bodies', () => {
    const termSets = [['企业'], ['高新', '高新技术企业'], ['研发', '补助'], ['小巨人', '“小巨人”'], ['不在'], ['pct'], ['𠮷'], []];
    let told = 0;
    let compared = 0;
    for (let round = 0; round < 400; round += 1) {
      const body = Array.from({ length: 10 + next(300) }, () => pieces[next(pieces.length)]).join('');
      const terms = termSets[next(termSets.length)] ?? [];
      const whole = snippetSegments(body, terms);
      for (const length of [0, 1, 50, 131, 132, 200, 400, body.length - 1, body.length, body.length + 1]) {
        if (length < 0) continue;
        const prefix = body.slice(0, length);
        const answer = snippetFromPrefix(prefix, prefix.length < body.length, terms);
        compared += 1;
        if (answer === undefined) continue;
        told += 1;
        expect(answer).toEqual(whole);
      }
    }
    expect(compared).toBe(4000);
    // Most cuts past the first hit tell; the test would prove little if none did.
    expect(told).toBeGreaterThan(1500);
  });

  it('tells from the start of a long body, and not when a hit may lie beyond it', () => {
    const body = `第一条\n\u3000\u3000${'为促进中小企业发展。'.repeat(10)}支持企业研发${'后'.repeat(5000)}`;
    const prefix = body.slice(0, 1000);
    expect(snippetFromPrefix(prefix, true, ['研发'])).toEqual(snippetSegments(body, ['研发']));
    expect(snippetFromPrefix(prefix, true, [])).toEqual(snippetSegments(body, []));
    expect(snippetFromPrefix(prefix, true, ['量子'])).toBeUndefined();
    // At the cut a longer term could begin at the same place: not told.
    expect(snippetFromPrefix(body.slice(0, body.indexOf('研发') + 2), true, ['研发', '研发费用'])).toBeUndefined();
    // Letters: where they hit hangs on how the whole text lower-cases.
    expect(snippetFromPrefix(`PCT${prefix}`, true, ['pct'])).toBeUndefined();
    expect(snippetFromPrefix(prefix, false, ['研发'])).toEqual(snippetSegments(prefix, ['研发']));
  });

  it('is not told by a hit in the prefix when an earlier, longer term may run past the cut', () => {
    const long = `甲${'乙'.repeat(29)}研发${'丙'.repeat(168)}`;
    const body = `${'前'.repeat(10)}${long}${'后'.repeat(100)}`;
    const terms = ['研发', long];
    expect(snippetFromPrefix(body.slice(0, 150), true, terms)).toBeUndefined();
    expect(snippetFromPrefix(body.slice(0, 400), true, terms)).toEqual(snippetSegments(body, terms));
  });

  it('adds no ellipsis it cannot be sure of: a body that ends in whitespace right after the snippet', () => {
    const body = `${'甲'.repeat(100)}\n\n`;
    expect(snippetSegments(body, [])).toEqual([{ text: '甲'.repeat(100), hit: false }]);
    expect(snippetFromPrefix(body.slice(0, 101), true, [])).toBeUndefined();
    expect(snippetFromPrefix(body.slice(0, 100), true, [])).toBeUndefined();
    expect(snippetFromPrefix(`${body}乙`.slice(0, 102), true, [])).toBeUndefined();
    expect(snippetFromPrefix(`${'甲'.repeat(101)}乙`.slice(0, 101), true, [])).toEqual([{ text: `${'甲'.repeat(100)}…`, hit: false }]);
  });

  it('calls caseless only terms of Han characters, digits and punctuation', () => {
    expect(caselessTerms(['高新技术企业', '首台（套）', '专精特新“小巨人”', '5', '𠮷'])).toBe(true);
    expect(caselessTerms(['5G'])).toBe(false);
    expect(caselessTerms(['Ⅱ类'])).toBe(false);
  });
});
