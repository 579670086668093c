import type { Db } from './database';

/**
 * Characters that never show (format characters such as U+200B ZERO WIDTH SPACE and the bidi controls, variation
 * selectors, fillers): a name holding them looks exactly like one without.
 */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;

/**
 * A name as it is stored and shown: NFKC (full-width letters and digits, compatibility ideographs and the
 * ideographic space become their ordinary forms), without invisible characters, white space collapsed.
 */
export function displayName(name: string): string {
  return name.normalize('NFKC').replace(INVISIBLE, '').replace(/\s+/gu, ' ').trim();
}

/**
 * What makes two names the same name for a uniqueness check: the shown form without white space, letters in one
 * case. Kept beside the tables (`name_key` columns) so migrations can compute it for rows already stored.
 */
export function nameKey(name: string): string {
  return displayName(name).replace(/\s/gu, '').toLowerCase();
}

/**
 * Tables whose names are compared by key. Seed modules insert through insert functions that must also work on
 * the older schemas a database is upgraded from, so they leave the key out; start-up fills in what is missing.
 */
const KEYED_TABLES = ['institutions', 'market_enterprises'] as const;

export async function fillNameKeys(db: Db): Promise<void> {
  for (const table of KEYED_TABLES) {
    const update = `UPDATE ${table} SET name_key = ? WHERE id = ?`;
    for (const row of (await db.all(`SELECT id, name FROM ${table} WHERE name_key IS NULL`)) as { id: number; name: string }[]) {
      await db.run(update, nameKey(row.name), row.id);
    }
  }
}
