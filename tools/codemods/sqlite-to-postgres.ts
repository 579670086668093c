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

const NOT_AN_ALIAS = /^(WHERE|ORDER|GROUP|LIMIT|OFFSET|JOIN|LEFT|RIGHT|INNER|CROSS|ON|UNION|EXCEPT|INTERSECT|HAVING|WINDOW|FOR|RETURNING)$/i;

function aliasSubqueries(text: string): string {
  const pattern = /\bFROM\s*\((?=\s*(SELECT|WITH|\$\{))/gi;
  let out = '';
  let from = 0;
  let count = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const open = match.index + match[0].length - 1;
    const close = closingParen(text, open);
    if (close === -1) break;
    const next = /^\s*(AS\s+)?([A-Za-z_]\w*)/i.exec(text.slice(close));
    if (!next || (!next[1] && NOT_AN_ALIAS.test(next[2]!))) {
      count += 1;
      out += `${text.slice(from, close)} AS sub${count}`;
      from = close;
    }
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
    // At the end of the statement: inside the literal's closing quote when the text is a whole literal.
    else text = text.replace(/(\s*)(['"`]?)$/, ' ON CONFLICT DO NOTHING$1$2');
  }
  if (/INSERT\s+OR\s+REPLACE/i.test(text)) notes.push('INSERT OR REPLACE needs ON CONFLICT (key) DO UPDATE');

  // In ON CONFLICT … DO UPDATE SET col = col + …, a bare `col` is ambiguous in PostgreSQL (the row or EXCLUDED):
  // SQLite meant the row's.
  const upsert = /INSERT\s+INTO\s+(\w+)[\s\S]*?ON\s+CONFLICT[\s\S]*?DO\s+UPDATE\s+SET\s+([\s\S]*?)(?=\s+WHERE\s|\s+RETURNING\s|[`'"]?\s*$)/i.exec(text);
  if (upsert) {
    const [, table, assignments] = upsert as unknown as [string, string, string];
    const columns = [...assignments.matchAll(/(?:^|,)\s*(\w+)\s*=/g)].map((match) => match[1]!);
    let rewritten = assignments;
    for (const column of columns) {
      rewritten = rewritten.replace(new RegExp(`(=\\s*[^,]*?)(?<![.\\w])${column}\\b(?!\\s*=)`, 'g'), (whole, before: string) => `${before}${table}.${column}`);
    }
    if (rewritten !== assignments) text = text.replace(assignments, rewritten);
  }

  // `id IN (SELECT value FROM json_each(?))`: SQLite compared the array's numbers as numbers; the text elements
  // PostgreSQL yields must be cast to the id's type.
  text = text.replace(/((?:\w+\.)?(?:id|\w+_id))(\s+(?:NOT\s+)?IN\s*\(\s*SELECT\s+)value(\s+FROM\s+json_each\s*\()/gi, '$1$2value::bigint$3');
  // PostgreSQL 15 wants a name for every subquery in FROM.
  text = aliasSubqueries(text);
  // json_each(x) yields a `value` column, as jsonb_array_elements_text does.
  text = rewriteCalls(text, 'json_each', ([arg]) => (arg === undefined ? undefined : `jsonb_array_elements_text((${arg.trim()})::jsonb)`));
  // SQLite sums a condition as 0/1; PostgreSQL has no SUM(boolean).
  const CONDITION = /<=|>=|<>|!=|[=<>]|\b(AND|OR|IN|IS|LIKE|ILIKE|NOT|BETWEEN|EXISTS)\b/i;
  text = rewriteCalls(text, 'sum', ([arg, ...rest]) =>
    arg !== undefined && rest.length === 0 && CONDITION.test(arg) && !/^\s*CASE\b/i.test(arg) ? `SUM(CASE WHEN ${arg.trim()} THEN 1 ELSE 0 END)` : undefined,
  );
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
  // … and so must the places that name the alias (ORDER BY productCount).
  for (const [, alias] of text.matchAll(/\bAS\s+"([a-z][a-z0-9]*[A-Z][A-Za-z0-9]*)"/g)) {
    text = text.replace(new RegExp(`(?<![."\\w])${alias}\\b(?!")`, 'g'), `"${alias}"`);
  }

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
    /\b(SELECT|INSERT\s+(OR\s+\w+\s+)?INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM|CREATE\s+(TABLE|INDEX|TRIGGER))\b/.test(text) ||
    /\b(LIKE|IS(\s+NOT)?)\s+(\?|@[A-Za-z_])/.test(text) ||
    /\b(json_each|ifnull|group_concat)\s*\(/i.test(text) ||
    /\bAS\s+[a-z][a-z0-9]*[A-Z]/.test(text) && /\b[a-z_]+\.[a-z_]+\b/.test(text)
  );
}
