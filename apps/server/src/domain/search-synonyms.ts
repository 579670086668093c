/**
 * What people type versus what policies say. Each group lists the forms of one term: the short or
 * colloquial ones people search with first, then the official names used in documents. The table is
 * data: add a group here and search, highlighting and suggestions all follow.
 */
export const SEARCH_SYNONYMS: readonly (readonly string[])[] = [
  ['高企', '高新技术企业'],
  ['专精特新', '专精特新中小企业'],
  ['小巨人', '专精特新"小巨人"', '专精特新“小巨人”'],
  ['研发补助', '研发费用补助'],
  ['加计扣除', '研发费用加计扣除'],
  ['科小', '科技型中小企业'],
  ['创新型', '创新型中小企业'],
  ['技改', '技术改造'],
  ['首台套', '首台（套）', '首台(套)'],
  ['稳岗', '稳岗返还'],
  ['专利补助', '专利资助'],
  ['上市补助', '上市奖励'],
  ['贴息', '贷款贴息'],
  ['数字化', '数字化改造'],
];

/** At most this many forms per typed term, so a query's SQL stays small whatever the table grows to. */
const MAX_FORMS_PER_TERM = 6;

/**
 * The forms a typed term stands for: the term itself, then every synonym spliced in where the term
 * contains a form (高企认定 → 高新技术企业认定). A form that contains the term adds nothing (any text
 * holding it holds the term), and one the term contains would widen the search (专精特新中小企业
 * must not find every 专精特新 text), so both are left out.
 */
export function expandTerm(term: string): string[] {
  const forms = [term];
  for (const group of SEARCH_SYNONYMS) {
    for (const typed of group) {
      if (!term.includes(typed)) continue;
      for (const other of group) {
        if (other === typed || other.includes(typed) || typed.includes(other)) continue;
        const form = term.replace(typed, other);
        if (!forms.includes(form)) forms.push(form);
      }
    }
  }
  return forms.slice(0, MAX_FORMS_PER_TERM);
}

/** The other forms of a term that is itself in the table (高企 → 高新技术企业): targets to suggest. */
export function synonymTargets(term: string): string[] {
  const group = SEARCH_SYNONYMS.find((forms) => forms.includes(term));
  return group ? group.filter((form) => form !== term) : [];
}

/** Every form in the table: the vocabulary spelling suggestions are drawn from. */
export function synonymVocabulary(): string[] {
  return [...new Set(SEARCH_SYNONYMS.flat())];
}
