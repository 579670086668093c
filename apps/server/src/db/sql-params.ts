import pg from 'pg';

/**
 * Statements are written with SQLite's placeholders — `?` in order, `@name` (or `:name`) bound from an object —
 * and PostgreSQL wants `$1, $2, …`. A statement's text is translated once and its binding plan kept, so the
 * same text can be reused with new values at no further cost. Text inside quotes, comments and `::` casts is
 * left alone; `@@` and `<@`/`@>` are PostgreSQL's operators, not names.
 */
export type SqlValue = string | number | bigint | boolean | Buffer | null | undefined;
export type NamedValues = Readonly<Record<string, SqlValue>>;
export type BindArg = SqlValue | readonly SqlValue[] | NamedValues;

type Slot = { kind: 'position'; index: number } | { kind: 'name'; name: string };

/** `text` with `$n` placeholders; `pieces`, the text between them (one more than `places`); `places`, each one's n. */
export type TranslatedSql = { text: string; slots: readonly Slot[]; pieces: readonly string[]; places: readonly number[] };

const cache = new Map<string, TranslatedSql>();
const CACHE_LIMIT = 5_000;

function isIdentifierStart(char: string | undefined): boolean {
  return char !== undefined && /[A-Za-z_]/.test(char);
}

function isIdentifierPart(char: string | undefined): boolean {
  return char !== undefined && /[A-Za-z0-9_]/.test(char);
}

export function translateSql(sql: string): TranslatedSql {
  const cached = cache.get(sql);
  if (cached) return cached;
  const slots: Slot[] = [];
  const named = new Map<string, number>();
  let positional = 0;
  let out = '';
  const pieces: string[] = [];
  const places: number[] = [];
  let pieceStart = 0;
  const place = (slot: number) => {
    pieces.push(out.slice(pieceStart));
    places.push(slot);
    out += `$${slot}`;
    pieceStart = out.length;
  };
  let i = 0;
  const length = sql.length;
  while (i < length) {
    const char = sql[i]!;
    const next = sql[i + 1];
    if (char === "'" || char === '"') {
      let end = i + 1;
      while (end < length) {
        if (sql[end] === char) {
          if (sql[end + 1] === char) end += 2;
          else break;
        } else end += 1;
      }
      out += sql.slice(i, end + 1);
      i = end + 1;
      continue;
    }
    if (char === '-' && next === '-') {
      const end = sql.indexOf('\n', i);
      const stop = end === -1 ? length : end;
      out += sql.slice(i, stop);
      i = stop;
      continue;
    }
    if (char === '/' && next === '*') {
      const end = sql.indexOf('*/', i + 2);
      const stop = end === -1 ? length : end + 2;
      out += sql.slice(i, stop);
      i = stop;
      continue;
    }
    if (char === ':' && next === ':') {
      out += '::';
      i += 2;
      continue;
    }
    if (char === '?') {
      slots.push({ kind: 'position', index: positional });
      positional += 1;
      place(slots.length);
      i += 1;
      continue;
    }
    const previous = sql[i - 1];
    if ((char === '@' || char === ':') && isIdentifierStart(next) && previous !== '@' && previous !== '<' && !isIdentifierPart(previous)) {
      let end = i + 1;
      while (isIdentifierPart(sql[end])) end += 1;
      const name = sql.slice(i + 1, end);
      let slot = named.get(name);
      if (slot === undefined) {
        slots.push({ kind: 'name', name });
        slot = slots.length;
        named.set(name, slot);
      }
      place(slot);
      i = end;
      continue;
    }
    out += char;
    i += 1;
  }
  pieces.push(out.slice(pieceStart));
  const translated = { text: out, slots, pieces, places };
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(sql, translated);
  return translated;
}

function isNamedValues(value: BindArg): value is NamedValues {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);
}

/** What node-postgres sends for a value: numbers and strings as they are, booleans as 1/0 like SQLite. */
function toParameter(value: SqlValue): unknown {
  if (value === undefined) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'bigint') return value.toString();
  return value;
}

/** The values for a translated statement, from better-sqlite3-style arguments (positional values, arrays, one object of names). */
export function bindValues(translated: TranslatedSql, args: readonly BindArg[]): unknown[] {
  const positional: SqlValue[] = [];
  let names: NamedValues | undefined;
  for (const arg of args) {
    if (Array.isArray(arg)) positional.push(...(arg as readonly SqlValue[]));
    else if (isNamedValues(arg as BindArg)) names = { ...names, ...(arg as NamedValues) };
    else positional.push(arg as SqlValue);
  }
  // A statement written with PostgreSQL's own `$1` placeholders takes its values as they come.
  if (translated.slots.length === 0) return positional.map(toParameter);
  const values = translated.slots.map((slot) => {
    if (slot.kind === 'position') {
      if (slot.index >= positional.length) throw new RangeError(`Too few parameter values were provided (${positional.length})`);
      return toParameter(positional[slot.index]);
    }
    if (!names || !(slot.name in names)) throw new RangeError(`Missing named parameter "${slot.name}"`);
    return toParameter(names[slot.name]);
  });
  const expected = translated.slots.filter((slot) => slot.kind === 'position').length;
  if (positional.length > expected) throw new RangeError(`Too many parameter values were provided (${positional.length} for ${expected})`);
  return values;
}

/**
 * The statement with its values written in as literals (`'…'`, untyped as a bound value is; NULL), for a message that
 * carries several statements (which takes no bound values). Only text and numbers: anything else throws.
 */
export function inlineValues(translated: TranslatedSql, values: readonly unknown[]): string {
  let text = translated.pieces[0] ?? '';
  translated.places.forEach((slot, index) => {
    const value = values[slot - 1];
    if (value === null || value === undefined) text += 'NULL';
    else if (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))) text += pg.escapeLiteral(String(value));
    else throw new TypeError(`A value of a statement sent with its settings must be text or a number (got ${typeof value})`);
    text += translated.pieces[index + 1] ?? '';
  });
  return text;
}
