import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeRepeated, joinTexts, repeatedDecoder, splitTexts } from './repeated-json';

/** Each value's text as a reader gets it back: through the stored list (one a line). */
function roundTrip(values: readonly unknown[]): { decoded: string[]; encoded: string[]; texts: string[] } {
  const { values: encoded, texts } = encodeRepeated(values);
  const decode = repeatedDecoder(splitTexts(joinTexts(texts)));
  return { decoded: encoded.map(decode), encoded, texts };
}

/** Strings that look like what the encoding writes: references, quotes, escapes, line breaks. */
const tricky = fc.constantFrom('#0', '#1', '"#2"', 'a\\"#3', '\\', '\n', '第一条', '营业执照、纳税证明', '\u2028', '\ud800', '{"#":1}', '');
const leaf = fc.oneof(fc.string(), tricky, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
const value = fc.letrec((tie) => ({
  node: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, fc.array(tie('node'), { maxLength: 4 }), fc.dictionary(fc.oneof(fc.string(), tricky), tie('node'), { maxKeys: 4 })),
})).node;

describe('JSON texts holding a repeated value once', () => {
  it('give back exactly what JSON.stringify writes, for any values and however often they repeat', () => {
    fc.assert(
      fc.property(fc.array(value, { minLength: 1, maxLength: 8 }), fc.array(fc.nat(), { maxLength: 30 }), (pool, picks) => {
        // Values built from the same pieces, so that strings, objects and arrays recur within and across them.
        const values = picks.map((pick, index) => ({ id: index, a: pool[pick % pool.length], b: [pool[(pick + 1) % pool.length], pool[pick % pool.length]] }));
        expect(roundTrip(values).decoded).toEqual(values.map((item) => JSON.stringify(item)));
      }),
      { numRuns: 300 },
    );
  });

  it('write a repeated condition row once, and a reference to it wherever it recurs', () => {
    const row = { id: 'registered-in-region', title: '注册地在浙江省', basis: { title: '《浙江省专精特新中小企业认定管理办法》', clause: '第一条' }, status: 'pass', missingFields: [] };
    const values = Array.from({ length: 100 }, (_, index) => ({ policyId: index, policyTitle: `政策 ${index}`, results: [row, { ...row, id: `other-${index}` }] }));
    const { decoded, encoded, texts } = roundTrip(values);
    expect(decoded).toEqual(values.map((item) => JSON.stringify(item)));
    // The row, its basis and its texts once in the list; each value names the row by reference.
    expect(texts.filter((text) => text.includes('registered-in-region'))).toHaveLength(1);
    expect(texts.join('\n').split('浙江省专精特新中小企业认定管理办法')).toHaveLength(2);
    for (const text of encoded) expect(text).toMatch(/^\{"policyId":\d+,"policyTitle":"政策 \d+","results":\[#\d+,\{"id":"other-\d+",/);
    const plain = values.reduce((sum, item) => sum + JSON.stringify(item).length, 0);
    expect(encoded.join('').length + joinTexts(texts).length).toBeLessThan(plain / 2);
  });

  it('leave a value that occurs once in place, and a text without references as it is', () => {
    const values = [{ title: '只出现一次的标题', note: 'a #1 in a string', list: ['x', 1, true, null] }];
    const { encoded, texts } = roundTrip(values);
    expect(texts).toEqual([]);
    expect(encoded).toEqual([JSON.stringify(values[0])]);
    // A row stored plainly (migration 0030's form) decodes to itself with an empty list.
    expect(repeatedDecoder([])(JSON.stringify(values[0]))).toBe(JSON.stringify(values[0]));
  });

  it('write what JSON.stringify writes for dates, missing properties, holes and numbers it cannot write', () => {
    const at = new Date('2026-12-01T00:00:00.000Z');
    const values = [
      { at, again: at, gone: undefined, fn: () => 1, list: [undefined, Number.NaN, Infinity, -0, at], nested: { at } },
      { at, list: [undefined, Number.NaN], nested: { at } },
    ];
    expect(roundTrip(values).decoded).toEqual(values.map((item) => JSON.stringify(item)));
  });

  it('refuse a reference its list does not hold instead of writing something else', () => {
    expect(() => repeatedDecoder(['"a text"'])('{"a":#0,"b":#1}')).toThrow(/#1/);
    expect(splitTexts('')).toEqual([]);
  });
});
