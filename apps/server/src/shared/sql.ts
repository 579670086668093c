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

/**
 * Rows as one JSON array (`[]` when there are none), for a statement that reads them with the row they hang from
 * instead of in a statement of their own: `object` builds each (`json_build_object`), `from` is the FROM clause and
 * its conditions, `order` their order (the list's own, tie-breakers included).
 */
export function jsonListSql(object: string, from: string, order: string): string {
  return `COALESCE((SELECT json_agg(${object} ORDER BY ${order}) FROM ${from}), '[]')`;
}

/** Links (`LinkedItem`: an id and a title) of the rows `l` of `from` as one JSON array, in `order` (jsonListSql). */
export function linkedItemsSql(from: string, order: string, title = 'l.title'): string {
  return jsonListSql(`json_build_object('id', l.id, 'title', ${title})`, from, order);
}
