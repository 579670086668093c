/** Escapes LIKE's wildcards; pair it with `ESCAPE '\'` in the SQL. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (match) => `\\${match}`);
}

/** A LIKE pattern matching `text` anywhere, with its wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}
