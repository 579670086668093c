import type { Db } from '../db/database';
import { idsFilter } from '../shared/sql';
import type { SearchDocument } from './global-search/search-sources';

type Row = { id: number; display_name: string; title: string; skills: string; region_name: string; intro: string; service_scope: string; updated_date: string };

/**
 * 找人才 in the one search: what a user would look for (title, skills, region, intro, what they do for
 * enterprises). Only the public columns: a search hit must never carry the person's name, phone or email.
 */
export async function talentSearchDocuments(db: Db, ids?: readonly number[]): Promise<SearchDocument[]> {
  const filter = idsFilter('id', ids);
  const rows = (await db.all(`SELECT id, display_name, title, skills, region_name, intro, service_scope, updated_date FROM talents WHERE ${filter.sql} ORDER BY id`, ...filter.params)) as Row[];
  return rows.map((row) => ({
    id: String(row.id),
    title: `${row.display_name} · ${row.title}`,
    meta: [row.title, row.region_name].join(' '),
    text: [(JSON.parse(row.skills) as string[]).join(' '), row.intro, (JSON.parse(row.service_scope) as string[]).join(' ')].join(' '),
    date: row.updated_date,
  }));
}
