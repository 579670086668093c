import { normalizeText, segmentWords } from '../../../shared/chinese/segmenter';
import { USER_DICTIONARY } from '../../../shared/chinese/user-dictionary';
import { INTENT_TRAINING } from './training';
import type { Intent, LabelledQuestion } from './training';

/**
 * The intent classifier (ADR 61): multinomial naive Bayes over the frame of a question. Subject words
 * (policy terms of the user dictionary, place names, numbers) are masked before features are taken, so
 * 我们能申请高企吗 and 我们能申请创新券吗 are one frame, and the model learns how people ask, from
 * `training.ts`, instead of a keyword list that grows with every miss.
 */

/** Dictionary words that say how something is asked, not what about: kept in the frame. */
const FRAME_WORDS = new Set(['有效期', '申报条件', '申报材料', '申报流程', '工作程序', '支持内容', '支持标准', '资助标准', '截止时间', '申报时间', '申报期', '申报系统', '政务服务网']);
const PLACE_WORDS = new Set(['区里', '市里', '省里', '县里', '本区', '本市', '本省', '本县']);
const TOPIC_WORDS = new Set(USER_DICTIONARY.map(normalizeText).filter((word) => !FRAME_WORDS.has(word) && !PLACE_WORDS.has(word)));

export type Masker = (token: string) => string | null;

/** The question's tokens with subjects masked: T for a policy term, R for a place, N for a number. */
export function frameTokens(question: string, isPlace: (token: string) => boolean = () => false): string[] {
  return segmentWords(question).map((token) => {
    if (PLACE_WORDS.has(token) || isPlace(token)) return 'R';
    if (TOPIC_WORDS.has(token)) return 'T';
    if (/^\d+(\.\d+)?[a-z]*$/.test(token)) return 'N';
    return token;
  });
}

function features(tokens: readonly string[]): string[] {
  const out: string[] = [];
  const padded = ['^', ...tokens, '$'];
  for (const token of tokens) out.push(`w:${token}`);
  for (let index = 0; index + 1 < padded.length; index += 1) out.push(`b:${padded[index]}|${padded[index + 1]}`);
  const chars = ['^', ...[...tokens.join('')], '$'];
  for (let index = 0; index + 1 < chars.length; index += 1) out.push(`c:${chars[index]}${chars[index + 1]}`);
  return out;
}

const SMOOTHING = 0.3;

export class IntentClassifier {
  private readonly counts = new Map<Intent, Map<string, number>>();
  private readonly totals = new Map<Intent, number>();
  private readonly priors = new Map<Intent, number>();
  private readonly vocabulary = new Set<string>();

  constructor(
    examples: readonly LabelledQuestion[],
    private readonly isPlace: (token: string) => boolean = () => false,
  ) {
    for (const example of examples) {
      const table = this.counts.get(example.intent) ?? new Map<string, number>();
      for (const feature of features(frameTokens(example.question, isPlace))) {
        table.set(feature, (table.get(feature) ?? 0) + 1);
        this.totals.set(example.intent, (this.totals.get(example.intent) ?? 0) + 1);
        this.vocabulary.add(feature);
      }
      this.counts.set(example.intent, table);
      this.priors.set(example.intent, (this.priors.get(example.intent) ?? 0) + 1);
    }
  }

  /** log P(eligibility | question) − log P(information | question): above 0 the question asks about us. */
  eligibilityOdds(question: string): number {
    const observed = features(frameTokens(question, this.isPlace)).filter((feature) => this.vocabulary.has(feature));
    const size = this.vocabulary.size;
    const logLikelihood = (intent: Intent) => {
      const table = this.counts.get(intent) ?? new Map<string, number>();
      const total = this.totals.get(intent) ?? 0;
      let sum = Math.log(this.priors.get(intent) ?? 1);
      for (const feature of observed) sum += Math.log(((table.get(feature) ?? 0) + SMOOTHING) / (total + SMOOTHING * size));
      return sum;
    };
    return logLikelihood('eligibility') - logLikelihood('information');
  }

  classify(question: string): Intent {
    return this.eligibilityOdds(question) > 0 ? 'eligibility' : 'information';
  }
}

let trained: IntentClassifier | undefined;

/** The classifier trained on `training.ts` (once per process; training takes a few milliseconds). */
export function intentClassifier(): IntentClassifier {
  trained ??= new IntentClassifier(INTENT_TRAINING);
  return trained;
}
