/**
 * Rewrites of SQLite-only SQL into PostgreSQL, applied to the text of string and template literals by the
 * async-db codemod (README.md beside this file). Each rule matches only text that can be nothing but SQL, so it can
 * run over every literal of the server; what it cannot rewrite it reports, to be fixed by hand.
 */

export type SqlRewrite = { text: string; notes: string[] };

/** The index just after the parenthesis that closes the one opening at `open`, or -1. */
function closingParen(text: string, open: number): number {
  let depth = 0;
  let quote: string | undefined;
  for (let i = open; i < text.length; i += 1) {
    const char = text[i];
    if (quote) {
      if (char === quote) quote = undefined;
      continue;
    }
    if (char === "'") quote = char;
    else if (char === '(') depth += 1;
    else if (char === ')') {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
}

/** Splits the arguments of a call at its top-level commas (`inside` is the text between the parentheses). */
function topLevelArguments(inside: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | undefined;
  let start = 0;
  for (let i = 0; i < inside.length; i += 1) {
    const char = inside[i];
    if (quote) {
      if (char === quote) quote = undefined;
      continue;
    }
    if (char === "'") quote = char;
    else if (char === '(' || char === '{') depth += 1;
    else if (char === ')' || char === '}') depth -= 1;
    else if (char === ',' && depth === 0) {
      parts.push(inside.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(inside.slice(start));
  return parts;
}

/** Replaces every call `name(…)` (case-insensitive, not part of a longer word) with what `replace` makes of its arguments. */
function rewriteCalls(text: string, name: string, replace: (args: string[]) => string | undefined): string {
  const pattern = new RegExp(`(?<![A-Za-z0-9_.])${name}\\s*\\(`, 'gi');
  let out = '';
  let from = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const open = match.index + match[0].length - 1;
    const close = closingParen(text, open);
    if (close === -1) break;
    const replacement = replace(topLevelArguments(text.slice(open + 1, close - 1)));
    if (replacement === undefined) continue;
    out += text.slice(from, match.index) + replacement;
    from = close;
    pattern.lastIndex = close;
  }
  return out + text.slice(from);
}

export function rewriteSql(input: string): SqlRewrite {
  const notes: string[] = [];
  let text = input;

  // INSERT OR IGNORE → ON CONFLICT DO NOTHING (before a RETURNING, else at the end of the statement).
  if (/INSERT\s+OR\s+IGNORE\s+INTO/i.test(text)) {
    text = text.replace(/INSERT\s+OR\s+IGNORE\s+INTO/gi, 'INSERT INTO');
    const returning = text.search(/\sRETURNING\s/i);
    if (returning !== -1) text = `${text.slice(0, returning)} ON CONFLICT DO NOTHING${text.slice(returning)}`;
    else text = text.replace(/(\s*)$/, ' ON CONFLICT DO NOTHING$1');
  }
  if (/INSERT\s+OR\s+REPLACE/i.test(text)) notes.push('INSERT OR REPLACE needs ON CONFLICT (key) DO UPDATE');

  // json_each(x) yields a `value` column, as jsonb_array_elements_text does.
  text = rewriteCalls(text, 'json_each', ([arg]) => (arg === undefined ? undefined : `jsonb_array_elements_text((${arg.trim()})::jsonb)`));
  text = rewriteCalls(text, 'ifnull', (args) => `COALESCE(${args.join(',')})`);
  text = rewriteCalls(text, 'instr', (args) => `strpos(${args.join(',')})`);
  text = rewriteCalls(text, 'group_concat', (args) => `string_agg(${args[0]}, ${args[1]?.trim() ?? "','"})`);
  // SQLite's two-argument MAX/MIN are PostgreSQL's GREATEST/LEAST.
  text = rewriteCalls(text, 'max', (args) => (args.length > 1 ? `GREATEST(${args.join(',')})` : undefined));
  text = rewriteCalls(text, 'min', (args) => (args.length > 1 ? `LEAST(${args.join(',')})` : undefined));
  text = text.replace(/CAST\(([^()]*?)\s+AS\s+REAL\)/gi, 'CAST($1 AS double precision)');

  // SQLite's LIKE ignores the case of ASCII letters; PostgreSQL's ILIKE does (and leaves Chinese alone).
  text = text.replace(/(?<![A-Za-z_])LIKE(?=\s+(?:\?|@|\$\{|'|lower\(|'%'))/g, 'ILIKE');
  // `a IS ?` compares with NULL-safe equality in SQLite.
  text = text.replace(/\bIS\s+NOT\s+(?=\?|@[A-Za-z_])/g, 'IS DISTINCT FROM ');
  text = text.replace(/\bIS\s+(?=\?|@[A-Za-z_])/g, 'IS NOT DISTINCT FROM ');

  // PostgreSQL folds unquoted names to lower case: camelCase aliases keep their case in quotes.
  text = text.replace(/\bAS\s+([a-z][a-z0-9]*[A-Z][A-Za-z0-9]*)\b(?!")/g, 'AS "$1"');

  for (const [pattern, note] of [
    [/\bdatetime\s*\(|\bstrftime\s*\(|\bjulianday\s*\(|\bunixepoch\s*\(/i, 'SQLite date function'],
    [/\bdate\s*\(\s*['?@]/i, 'SQLite date() function'],
    [/\browid\b/i, 'rowid'],
    [/\btypeof\s*\(/i, 'typeof()'],
    [/\bsqlite_\w+/i, 'sqlite_* table'],
    [/\bMATCH\s+[@?]/i, 'FTS5 MATCH'],
    [/\bbm25\s*\(/i, 'FTS5 bm25'],
    [/\bjson\s*\(/i, 'json()'],
    [/\bjson_(?:extract|array|object|group_array|group_object)\s*\(/i, 'SQLite JSON function'],
    [/\bround\s*\([^()]*,/i, 'round(x, n) needs numeric in PostgreSQL'],
    [/\bCAST\s*\([^()]*\s+AS\s+INTEGER\)/i, 'CAST AS INTEGER rounds in PostgreSQL, truncates in SQLite'],
    [/\bLIMIT\s+-1\b/i, 'LIMIT -1'],
  ] as const) {
    if (pattern.test(text)) notes.push(note);
  }
  return { text, notes };
}

/** Whether a literal is (part of) SQL the rewrites should look at. */
export function looksLikeSql(text: string): boolean {
  return (
    /\b(SELECT|INSERT\s+INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM|CREATE\s+(TABLE|INDEX|TRIGGER))\b/.test(text) ||
    /\b(LIKE|IS(\s+NOT)?)\s+(\?|@[A-Za-z_])/.test(text) ||
    /\b(json_each|ifnull|group_concat)\s*\(/i.test(text) ||
    /\bAS\s+[a-z][a-z0-9]*[A-Z]/.test(text) && /\b[a-z_]+\.[a-z_]+\b/.test(text)
  );
}
