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

/** A distinct string of MIN_STRING_LENGTH characters or more: how often it would be written, its place in the list. */
type Text = { readonly value: string; readonly hash: number; count: number; id: number; quoted: string | undefined };
/**
 * A distinct object or array (told apart by its JSON text): its keys (null for an array) and parts, how often it would
 * be written, its place in the list, its text once written (kept if it is written again) and its JSON text's length.
 */
type Compound = { readonly keys: readonly string[] | null; readonly parts: readonly Part[]; readonly hash: number; written: number; id: number; text: string | undefined; length: number };
/** What an object's property or an array's item holds as JSON has it: a short string kept as it is, a longer one or a compound value by its record. */
type Part = number | boolean | null | string | Text | Compound;

const isText = (part: Text | Compound): part is Text => (part as Text).value !== undefined;

/** 32-bit hashing of what a compound value holds, to find an equal one already met (then compared part by part). */
const mix = (hash: number, value: number): number => {
  const mixed = Math.imul(hash ^ value, 0x9e3779b1);
  return mixed ^ (mixed >>> 15);
};
const float = new Float64Array(1);
const floatWords = new Int32Array(float.buffer);
const numberHash = (value: number): number => {
  if ((value | 0) === value) return mix(0x1b873593, value);
  float[0] = value;
  return mix(mix(0x2c1b3c6d, floatWords[0] as number), floatWords[1] as number);
};
const shortStringHash = (value: string): number => {
  let hash = 0x3d4d51c3 ^ value.length;
  for (let index = 0; index < value.length; index += 1) hash = mix(hash, value.charCodeAt(index));
  return hash;
};
const TRUE_HASH = 0x4ed8aa4a;
const FALSE_HASH = 0x5be0cd19;
const NULL_HASH = 0x6a09e667;
const ARRAY_SEED = 0x7f4a7c15;
const OBJECT_SEED = 0x1f83d9ab;
const TEXT_SEED = 0x27d4eb2f;
const KEY_SEED = 0x165667b1;

const hashOf = (part: Part): number => {
  switch (typeof part) {
    case 'number':
      return numberHash(part);
    case 'string':
      return shortStringHash(part);
    case 'boolean':
      return part ? TRUE_HASH : FALSE_HASH;
    default:
      return part === null ? NULL_HASH : part.hash;
  }
};

/** Two compound values' records hold the same parts under the same keys: their JSON texts are equal. */
const sameParts = (compound: Compound, keys: readonly string[] | null, parts: readonly Part[]): boolean => {
  if (compound.parts.length !== parts.length || (compound.keys === null) !== (keys === null)) return false;
  for (let index = 0; index < parts.length; index += 1) if (compound.parts[index] !== parts[index]) return false;
  if (keys !== null) for (let index = 0; index < keys.length; index += 1) if ((compound.keys as readonly string[])[index] !== keys[index]) return false;
  return true;
};

/** What JSON.stringify writes for a value with `toJSON` (a Date: its string). */
const jsonValue = (value: unknown, key: string): unknown =>
  value !== null && typeof value === 'object' && typeof (value as { toJSON?: unknown }).toJSON === 'function' ? (value as { toJSON: (key: string) => unknown }).toJSON(key) : value;

/**
 * Each value's text written once: `texts` is the list (`#n` is `texts[n]`), `values` the given values' texts in order.
 * A value given is never itself replaced by a reference, only what it holds; each is read once, in order.
 *
 * One walk over the values gives each distinct string and each distinct object or array a record, inner values
 * first: an object or array is known by its parts (numbers, short strings, and its strings', objects' and arrays'
 * records), found among those met before by a hash of them and compared part by part — equal exactly when their JSON
 * texts are, and no text written to compare them (ADR 136; ADR 125's first version wrote each value's JSON text with
 * JSON.stringify to compare it, at every level again). How often each would be written is then counted over the
 * records, outermost first — what a repeated value holds is written once, with it — and the texts are written from
 * the records: the same list and the same rows as ADR 125's encoder wrote (a test holds them equal).
 */
export function encodeRepeated(values: Iterable<unknown>): { values: string[]; texts: string[] } {
  const textsByValue = new Map<string, Text>();
  const keyHashes = new Map<string, number>();
  const byHash = new Map<number, Compound | Compound[]>();
  /** Every distinct compound value, each after the values it holds (so the outermost last). */
  const compounds: Compound[] = [];

  const keyHash = (key: string): number => {
    let hash = keyHashes.get(key);
    if (hash === undefined) {
      hash = mix(KEY_SEED, keyHashes.size);
      keyHashes.set(key, hash);
    }
    return hash;
  };
  /** A value as a part; undefined for what JSON.stringify leaves out of an object (and writes as null in an array). */
  const partOf = (value: unknown, key: string): Part | undefined => {
    const item = jsonValue(value, key);
    switch (typeof item) {
      case 'string': {
        if (item.length < MIN_STRING_LENGTH) return item;
        let text = textsByValue.get(item);
        if (!text) {
          text = { value: item, hash: mix(TEXT_SEED, textsByValue.size), count: 0, id: -1, quoted: undefined };
          textsByValue.set(item, text);
        }
        return text;
      }
      case 'number':
        // As JSON writes them: NaN and the infinities are null, -0 is 0.
        return Number.isFinite(item) ? (item === 0 ? 0 : item) : null;
      case 'boolean':
        return item;
      case 'object':
        return item === null ? null : compoundOf(item);
      case 'undefined':
      case 'function':
      case 'symbol':
        return undefined;
      default:
        // A bigint, which JSON.stringify refuses with its own error.
        return JSON.stringify(item) as never;
    }
  };
  const partsOf = (item: object): { keys: string[] | null; parts: Part[]; hash: number } => {
    const parts: Part[] = [];
    if (Array.isArray(item)) {
      let hash = ARRAY_SEED;
      for (let index = 0; index < item.length; index += 1) {
        const part = partOf(item[index], String(index)) ?? null;
        parts.push(part);
        hash = mix(hash, hashOf(part));
      }
      return { keys: null, parts, hash };
    }
    const keys: string[] = [];
    let hash = OBJECT_SEED;
    // JSON.stringify writes an object's own enumerable properties: a plain object's are what `for…in` walks (faster
    // over objects of many shapes than Object.keys); any other object's are asked for.
    if (Object.getPrototypeOf(item) === Object.prototype) {
      for (const key in item) {
        const part = partOf((item as Record<string, unknown>)[key], key);
        if (part === undefined) continue;
        keys.push(key);
        parts.push(part);
        hash = mix(mix(hash, keyHash(key)), hashOf(part));
      }
    } else {
      for (const key of Object.keys(item)) {
        const part = partOf((item as Record<string, unknown>)[key], key);
        if (part === undefined) continue;
        keys.push(key);
        parts.push(part);
        hash = mix(mix(hash, keyHash(key)), hashOf(part));
      }
    }
    return { keys, parts, hash };
  };
  const compoundOf = (item: object): Compound => {
    const { keys, parts, hash } = partsOf(item);
    const held = byHash.get(hash);
    if (held !== undefined) {
      if (!Array.isArray(held)) {
        if (sameParts(held, keys, parts)) return held;
      } else {
        for (const candidate of held) if (sameParts(candidate, keys, parts)) return candidate;
      }
    }
    const compound: Compound = { keys, parts, hash, written: 0, id: -1, text: undefined, length: -1 };
    compounds.push(compound);
    if (held === undefined) byHash.set(hash, compound);
    else if (Array.isArray(held)) held.push(compound);
    else byHash.set(hash, [held, compound]);
    return compound;
  };
  const quotedOf = (text: Text): string => (text.quoted ??= JSON.stringify(text.value));
  /** The length of a part's JSON text (asked only of values written more than once). */
  const lengthOf = (part: Part): number => {
    switch (typeof part) {
      case 'number':
        return String(part).length;
      case 'string':
        return JSON.stringify(part).length;
      case 'boolean':
        return part ? 4 : 5;
      default:
        if (part === null) return 4;
        if (isText(part)) return quotedOf(part).length;
        if (part.length < 0) {
          const { keys, parts } = part;
          let length = parts.length === 0 ? 2 : 1 + parts.length;
          for (const item of parts) length += lengthOf(item);
          if (keys !== null) for (const key of keys) length += JSON.stringify(key).length + 1;
          part.length = length;
        }
        return part.length;
    }
  };
  /** Written more than once, and long enough that a reference saves something: written once, in the list. */
  const referred = (compound: Compound): boolean => compound.written > 1 && lengthOf(compound) >= MIN_COMPOUND_TEXT;

  // 1. Every value's record; the given values themselves are not counted, only what they hold. A value given is
  //    not kept (only its parts' records), so values made as they are asked for are let go one by one.
  const tops: Part[] = [];
  for (const value of values) {
    const index = String(tops.length);
    const item = jsonValue(value, index);
    if (item === null || typeof item !== 'object') tops.push(partOf(item, index) ?? null);
    else {
      const { keys, parts, hash } = partsOf(item);
      tops.push({ keys, parts, hash, written: 1, id: -1, text: undefined, length: -1 });
    }
  }

  // 2. How often each would be written, outermost first: what a value written in the list holds is written once.
  const countParts = (compound: Compound, times: number) => {
    for (const part of compound.parts) {
      if (part === null || typeof part !== 'object') continue;
      if (isText(part)) part.count += times;
      else part.written += times;
    }
  };
  for (const top of tops) if (top !== null && typeof top === 'object' && !isText(top)) countParts(top, 1);
  for (let index = compounds.length - 1; index >= 0; index -= 1) {
    const compound = compounds[index] as Compound;
    countParts(compound, referred(compound) ? 1 : compound.written);
  }

  // 3. The texts, in the order a walk over the values first writes them (a repeated compound value's place in the
  //    list taken before what it holds is written).
  const texts: string[] = [];
  const keyTexts = new Map<string, string>();
  const keyText = (key: string): string => {
    let text = keyTexts.get(key);
    if (text === undefined) {
      text = `${JSON.stringify(key)}:`;
      keyTexts.set(key, text);
    }
    return text;
  };
  const write = (part: Part): string => {
    switch (typeof part) {
      case 'number':
        return String(part);
      case 'string':
        return JSON.stringify(part);
      case 'boolean':
        return part ? 'true' : 'false';
      default:
        if (part === null) return 'null';
    }
    if (isText(part)) {
      if (part.count < 2) return JSON.stringify(part.value);
      if (part.id < 0) part.id = texts.push(quotedOf(part)) - 1;
      return `#${part.id}`;
    }
    if (!referred(part)) return inner(part);
    if (part.id < 0) {
      part.id = texts.push('') - 1;
      texts[part.id] = inner(part);
    }
    return `#${part.id}`;
  };
  /** A compound value's text, what it holds written as above; kept when it is written again (a short one). */
  const inner = (compound: Compound): string => {
    if (compound.text !== undefined) return compound.text;
    const { keys, parts } = compound;
    let text: string;
    if (keys === null) {
      text = '[';
      for (let index = 0; index < parts.length; index += 1) text += index === 0 ? write(parts[index] as Part) : `,${write(parts[index] as Part)}`;
      text += ']';
    } else {
      text = '{';
      for (let index = 0; index < parts.length; index += 1) text += `${index === 0 ? '' : ','}${keyText(keys[index] as string)}${write(parts[index] as Part)}`;
      text += '}';
    }
    if (compound.written > 1) compound.text = text;
    return text;
  };
  const encoded = tops.map((top) => (top === null || typeof top !== 'object' ? write(top) : isText(top) ? quotedOf(top) : inner(top)));
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
