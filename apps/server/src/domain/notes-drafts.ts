import type { Db } from '../db/database';

/** One material's draft in a wiki: the text, who saved it last and when. */
export type MaterialDraft = { materialId: string; content: string; updatedBy: string; updatedAt: string };

/** The drafts of one project's materials in a wiki, by material id. */
export async function listMaterialDrafts(db: Db, wikiId: string, projectId: number): Promise<Map<string, MaterialDraft>> {
  const rows = (await db.all(`SELECT d.material_id AS "materialId", d.content, u.nick_name AS "updatedBy", d.updated_at AS "updatedAt"
       FROM notes_drafts d JOIN users u ON u.id = d.updated_by
       WHERE d.wiki_id = ? AND d.project_id = ?`, wikiId, projectId)) as MaterialDraft[];
  return new Map(rows.map((row) => [row.materialId, row]));
}

export type DraftSave = { wikiId: string; projectId: number; materialId: string; content: string; userId: number };

/**
 * Saves (or replaces) a material's draft. The wiki is shared by its organisation's members, so the last save
 * wins and the page names who made it. Line endings are kept as the browser sends them (CRLF from a form).
 */
export async function saveMaterialDraft(db: Db, draft: DraftSave, now: Date): Promise<void> {
  await db.run(`INSERT INTO notes_drafts (wiki_id, project_id, material_id, content, updated_by, updated_at)
     VALUES (@wikiId, @projectId, @materialId, @content, @userId, @at)
     ON CONFLICT (wiki_id, project_id, material_id) DO UPDATE SET content = excluded.content, updated_by = excluded.updated_by, updated_at = excluded.updated_at`, { ...draft, at: now.toISOString() });
}
