import type { RuleSet } from './rule-set';
import type { RuleSetIssue } from './funding';

/**
 * A policy text read the way a reviewer reads it: its articles (第三条, or 一、 in a 评价标准) and, inside each, the
 * enumerated requirements （一）（二）… or 1. 2. …. A rule set covers its text when every enumerated requirement of
 * an article it cites is cited by one of its conditions (decided by the ledger, or marked as needing material
 * because the ledger cannot decide it) or funding items.
 */

export type DocumentItem = {
  /** 第三条（二）, 一、（四）, 第五条 1. */
  clause: string;
  text: string;
};

export type DocumentArticle = {
  /** 第三条 / 一、 */
  article: string;
  heading: string;
  text: string;
  items: DocumentItem[];
};

/**
 * A document as the rule set's basis names it (《…》) with its paragraphs and 文号: a basis naming another 文号
 * (the national 《办法》 beside a local document of the same name) is another document.
 */
export type PolicyDocument = { title: string; docNo?: string; content: readonly string[] };

const ARTICLE = /^(第[一二三四五六七八九十百零〇\d]+条)[\u3000\s]+(.*)$/s;
const SECTION = /^([一二三四五六七八九十]+、)(.*)$/s;
// An item starts the text or follows a colon, semicolon or full stop; 第（一）～（四）项 is a reference, not a list.
const PAREN_ITEM = /(?:^|[：；。:;\s])（([一二三四五六七八九十]+)）/g;
// 1. 2. … at the start of the text or after a colon, semicolon or full stop; never a decimal (1.5 万元).
const NUMBER_ITEM = /(?:^|[：；。:;\s])(\d{1,2})[.．、](?!\d)/g;

function splitAt(text: string, pattern: RegExp): { label: string; text: string }[] {
  const matches = [...text.matchAll(pattern)];
  return matches.map((match, index) => {
    const start = (match.index ?? 0) + match[0].length;
    const end = index + 1 < matches.length ? (matches[index + 1]?.index ?? text.length) : text.length;
    return { label: match[1] ?? '', text: text.slice(start, end).replace(/^[\s：:]+/, '').replace(/[；;。\s]+$/, '') };
  });
}

const NUMERALS = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二', '十三', '十四', '十五'];

/**
 * The article's list: the last run of labels counting up from the first (一 二 三 …, or 1 2 3 …). A reference
 * before it (符合第六条第（一）～（四）项条件的) is not part of it.
 */
function lastSequence(found: readonly { label: string; text: string }[], numerals: boolean): { label: string; text: string }[] {
  const first = numerals ? '一' : '1';
  for (let start = found.length - 1; start >= 0; start -= 1) {
    if (found[start]?.label !== first) continue;
    const run = found.slice(start);
    const order = numerals ? NUMERALS : run.map((_item, index) => String(index + 1));
    if (run.length >= 2 && run.every((item, index) => item.label === order[index])) return run;
  }
  return [];
}

/** The articles of a policy text and their enumerated requirements. */
export function documentArticles(content: readonly string[]): DocumentArticle[] {
  const articles: DocumentArticle[] = [];
  for (const paragraph of content) {
    const match = ARTICLE.exec(paragraph) ?? SECTION.exec(paragraph);
    if (!match) continue;
    const article = match[1] ?? '';
    const body = match[2] ?? '';
    const headingEnd = body.search(/[。：:]/);
    const heading = headingEnd < 0 ? body : body.slice(0, headingEnd);
    const parens = lastSequence(splitAt(body, PAREN_ITEM), true);
    const numbered = lastSequence(splitAt(body, NUMBER_ITEM), false);
    let items: DocumentItem[] = [];
    if (parens.length > 0) items = parens.map((item) => ({ clause: `${article}（${item.label}）`, text: item.text }));
    else if (numbered.length > 0) items = numbered.map((item) => ({ clause: `${article}${item.label}`, text: item.text }));
    articles.push({ article, heading, text: body, items });
  }
  return articles;
}

/** Whether a cited clause (第三条（二）, 附件2 … 一、（四）) names this article or item. */
function cites(clause: string, target: string): boolean {
  const at = clause.indexOf(target);
  if (at < 0) return false;
  // 一、 inside 十一、 or 第三条 inside 第十三条 is another article.
  const before = clause[at - 1];
  return before === undefined || !/[一二三四五六七八九十百零〇\d]/.test(before);
}

/** A document's title without its 文号 in brackets: 《办法》（国科发火〔2016〕32号） names 《办法》. */
function documentKey(title: string): string {
  return title.replace(/（[^（）]*〔[^（）]*）$/, '').trim();
}

/** The 文号 a basis names in its brackets, if any: 国科发火〔2016〕32号. */
function docNoOf(title: string): string | undefined {
  return /（([^（）]*〔[^（）]*)）$/.exec(title)?.[1];
}

/** Every clause the rule set cites in `title`'s document: conditions, direct paths, funding items and groups. */
function citedClauses(ruleSet: RuleSet, document: PolicyDocument): { clause: string; by: string }[] {
  const cited: { clause: string; by: string }[] = [];
  const sameDocument = (basisTitle: string) => {
    if (documentKey(basisTitle) !== documentKey(document.title)) return false;
    const named = docNoOf(basisTitle);
    return named === undefined || document.docNo === undefined || document.docNo.startsWith(named.replace(/附件\d+$/, ''));
  };
  for (const condition of [...ruleSet.conditions, ...(ruleSet.scoring?.directPaths ?? [])]) {
    if (sameDocument(condition.basis.title)) cited.push({ clause: condition.basis.clause, by: `条件「${condition.title}」` });
  }
  const sourceIsDocument = sameDocument(ruleSet.source.title);
  if (ruleSet.funding && sourceIsDocument) {
    for (const item of ruleSet.funding.items) cited.push({ clause: item.clause, by: `资金项「${item.title}」` });
    for (const group of ruleSet.funding.exclusive ?? []) cited.push({ clause: group.clause, by: `不重复享受组「${group.title}」` });
    if (ruleSet.funding.cap) cited.push({ clause: ruleSet.funding.cap.clause, by: `「${ruleSet.funding.cap.title}」` });
  }
  return cited;
}

/**
 * What of `document` the rule set leaves out or makes up, in the policy desk's words: a clause it cites that the
 * text does not have, and an enumerated requirement of an article it cites that no condition or funding item
 * encodes. Empty when the rule set covers its text.
 */
export function coverageIssues(ruleSet: RuleSet, document: PolicyDocument): RuleSetIssue[] {
  const articles = documentArticles(document.content);
  const cited = citedClauses(ruleSet, document);
  const issues: RuleSetIssue[] = [];
  for (const { clause, by } of cited) {
    const article = articles.find((candidate) => cites(clause, candidate.article));
    if (!article) {
      issues.push({ path: 'ruleSet', message: `${by}所依据的${clause}在《${document.title.replace(/^《|》$/g, '')}》原文中找不到` });
      continue;
    }
    const item = article.items.find((candidate) => cites(clause, candidate.clause));
    const namesItem = /（[一二三四五六七八九十]+）|\d+\s*$/.test(clause.slice(clause.indexOf(article.article) + article.article.length));
    if (namesItem && !item) issues.push({ path: 'ruleSet', message: `${by}所依据的${clause}在原文${article.article}中找不到` });
  }
  for (const article of articles) {
    if (article.items.length === 0 || !cited.some(({ clause }) => cites(clause, article.article))) continue;
    for (const item of article.items) {
      if (cited.some(({ clause }) => cites(clause, item.clause))) continue;
      issues.push({
        path: 'ruleSet',
        message: `原文${item.clause}「${item.text.length > 40 ? `${item.text.slice(0, 40)}…` : item.text}」没有对应的条件或资金项，也没有标为无法从企业档案判断`,
      });
    }
  }
  return issues;
}

/** Whether every enumerated requirement of the cited articles is encoded (the verdict can only then reach 100%). */
export function coversDocument(ruleSet: RuleSet, document: PolicyDocument): boolean {
  return coverageIssues(ruleSet, document).length === 0;
}
