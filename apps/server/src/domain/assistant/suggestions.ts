import type { Db } from '../../db/database';
import type { DocType } from './clauses';

const TABLES: Record<DocType, string> = {
  policy: 'policies',
  project: 'declaration_projects',
  notice: 'notices',
  interpretation: 'interpretations',
};

export async function documentExists(db: Db, docType: DocType, docId: string): Promise<boolean> {
  if (!/^\d{1,12}$/.test(docId)) return false;
  return await db.get(`SELECT 1 FROM ${TABLES[docType]} WHERE id = ?`, Number(docId)) !== undefined;
}

/** Questions the corpus answers with citations (the evaluation set checks each kind). */
const GENERAL = ['高企认定需要什么条件', '我能申请研发费用补助吗', '专精特新中小企业认定有哪些条件', '研发费用加计扣除怎么享受', '数字化改造补助最高多少'];

const FOR_DOCUMENT: Record<DocType, string[]> = {
  policy: ['这项政策的申报条件是什么', '申报需要哪些材料', '支持标准是多少', '我符合这项政策的条件吗'],
  project: ['申报需要哪些材料', '申报条件有哪些', '我符合申报条件吗', '申报流程是什么'],
  notice: ['申报条件有哪些', '需要提交哪些材料', '支持内容是什么', '申报流程是什么'],
  interpretation: ['这项政策的主要内容是什么', '适用对象是谁', '支持标准是多少'],
};

export function suggestionsFor(doc: { docType: DocType; docId: string } | null): string[] {
  return doc ? FOR_DOCUMENT[doc.docType] : GENERAL;
}
