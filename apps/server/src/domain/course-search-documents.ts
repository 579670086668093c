import type { Db } from '../db/database';
import { COURSE_CATEGORY_LABELS } from './courses';
import type { SearchDocument } from './global-search/search-sources';
import { idsFilter } from '../shared/sql';
import type { PortalSchemas } from '@smes/contract-types';

/**
 * Every course (or those of `ids`) as one search document: the fields a user would search (summary, lecturer,
 * their organisation, who it is for and the chapter titles) joined as the text, the category as its label.
 */
export async function courseSearchDocuments(db: Db, ids?: readonly number[]): Promise<SearchDocument[]> {
  const filter = idsFilter('c.id', ids);
  const rows = (await db.all(`SELECT c.id, c.title, c.category, c.summary, c.audience, c.lecturer_name, c.lecturer_title, c.lecturer_org, c.published_at,
       (SELECT string_agg(title, ' ') FROM (SELECT title FROM course_chapters ch WHERE ch.course_id = c.id ORDER BY position) AS sub1) AS chapter_titles
     FROM courses c WHERE ${filter.sql} ORDER BY c.id`, ...filter.params)) as {
    id: number;
    title: string;
    category: PortalSchemas['CourseCategory'];
    summary: string;
    audience: string;
    lecturer_name: string;
    lecturer_title: string;
    lecturer_org: string;
    published_at: string;
    chapter_titles: string | null;
  }[];
  return rows.map((row) => ({
    id: String(row.id),
    title: row.title,
    meta: COURSE_CATEGORY_LABELS[row.category],
    text: [row.summary, row.lecturer_name, row.lecturer_title, row.lecturer_org, row.audience, row.chapter_titles ?? '']
      .filter((part) => part !== '')
      .join(' '),
    date: row.published_at,
  }));
}
