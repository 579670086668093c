import type { AssistantCitation, AssistantCondition, AssistantDocType, AssistantEligibility, AssistantMethod } from '@smes/api';
import { paths, withQuery } from '../../app/paths';

const DETAIL_PATHS: Record<AssistantDocType, (id: string) => string> = {
  policy: paths.policyNotice.detail,
  project: paths.declarationProject.detail,
  notice: paths.declarationNotice.detail,
  interpretation: paths.policyInterpretation.detail,
};

/** The cited document's detail page, scrolled to the cited clause (`?clause=` is the paragraph's anchor). */
export function citationHref(citation: Pick<AssistantCitation, 'docType' | 'docId' | 'paragraph'>): string {
  return withQuery(DETAIL_PATHS[citation.docType](citation.docId), { clause: citation.paragraph });
}

/** Before `done` says it in full, the stream's first event already tells how the answer is being made. */
export const METHOD_LABELS: Record<AssistantMethod, string> = { extractive: '检索摘录', llm: '大模型生成' };

/** What the label means, in plain words, shown beside it. */
export const METHOD_EXPLANATIONS: Record<AssistantMethod, string> = {
  extractive: '回答逐字摘自政策原文，没有改写；第一句是原文中回答您问题的那一句，点 [1] 等编号可看原文出处。',
  llm: '回答由大模型依据下列政策原文写成，可能有概括；以点开编号看到的原文为准。',
};

export type AnswerPiece = { kind: 'text'; text: string } | { kind: 'citation'; n: number; citation: AssistantCitation | null };

/** Splits an answer's text at its `[n]` markers; a marker whose citation is not (yet) known keeps a null citation. */
export function splitAnswer(text: string, citations: readonly AssistantCitation[]): AnswerPiece[] {
  const pieces: AnswerPiece[] = [];
  let last = 0;
  for (const match of text.matchAll(/\[(\d{1,3})\]/g)) {
    const at = match.index;
    if (at > last) pieces.push({ kind: 'text', text: text.slice(last, at) });
    const n = Number(match[1]);
    pieces.push({ kind: 'citation', n, citation: citations.find((citation) => citation.n === n) ?? null });
    last = at + match[0].length;
  }
  if (last < text.length) pieces.push({ kind: 'text', text: text.slice(last) });
  return pieces;
}

/** The answer as plain text for the clipboard: markers stay, the cited sources follow. */
export function answerForClipboard(text: string, citations: readonly AssistantCitation[]): string {
  if (citations.length === 0) return text;
  const sources = citations.map((citation) => `[${citation.n}] ${citation.title}${citation.docNo ? `（${citation.docNo}）` : ''} ${citation.clause}`);
  return `${text}\n\n${sources.join('\n')}`;
}

/** 符合 / 不符合 / 待核验 with the StatusChip tones the match report uses. */
export const CONDITION_RESULT: Record<AssistantCondition['result'], { label: string; tone: string }> = {
  pass: { label: '符合', tone: 'success' },
  fail: { label: '不符合', tone: 'failed' },
  pending: { label: '待核验', tone: 'pending' },
};

export const VERDICT_TEXT: Record<AssistantEligibility['verdict'], string> = {
  eligible: '按企业档案，符合申报条件',
  ineligible: '按企业档案，暂不符合申报条件',
  incomplete: '部分条件待核验，请补充材料或完善企业档案',
  held: '贵企业已持有该资质且在有效期内，无需申报',
};

/** What to prepare: each condition's material, once, in the order of the conditions. */
export function materialsToPrepare(eligibility: AssistantEligibility): string[] {
  return [...new Set(eligibility.conditions.flatMap((condition) => (condition.prepare ? [condition.prepare] : [])))];
}
