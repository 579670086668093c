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

/**
 * ADR 125's encoder as it was merged (a97915cc), kept here as the reference: ADR 136's writes the same list and the same
 * rows for any values, so what is stored — its size, its order, every reference — does not change.
 */
const MIN_STRING_LENGTH = 3;
const MIN_COMPOUND_TEXT = 8;
type Compound = object;
const skipped = (value: unknown) => value === undefined || typeof value === 'function' || typeof value === 'symbol';
function encodeRepeatedAdr125(values: readonly unknown[]): { values: string[]; texts: string[] } {
  // What JSON.stringify writes for a value with `toJSON` (a Date: its string), asked once: both passes meet the same.
  const converted = new Map<object, unknown>();
  const jsonValue = (value: unknown, key: string): unknown => {
    if (value === null || typeof value !== 'object' || typeof (value as { toJSON?: unknown }).toJSON !== 'function') return value;
    if (!converted.has(value)) converted.set(value, (value as { toJSON: (key: string) => unknown }).toJSON(key));
    return converted.get(value);
  };

  // 1. How often each value would be written: what a repeated value holds is written once, with its first occurrence.
  //    A compound value keeps the record of its text, not the text: only one copy of each text outlives this pass.
  type Seen = { count: number; id: number };
  const seenOf = new Map<Compound, Seen>();
  const compoundSeen = new Map<string, Seen>();
  const stringCount = new Map<string, number>();
  const countIn = (item: Compound) => {
    if (Array.isArray(item)) item.forEach((entry, index) => count(entry, String(index)));
    else for (const name of Object.keys(item)) count((item as Record<string, unknown>)[name], name);
  };
  const count = (value: unknown, key: string) => {
    const item = jsonValue(value, key);
    if (typeof item === 'string') {
      if (item.length >= MIN_STRING_LENGTH) stringCount.set(item, (stringCount.get(item) ?? 0) + 1);
      return;
    }
    if (item === null || typeof item !== 'object') return;
    const text = JSON.stringify(item);
    if (text.length >= MIN_COMPOUND_TEXT) {
      let seen = compoundSeen.get(text);
      if (!seen) {
        seen = { count: 0, id: -1 };
        compoundSeen.set(text, seen);
      }
      seenOf.set(item, seen);
      seen.count += 1;
      if (seen.count > 1) return;
    }
    countIn(item);
  };
  const tops = values.map((value, index) => jsonValue(value, String(index)));
  for (const item of tops) if (item !== null && typeof item === 'object') countIn(item);

  // 2. The texts, with a reference for each value written more than once, in the same order (so each compound value
  //    whose parts are written is one whose parts were counted).
  const texts: string[] = [];
  const stringIds = new Map<string, number>();
  const reference = (seen: Seen, write: () => string): string => {
    if (seen.id < 0) {
      seen.id = texts.length;
      texts.push('');
      texts[seen.id] = write();
    }
    return `#${seen.id}`;
  };
  const inner = (item: Compound): string => {
    if (Array.isArray(item)) return `[${item.map((entry, index) => write(entry, String(index)) ?? 'null').join(',')}]`;
    const parts: string[] = [];
    for (const name of Object.keys(item)) {
      const part = write((item as Record<string, unknown>)[name], name);
      if (part !== undefined) parts.push(`${JSON.stringify(name)}:${part}`);
    }
    return `{${parts.join(',')}}`;
  };
  const write = (value: unknown, key: string): string | undefined => {
    const item = jsonValue(value, key);
    if (skipped(item)) return undefined;
    if (typeof item === 'string') {
      if ((stringCount.get(item) ?? 0) < 2) return JSON.stringify(item);
      let id = stringIds.get(item);
      if (id === undefined) {
        id = texts.push(JSON.stringify(item)) - 1;
        stringIds.set(item, id);
      }
      return `#${id}`;
    }
    if (item === null || typeof item !== 'object') return JSON.stringify(item);
    const seen = seenOf.get(item);
    return seen && seen.count > 1 ? reference(seen, () => inner(item)) : inner(item);
  };
  const encoded = tops.map((item) => (skipped(item) ? 'null' : item !== null && typeof item === 'object' ? inner(item) : JSON.stringify(item)));
  return { values: encoded, texts };
}

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

  it('are the same list and the same rows as ADR 125\'s encoder wrote, for any values', () => {
    fc.assert(
      fc.property(fc.array(value, { minLength: 1, maxLength: 8 }), fc.array(fc.nat(), { maxLength: 30 }), (pool, picks) => {
        const values = picks.map((pick, index) => (index % 5 === 4 ? pool[pick % pool.length] : { id: index % 3, a: pool[pick % pool.length], b: [pool[(pick + 1) % pool.length], pool[pick % pool.length], [pool[pick % pool.length]]] }));
        expect(encodeRepeated(values)).toEqual(encodeRepeatedAdr125(values));
      }),
      { numRuns: 500 },
    );
    const at = new Date('2026-12-01T00:00:00.000Z');
    const row = { id: 'r', title: '注册地在浙江省', basis: { title: '《办法》', clause: '第一条' }, missingFields: [], short: ['ab'], tiny: [1], at };
    // Objects that are not plain: their own enumerable properties only, as JSON.stringify writes them.
    const bare = Object.assign(Object.create(null) as object, { title: '注册地在浙江省', list: [1, 2] });
    const inheriting = Object.create({ inherited: '不写出' }, { own: { value: '注册地在浙江省', enumerable: true }, hidden: { value: '不写出', enumerable: false } }) as object;
    class Point {
      constructor(readonly x: number, readonly y: string) {}
      get z() {
        return 'not written';
      }
    }
    const edge = [row, { ...row }, [row, row, ['ab'], ['ab']], 'a top string', 'a top string', 7, null, undefined, { gone: undefined, fn: () => 1, list: [undefined, Number.NaN, -0, at] }, {}, [], { a: {} }, { a: {} }, bare, bare, inheriting, inheriting, new Point(1, '注册地在浙江省'), { p: new Point(1, '注册地在浙江省') }, { 2: 'two', 1: 'one', b: 'bee', a: 'ay' }, { 2: 'two', 1: 'one', b: 'bee', a: 'ay' }];
    expect(encodeRepeated(edge)).toEqual(encodeRepeatedAdr125(edge));
    const decode = repeatedDecoder(encodeRepeated(edge).texts);
    expect(encodeRepeated(edge).values.map(decode)).toEqual(edge.map((item) => JSON.stringify(item) ?? 'null'));
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
