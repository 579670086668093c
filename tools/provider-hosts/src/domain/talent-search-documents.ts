import type { Db } from '../db/database';
/** One searchable item for the cross-area search (the lead wires the areas' documents in; declared here per the phase's shape). */
type SearchDocument = { id: string; title: string; text: string; date: string };

type Row = { id: number; display_name: string; title: string; skills: string; region_name: string; intro: string; service_scope: string; updated_date: string };

/**
 * 找人才 in the one search: what a user would look for (title, skills, region, intro, what they do for
 * enterprises). Only the public columns: a search hit must never carry the person's name, phone or email.
 */
export async function talentSearchDocuments(db: Db): Promise<SearchDocument[]> {
  const rows = (await db.all('SELECT id, display_name, title, skills, region_name, intro, service_scope, updated_date FROM talents ORDER BY id')) as Row[];
  return rows.map((row) => ({
    id: String(row.id),
    title: `${row.display_name} · ${row.title}`,
    text: [row.title, (JSON.parse(row.skills) as string[]).join(' '), row.region_name, row.intro, (JSON.parse(row.service_scope) as string[]).join(' ')].join(' '),
    date: row.updated_date,
  }));
}
