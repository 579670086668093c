/**
 * JSON texts that hold a repeated value once (ADR 125). A saved match report's 2,439 policies at a province repeat
 * the same condition rows, bases, evidence and standard texts thousands of times (72 distinct standard texts among
 * ~13,000 rows): written out each time they were 6.1 million characters. `encodeRepeated` writes each value (a
 * string, object or array) that occurs more than once among the values it is given once, in a list of texts, and
 * puts `#<n>` in its place — the n-th text of that list — in the values' texts and in the list's own texts.
 * `repeatedDecoder` puts them back: the text it gives for a value is exactly `JSON.stringify` of that value.
 *
 * `#` never occurs in JSON outside a string, so a reference cannot be mistaken for anything a value holds, and a
 * text with no reference (a value stored plainly) decodes to itself. Neither an encoded text nor a JSON text holds a
 * raw line break (JSON escapes it inside strings), so a list of them can be kept and sent joined by `\n`.
 */

/** Shorter values are left in place: a reference (`#123`) would save nothing. */
const MIN_STRING_LENGTH = 3;
const MIN_COMPOUND_TEXT = 8;

type Compound = object;

const skipped = (value: unknown) => value === undefined || typeof value === 'function' || typeof value === 'symbol';

/**
 * Each value's text written once: `texts` is the list (`#n` is `texts[n]`), `values` the given values' texts in order.
 * A value given is never itself replaced by a reference, only what it holds. Values are compared by their JSON text,
 * which JSON.stringify writes (natively, fast) for each compound value met; what a value holds is looked at only
 * where the value occurs first, so a report that repeats whole condition lists costs little more than one
 * JSON.stringify of it.
 */
export function encodeRepeated(values: readonly unknown[]): { values: string[]; texts: string[] } {
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

/** A string literal of JSON (skipped whole) or a reference outside one. */
const TOKEN = /"[^"\\]*(?:\\.[^"\\]*)*"|#(\d+)/g;

/** Gives back each value's JSON text from its encoded text and the list `encodeRepeated` wrote beside it. */
export function repeatedDecoder(texts: readonly string[]): (encoded: string) => string {
  const decoded: (string | undefined)[] = [];
  const decode = (encoded: string): string => (encoded.includes('#') ? encoded.replace(TOKEN, (match: string, id: string | undefined) => (id === undefined ? match : entry(Number(id)))) : encoded);
  const entry = (id: number): string => {
    let text = decoded[id];
    if (text === undefined) {
      const source = texts[id];
      if (source === undefined) throw new Error(`a stored JSON text refers to #${id}, which its list does not hold`);
      text = decode(source);
      decoded[id] = text;
    }
    return text;
  };
  return decode;
}

/** The list as stored: its texts one a line. */
export const joinTexts = (texts: readonly string[]): string => texts.join('\n');

/** The list as `joinTexts` stored it. */
export const splitTexts = (joined: string): string[] => (joined === '' ? [] : joined.split('\n'));
