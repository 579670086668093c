import type { PortalSchemas } from '@smes/contract-types';
import type { Db } from '../../db/database';

export type DocType = PortalSchemas['AssistantDocType'];

/** One citable unit: an article of a policy, a paragraph of an interpretation, one line of a notice or project. */
export type Clause = {
  docType: DocType;
  docId: string;
  title: string;
  docNo: string | null;
  /** 第十一条, 第3段, 申报条件第2项, 申报材料第1项. */
  clause: string;
  /** The detail page's block index (see AssistantCitation.paragraph in the contract). */
  paragraph: number;
  text: string;
  /** Where the document applies (发文地区); 100000 for 全国. */
  regionCode: string;
  /** A policy's level, for the tie-break that prefers the issuing authority. */
  national: boolean;
};

const ARTICLE = /^(第[一二三四五六七八九十百零]+条)[\u3000 ]/;
const CHAPTER = /^第[一二三四五六七八九十]+章[\u3000 ]/;

function parseArray(json: string | null): string[] {
  if (!json) return [];
  const value = JSON.parse(json) as unknown;
  return Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? item : JSON.stringify(item))) : [];
}

function policyClauses(db: Db): Clause[] {
  const rows = db
    .prepare(`SELECT id, title, doc_no, content, region_code, level FROM policies WHERE validity = 'valid' ORDER BY id`)
    .all() as { id: number; title: string; doc_no: string; content: string; region_code: string; level: string }[];
  const out: Clause[] = [];
  for (const row of rows) {
    parseArray(row.content).forEach((paragraph, index) => {
      if (CHAPTER.test(paragraph) || paragraph.trim().length === 0) return;
      const article = ARTICLE.exec(paragraph);
      out.push({
        docType: 'policy',
        docId: String(row.id),
        title: row.title,
        docNo: row.doc_no || null,
        clause: article?.[1] ?? `第${index + 1}段`,
        paragraph: index,
        text: paragraph,
        regionCode: row.region_code,
        national: row.level === 'national',
      });
    });
  }
  return out;
}

function interpretationClauses(db: Db): Clause[] {
  const rows = db
    .prepare(
      `SELECT i.id, i.title, i.content, p.region_code, p.level, p.doc_no FROM interpretations i LEFT JOIN policies p ON p.id = i.policy_id ORDER BY i.id`,
    )
    .all() as { id: number; title: string; content: string; region_code: string | null; level: string | null; doc_no: string | null }[];
  return rows.flatMap((row) =>
    parseArray(row.content).map((paragraph, index) => ({
      docType: 'interpretation' as const,
      docId: String(row.id),
      title: row.title,
      docNo: null,
      clause: `第${index + 1}段`,
      paragraph: index,
      text: paragraph,
      regionCode: row.region_code ?? '100000',
      national: row.level === 'national',
    })),
  );
}

/** A notice's detail shows these arrays in this order; a clause's paragraph counts across them. */
const NOTICE_PARTS = [
  ['policy_text', '政策原文'],
  ['support', '支持内容'],
  ['conditions', '申报条件'],
  ['procedure', '申报流程'],
  ['materials', '申报材料'],
] as const;

function noticeClauses(db: Db): Clause[] {
  const rows = db
    .prepare(`SELECT id, title, region_code, level, policy_text, support, conditions, procedure, materials FROM notices ORDER BY id`)
    .all() as ({ id: number; title: string; region_code: string; level: string } & Record<(typeof NOTICE_PARTS)[number][0], string>)[];
  const out: Clause[] = [];
  for (const row of rows) {
    let paragraph = 0;
    for (const [column, label] of NOTICE_PARTS) {
      parseArray(row[column]).forEach((text, index) => {
        out.push({
          docType: 'notice',
          docId: String(row.id),
          title: row.title,
          docNo: null,
          clause: `${label}第${index + 1}项`,
          paragraph,
          text: `${label}：${text}`,
          regionCode: row.region_code,
          national: row.level === 'national',
        });
        paragraph += 1;
      });
    }
  }
  return out;
}

function projectClauses(db: Db): Clause[] {
  const rows = db
    .prepare(
      `SELECT d.id, d.project_name, d.conditions, d.policy_basis, p.region_code, d.level FROM declaration_projects d
       LEFT JOIN policies p ON p.id = d.policy_id ORDER BY d.id`,
    )
    .all() as { id: number; project_name: string; conditions: string; policy_basis: string; region_code: string | null; level: string }[];
  const materials = db.prepare(`SELECT name, required, description FROM declaration_materials WHERE project_id = ? ORDER BY seq`);
  const out: Clause[] = [];
  for (const row of rows) {
    const basis = JSON.parse(row.policy_basis) as { docNo?: string };
    const conditions = JSON.parse(row.conditions) as PortalSchemas['DeclarationCondition'][];
    const base = {
      docType: 'project' as const,
      docId: String(row.id),
      title: row.project_name,
      docNo: basis.docNo ?? null,
      regionCode: row.region_code ?? '100000',
      national: row.level === 'national',
    };
    conditions.forEach((condition, index) => {
      out.push({ ...base, clause: `申报条件第${index + 1}项`, paragraph: index, text: `申报条件：${condition.title}。${condition.detail}（依据：${condition.basis}）` });
    });
    (materials.all(row.id) as { name: string; required: number; description: string }[]).forEach((material, index) => {
      out.push({
        ...base,
        clause: `申报材料第${index + 1}项`,
        paragraph: conditions.length + index,
        text: `申报材料：${material.name}（${material.required ? '必交' : '选交'}）。${material.description}`,
      });
    });
  }
  return out;
}

/** Every clause of the corpus, in a stable order. */
export function collectClauses(db: Db): Clause[] {
  return [...policyClauses(db), ...interpretationClauses(db), ...noticeClauses(db), ...projectClauses(db)];
}

/** Changes whenever a document is published or seeded: the index rebuilds when it does. */
export function corpusFingerprint(db: Db): string {
  const row = db
    .prepare(
      `SELECT (SELECT COUNT(*) || '.' || IFNULL(MAX(id), 0) FROM policies) AS p, (SELECT COUNT(*) || '.' || IFNULL(MAX(id), 0) FROM notices) AS n,
        (SELECT COUNT(*) FROM interpretations) AS i, (SELECT COUNT(*) FROM declaration_projects) AS d`,
    )
    .get() as Record<string, string | number>;
  return `${row['p']}|${row['n']}|${row['i']}|${row['d']}`;
}
