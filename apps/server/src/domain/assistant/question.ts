import type { RegionPlace } from '@smes/eligibility';
import type { Db } from '../../db/database';
import { PARAPHRASES, paraphraseGroups } from '../../shared/chinese/paraphrases';
import type { Paraphrase } from '../../shared/chinese/paraphrases';
import { generalRarity, normalizeText, segmentForIndex, segmentRaw, segmentWords } from '../../shared/chinese/segmenter';
import { TypoCorrector } from '../../shared/chinese/typos';
import type { Correction } from '../../shared/chinese/typos';
import { USER_DICTIONARY } from '../../shared/chinese/user-dictionary';
import { SEARCH_SYNONYMS } from '../search-synonyms';
import { documentFrequencies, indexSize } from './clause-store';
import { questionTypes } from './question-types';
import type { QuestionType } from './question-types';
import { regionNames, regionsInQuestion } from './regions-in-question';
import type { RegionRecord } from '../regions';
import { flatMapInOrder } from '../../shared/in-order';

/**
 * A question as the assistant reads it: typos mended, the places it names or means, what kind of answer
 * it wants, whether it points at the page's own document, and its subject as concepts, each with the
 * forms documents may write it in (房租 → 租金) and its weight (how rare the concept is in the corpus).
 */

export type Concept = {
  /** The words as the question has them. */
  text: string;
  /** Ways a clause may hold it: each a list of index terms that must all be there. */
  forms: string[][];
  /** idf of the concept in the corpus; the largest weight when no document holds it. */
  weight: number;
  /** Documents holding its commonest form (0: the corpus never speaks of it). */
  df: number;
  /** Which part of the question it belongs to (…享受，要等汇算清缴吗: two parts). */
  segment: number;
  /** Names a subject of its own: some form is held by few documents (研发中心), or none (宠物); not 条件 or 补贴. */
  specific: boolean;
};

export type AnalyzedQuestion = {
  asked: string;
  /** Normalized, typos mended. */
  text: string;
  corrections: Correction[];
  regions: RegionRecord[];
  nationwide: boolean;
  unresolvedPlace: string | null;
  types: QuestionType[];
  /** 这份政策 / 这个项目 / 本页: the document in view. */
  deictic: boolean;
  concepts: Concept[];
};

/** Words that ask but say nothing about the subject: left out of the concepts. */
const QUESTION_WORDS = new Set([
  '我', '我们', '我司', '咱们', '咱', '本公司', '公司', '企业', '单位', '我家', '厂里', '我们厂', '你', '您', '你们', '请问', '你好', '您好', '麻烦',
  '帮', '帮忙', '帮我', '看看', '看一下', '查', '查查', '查一下', '问', '问问', '问一下', '一下', '想', '想问', '想知道', '知道', '了解', '告诉',
  '能', '能否', '可否', '能不能', '可以', '可不可以', '是否', '有没有', '没有', '有', '是', '吗', '呢', '吧', '啊', '呀', '么', '嘛', '的', '了', '得',
  '什么', '啥', '哪些', '哪个', '哪', '哪里', '怎么', '怎样', '怎么样', '如何', '多少', '几', '多', '多久', '多长', '要', '需要', '需', '要求', '还',
  '也', '都', '就', '又', '再', '这', '那', '这个', '那个', '这些', '现在', '目前', '今年', '明年', '去年', '一般', '大概', '具体', '到底', '究竟',
  '给', '让', '跟', '和', '与', '及', '或者', '还是', '如果', '的话', '吗', '不', '没', '会', '应该', '该', '得', '拿', '拿到', '领', '享受', '申请',
  '申报', '办理', '弄', '搞', '报', '有关', '相关', '关于', '政策', '规定', '情况', '问题', '东西', '一些', '些', '个', '次', '方面', '现在', '最近',
  '符合', '符', '够', '够不够', '满足', '行', '行不行', '可能', '必须', '一定', '这种', '那种', '之类', '等', '几年', '几个', '几个月',
  '几天', '几次', '几件', '多少年', '多长时间', '时候', '什么时候', '啥时候', '多大', '多高', '多少钱', '多少万', '最多', '最高', '最少', '至少', '上限',
  '不到', '不能', '不足', '低于', '高于', '超过', '以上', '以下', '达到', '小于', '大于', '不满', '左右', '差不多',
  '金额', '额度', '数额', '钱数', '分别', '各是', '各', '是什么', '怎么算', '算', '哪年', '哪天', '几号', '到底', '现在', '还有',
  '评上', '评', '拿到', '能拿', '给', '能给', '要交', '交', '办', '弄', '一下子', '比一下', '比较', '区别',
]);

/** A word no document uses that starts with how much is asked (最高奖, 一共补): read without that start. */
const ASKING_PREFIX = /^(最高|最多|最少|一共|总共|每年|大概|一般)/;
/** 算不算, 能不能, 是不是, 有没有: asking, whatever the verb. */
const A_NOT_A = /^(.{1,2})[不没]\1/;
/** Counts without a subject (一吨, 每件, 几个): not concepts. */
const COUNT = /^[一二三四五六七八九十两几每半]+[个件吨家人次年月天元项条种]?$/;

/** Characters that make a word a question (能免, 给几): such a word the corpus never uses is read character by character. */
const ASKING = /[几多啥吗么呢能会哪谁怎咋]/;

const DEICTIC = /(这|该|此|本|上面的?|当前)(份|个|项|条|篇|一)?(政策|文件|办法|项目|通知|解读|细则|措施|规定|意见|方案|页面?|文章)|本页/g;

type Phrase = { says: string; documents: readonly string[] };

const PHRASES: Phrase[] = [...PARAPHRASES, ...paraphraseGroups(SEARCH_SYNONYMS)]
  .flatMap((entry: Paraphrase) => entry.says.map((says) => ({ says: normalizeText(says), documents: entry.documents })))
  .sort((a, b) => b.says.length - a.says.length);

const correctors = new WeakMap<Db, TypoCorrector>();

async function corrector(db: Db): Promise<TypoCorrector> {
  let made = correctors.get(db);
  if (!made) {
    const words = [...USER_DICTIONARY, ...PHRASES.map((phrase) => phrase.says), ...(await regionNames(db)).map((entry) => entry.name)].map(normalizeText);
    made = new TypoCorrector(words);
    correctors.set(db, made);
  }
  return made;
}

function idf(documents: number, df: number): number {
  return Math.log(1 + (documents - df + 0.5) / (df + 0.5));
}

/** A span is a word when the segmenter keeps it whole or a document holds it: such a span is never "corrected". */
async function isWord(db: Db, span: string): Promise<boolean> {
  return segmentWords(span).length === 1 || ((await documentFrequencies(db, [span])).get(span) ?? 0) > 0;
}

function formsOf(text: string): string[][] {
  const precise = segmentWords(text);
  return precise.length > 0 ? [precise] : [];
}

async function conceptsOf(db: Db, subject: string): Promise<Concept[]> {
  let rest = subject;
  const raw: { text: string; forms: string[][]; at: number }[] = [];
  // Phrases owners use (房租, 高级工证书) first, longest first; single characters only as whole words below.
  for (const phrase of PHRASES) {
    if ([...phrase.says].length < 2) continue;
    const at = rest.indexOf(phrase.says);
    if (at < 0) continue;
    raw.push({ text: phrase.says, forms: [...formsOf(phrase.says), ...phrase.documents.flatMap(formsOf)], at });
    rest = rest.slice(0, at) + ' '.repeat(phrase.says.length) + rest.slice(at + phrase.says.length);
  }
  let offset = 0;
  const unknown = async (token: string) => ((await documentFrequencies(db, [token])).get(token) ?? 0) === 0;
  const tokens = await flatMapInOrder(segmentWords(rest), async (token) => {
      if ([...token].length > 1 && await unknown(token) && ASKING_PREFIX.test(token)) return [token.replace(ASKING_PREFIX, '')].filter((part) => part.length > 0);
      return ASKING.test(token) && [...token].length > 1 && await unknown(token) ? [...token] : [token];
    });
  for (const token of tokens) {
    const at = rest.indexOf(token, offset);
    offset = at >= 0 ? at + token.length : offset;
    if (QUESTION_WORDS.has(token) || /^\d+(\.\d+)?$/.test(token) || COUNT.test(token) || A_NOT_A.test(token)) continue;
    const single = PHRASES.find((phrase) => phrase.says === token);
    if ([...token].length < 2 && !single && !/^[a-z]+$/.test(token)) continue;
    const forms = [[token], ...(single ? single.documents.flatMap(formsOf) : [])];
    // A word the corpus never uses as such may still be written in its parts (国有厂房 → 国有 厂房).
    const parts = segmentForIndex(token).filter((part) => part !== token && [...part].length > 1);
    if (parts.length > 1) forms.push(parts);
    raw.push({ text: token, forms, at: at >= 0 ? at : rest.length });
  }
  const { documents } = await indexSize(db);
  const seen = new Set<string>();
  const concepts: Concept[] = [];
  for (const item of raw.sort((a, b) => a.at - b.at)) {
    const forms = dedupeForms(item.forms);
    // 租的…房租: two words for one thing count once.
    const key = forms.map((form) => form.join(' ')).sort().join('|');
    if (seen.has(item.text) || seen.has(key)) continue;
    seen.add(item.text);
    seen.add(key);
    const frequencies = await documentFrequencies(db, forms.flat());
    // A form is as common as its rarest term; the concept as its commonest form.
    const formDf = forms.map((form) => Math.min(...form.map((term) => frequencies.get(term) ?? 0)));
    const df = Math.max(0, ...formDf);
    const specific = df === 0 || formDf.some((formFrequency) => formFrequency > 0 && formFrequency < documents * SUBJECT_SHARE);
    concepts.push({
      text: item.text,
      forms,
      weight: df > 0 ? idf(documents, df) : unknownWeight(item.text, idf(documents, 0)),
      df,
      segment: segmentAt(subject, item.at),
      specific,
    });
  }
  return mergeSubjectless(concepts);
}

const SEGMENT_BREAK = /[，,；;。？?！!]|还有|另外|以及|并且|同时/g;

function segmentAt(text: string, at: number): number {
  let segment = 0;
  for (const match of text.matchAll(SEGMENT_BREAK)) if (match.index < at) segment += 1;
  return segment;
}

/** A concept held by more than this share of documents names no subject of its own (条件, 补贴). */
export const SUBJECT_SHARE = 0.2;

/** Parts of a question with no subject of their own (…，要准备什么材料) belong to the part before them. */
function mergeSubjectless(concepts: Concept[]): Concept[] {
  const segments = [...new Set(concepts.map((concept) => concept.segment))].sort((a, b) => a - b);
  const hasSubject = (segment: number) => concepts.some((concept) => concept.segment === segment && concept.specific);
  const target = new Map<number, number>();
  let last: number | null = null;
  for (const segment of segments) {
    if (hasSubject(segment) || last === null) last = segment;
    target.set(segment, last);
  }
  // A first part without a subject joins the next part that has one.
  const first = segments.find(hasSubject);
  return concepts.map((concept) => {
    const into = target.get(concept.segment) ?? concept.segment;
    return { ...concept, segment: hasSubject(into) || first === undefined ? into : first };
  });
}

/** General idf below which a word is ordinary language (准备, 时候), above which a subject of its own (养蜂). */
const ORDINARY_RARITY = 5;

/**
 * The weight of a word no document holds: a subject the corpus never speaks of (火星, 宠物) weighs as much
 * as the rarest word, so the question is refused; an ordinary word it merely does not use (准备, 降到)
 * weighs by how unusual it is in general Chinese, little or nothing.
 */
function unknownWeight(word: string, rarest: number): number {
  const rarity = generalRarity(word);
  if (rarity === undefined) return rarest;
  return Math.min(rarest, Math.max(0, rarity - ORDINARY_RARITY));
}

function dedupeForms(forms: string[][]): string[][] {
  const seen = new Set<string>();
  return forms.filter((form) => {
    const key = form.join(' ');
    if (form.length === 0 || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export async function analyzeQuestion(db: Db, question: string, place: RegionPlace | null): Promise<AnalyzedQuestion> {
  const normalized = normalizeText(question).trim();
  const { text, corrections } = await (await corrector(db)).correct(segmentRaw(normalized), (span) => isWord(db, span));
  const places = await regionsInQuestion(db, text, place);
  const deictic = new RegExp(DEICTIC.source).test(places.rest);
  const subject = places.rest.replace(DEICTIC, ' ');
  return {
    asked: question,
    text,
    corrections,
    regions: places.regions,
    nationwide: places.nationwide,
    unresolvedPlace: places.unresolved,
    types: questionTypes(text),
    deictic,
    concepts: await conceptsOf(db, subject),
  };
}
