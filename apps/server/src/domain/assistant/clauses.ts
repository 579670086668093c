import type { PortalSchemas } from '@smes/contract-types';
import type { Db } from '../../db/database';
export type DocType = PortalSchemas['AssistantDocType'];

/** A citable document as the assistant's index keeps it. */
export type DocMeta = {
  docType: DocType;
  docId: string;
  title: string;
  docNo: string | null;
  /** Where the document applies (发文地区); 100000 for 全国. */
  regionCode: string;
  /** A national document, for the tie-break that prefers the issuing authority. */
  national: boolean;
  /** The policy a notice, interpretation or project belongs to. */
  policyId: number | null;
  /** A policy or project with a rule set: what the eligibility engine can judge. */
  judgeable: boolean;
};

/** One citable unit: an article of a policy, a paragraph of an interpretation, one line of a notice or project. */
export type Clause = DocMeta & {
  /** 第十一条, 第3段, 申报条件第2项, 申报材料第1项. */
  clause: string;
  /** The detail page's block index (see AssistantCitation.paragraph in the contract). */
  paragraph: number;
  text: string;
};

export type DocClauses = { doc: DocMeta; clauses: Clause[] };

const ARTICLE = /^(第[一二三四五六七八九十百零]+条)[\u3000 ]/;
const CHAPTER = /^第[一二三四五六七八九十]+章[\u3000 ]/;
const NATIONWIDE = '100000';

function parseArray(json: string | null): string[] {
  if (!json) return [];
  const value = JSON.parse(json) as unknown;
  return Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? item : JSON.stringify(item))) : [];
}

type PolicyRow = { id: number; title: string; doc_no: string; content: string; region_code: string; level: string; validity: string; judgeable: number };

async function policyClauses(db: Db, id: number): Promise<DocClauses | null> {
  const row = (await db.get('SELECT id, title, doc_no, content, region_code, level, validity, rule_set IS NOT NULL AS judgeable FROM policies WHERE id = ?', id)) as PolicyRow | undefined;
  // A repealed policy is no longer an answer.
  if (!row || row.validity !== 'valid') return null;
  const doc: DocMeta = {
    docType: 'policy',
    docId: String(row.id),
    title: row.title,
    docNo: row.doc_no || null,
    regionCode: row.region_code,
    national: row.level === 'national',
    policyId: row.id,
    judgeable: row.judgeable === 1,
  };
  const clauses: Clause[] = [];
  parseArray(row.content).forEach((paragraph, index) => {
    if (CHAPTER.test(paragraph) || paragraph.trim().length === 0) return;
    const article = ARTICLE.exec(paragraph);
    clauses.push({ ...doc, clause: article?.[1] ?? `第${index + 1}段`, paragraph: index, text: paragraph });
  });
  return { doc, clauses };
}

type InterpretationRow = { id: number; title: string; content: string; policy_id: number; region_code: string | null; level: string | null };

async function interpretationClauses(db: Db, id: number): Promise<DocClauses | null> {
  const row = (await db.get('SELECT i.id, i.title, i.content, i.policy_id, p.region_code, p.level FROM interpretations i LEFT JOIN policies p ON p.id = i.policy_id WHERE i.id = ?', id)) as InterpretationRow | undefined;
  if (!row) return null;
  const doc: DocMeta = {
    docType: 'interpretation',
    docId: String(row.id),
    title: row.title,
    docNo: null,
    regionCode: row.region_code ?? NATIONWIDE,
    national: row.level === 'national',
    policyId: row.policy_id,
    judgeable: false,
  };
  return { doc, clauses: parseArray(row.content).map((text, index) => ({ ...doc, clause: `第${index + 1}段`, paragraph: index, text })) };
}

/** A notice's detail shows these arrays in this order; a clause's paragraph counts across them. */
const NOTICE_PARTS = [
  ['policy_text', '政策原文'],
  ['support', '支持内容'],
  ['conditions', '申报条件'],
  ['procedure', '申报流程'],
  ['materials', '申报材料'],
] as const;

type NoticeRow = { id: number; title: string; region_code: string; level: string; policy_id: number | null } & Record<(typeof NOTICE_PARTS)[number][0], string>;

async function noticeClauses(db: Db, id: number): Promise<DocClauses | null> {
  const row = (await db.get('SELECT id, title, region_code, level, policy_id, policy_text, support, conditions, procedure, materials FROM notices WHERE id = ?', id)) as NoticeRow | undefined;
  if (!row) return null;
  const doc: DocMeta = {
    docType: 'notice',
    docId: String(row.id),
    title: row.title,
    docNo: null,
    regionCode: row.region_code,
    national: row.level === 'national',
    policyId: row.policy_id,
    judgeable: false,
  };
  const clauses: Clause[] = [];
  let paragraph = 0;
  for (const [column, label] of NOTICE_PARTS) {
    parseArray(row[column]).forEach((text, index) => {
      clauses.push({ ...doc, clause: `${label}第${index + 1}项`, paragraph, text: `${label}：${text}` });
      paragraph += 1;
    });
  }
  return { doc, clauses };
}

type ProjectRow = {
  id: number;
  project_name: string;
  conditions: string;
  policy_basis: string;
  region_code: string | null;
  level: string;
  policy_id: number | null;
  judgeable: number;
};

async function projectClauses(db: Db, id: number): Promise<DocClauses | null> {
  const row = (await db.get(`SELECT d.id, d.project_name, d.conditions, d.policy_basis, p.region_code, d.level, d.policy_id, d.rule_set IS NOT NULL AS judgeable FROM declaration_projects d
     LEFT JOIN policies p ON p.id = d.policy_id WHERE d.id = ?`, id)) as ProjectRow | undefined;
  if (!row) return null;
  const basis = JSON.parse(row.policy_basis) as { docNo?: string };
  const conditions = JSON.parse(row.conditions) as PortalSchemas['DeclarationCondition'][];
  const doc: DocMeta = {
    docType: 'project',
    docId: String(row.id),
    title: row.project_name,
    docNo: basis.docNo ?? null,
    regionCode: row.region_code ?? NATIONWIDE,
    national: row.level === 'national',
    policyId: row.policy_id,
    judgeable: row.judgeable === 1,
  };
  const clauses: Clause[] = conditions.map((condition, index) => ({
    ...doc,
    clause: `申报条件第${index + 1}项`,
    paragraph: index,
    text: `申报条件：${condition.title}。${condition.detail}（依据：${condition.basis}）`,
  }));
  const materials = (await db.all('SELECT name, required, description FROM declaration_materials WHERE project_id = ? ORDER BY seq', row.id)) as {
    name: string;
    required: number;
    description: string;
  }[];
  materials.forEach((material, index) => {
    clauses.push({
      ...doc,
      clause: `申报材料第${index + 1}项`,
      paragraph: conditions.length + index,
      text: `申报材料：${material.name}（${material.required ? '必交' : '选交'}）。${material.description}`,
    });
  });
  return { doc, clauses };
}

/** A document's citable clauses as its detail page numbers them; null when it does not exist or is repealed. */
export async function documentClauses(db: Db, docType: DocType, docId: number): Promise<DocClauses | null> {
  switch (docType) {
    case 'policy':
      return await policyClauses(db, docId);
    case 'interpretation':
      return await interpretationClauses(db, docId);
    case 'notice':
      return await noticeClauses(db, docId);
    case 'project':
      return await projectClauses(db, docId);
  }
}
