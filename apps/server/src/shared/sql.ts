/** Escapes LIKE's wildcards; pair it with `ESCAPE '\'` in the SQL. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (match) => `\\${match}`);
}

/** A LIKE pattern matching `text` anywhere, with its wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** A condition limiting rows to `ids` (every row without them), with its one parameter: any number of ids, one bind. */
export function idsFilter(column: string, ids: readonly number[] | undefined): { sql: string; params: string[] } {
  if (ids === undefined) return { sql: 'TRUE', params: [] };
  return { sql: `${column} = ANY(string_to_array(?, ',')::bigint[])`, params: [ids.join(',')] };
}
