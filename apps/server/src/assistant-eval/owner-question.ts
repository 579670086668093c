/**
 * A question of the owners' set (owner-questions.ts) and what counts as answering it.
 *
 * - `cite`: the clauses that hold the answer; a citation among the first three is right when its document's
 *   title contains `title` and its clause's text contains `holds` (clause level, not a word in a title).
 *   Without `holds` (the engine's answers) the document alone is checked.
 * - `facts`: what the answer text must say, e.g. 45 万元 (compared without spaces).
 * - `kind`: the kind of question, for the figures per type.
 */
export type OwnerTarget = { title: string; holds?: string };

export type OwnerKind = 'amount' | 'rate' | 'duration' | 'conditions' | 'materials' | 'deadline' | 'process' | 'general' | 'eligibility' | 'refusal';

export type OwnerQuestion = {
  question: string;
  /** Asked signed in as this demo account; anonymous otherwise. */
  as?: string;
  /** Asked on the detail page of the policy with this title (the panel or 问问这份政策). */
  onTitle?: string;
  /** The page's policy 文号 prefix, when the title alone is ambiguous (informative only). */
  onPolicy?: string;
  kind: OwnerKind;
  /** answered unless said otherwise. */
  expect?: 'answered' | 'nothing-found' | 'declined';
  cite?: OwnerTarget[];
  facts?: string[];
};
