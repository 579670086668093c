import { SEARCH_SYNONYMS } from '../search-synonyms';

/**
 * Chinese text as retrieval terms. We index overlapping character bigrams of each CJK run plus whole
 * ASCII words and numbers: bigrams need no dictionary, cover every new compound the corpus grows (高企,
 * 专精特新, 加计扣除 …) and are the standard baseline for Chinese BM25; the synonym table bridges the
 * abbreviations a bigram cannot (高企 ↔ 高新技术企业). ADR 0024 says why not a segmenter.
 */

/** Words of a question that carry no subject: asking, politeness, the assistant itself. Removed before indexing the query. */
const QUESTION_WORDS = [
  '什么时候', '啥时候', '何时', '请问', '你好', '您好', '麻烦', '帮我', '帮忙', '告诉我', '想知道', '想问', '问一下', '一下', '了解',
  '什么', '哪些', '哪个', '哪里', '怎么', '怎样', '如何', '是否', '有没有', '能不能', '可不可以', '可以', '需要', '需不需要',
  '多少', '要求', '一般', '现在', '目前', '我们', '我司', '公司', '企业的', '我的', '我能', '我', '吗', '呢', '吧', '啊', '的', '了', '呀', '么',
];

const STOP_BIGRAMS = new Set(['政策', '规定', '相关', '有关', '企业']);

const CJK = /[\u3400-\u9fff]/;

/** Full-width letters, digits and punctuation to ASCII, lower case. */
export function normalize(text: string): string {
  return text
    .replace(/[\uff01-\uff5e]/g, (char) => String.fromCharCode(char.charCodeAt(0) - 0xfee0))
    .replace(/\u3000/g, ' ')
    .toLowerCase();
}

/** Bigrams of CJK runs and whole ASCII words/numbers, in order (repeats kept: BM25 counts them). */
export function terms(text: string): string[] {
  const out: string[] = [];
  const normalized = normalize(text);
  let run = '';
  let word = '';
  const flushRun = () => {
    if (run.length === 1) out.push(run);
    for (let index = 0; index + 1 < run.length; index += 1) out.push(run.slice(index, index + 2));
    run = '';
  };
  const flushWord = () => {
    if (word.length > 0) out.push(word);
    word = '';
  };
  for (const char of normalized) {
    if (CJK.test(char)) {
      flushWord();
      run += char;
    } else if (/[a-z0-9.%]/.test(char)) {
      flushRun();
      word += char;
    } else {
      flushRun();
      flushWord();
    }
  }
  flushRun();
  flushWord();
  return out;
}

/**
 * The question as search text: the typed abbreviation and every longer form of it from the search
 * synonym table (the same table 政策原文检索 uses), question words cut out so they neither match nor dilute.
 */
export function queryText(question: string): { text: string; forms: string } {
  const typedText = normalize(question);
  let text = typedText;
  const forms: string[] = [];
  for (const group of SEARCH_SYNONYMS) {
    for (const typed of group) {
      if (!typedText.includes(normalize(typed))) continue;
      for (const other of group) if (other !== typed && !other.includes(typed)) forms.push(other);
      // 高企 → 高新技术企业 in place: the expanded phrase makes the bigrams the documents use.
      const longest = [...group].sort((a, b) => b.length - a.length)[0] ?? typed;
      if (longest.length <= typed.length || longest.includes(typed)) continue;
      text = text.replace(normalize(typed), ` ${normalize(longest)} `);
    }
  }
  for (const word of QUESTION_WORDS) text = text.split(word).join(' ');
  return { text, forms: forms.join(' ') };
}

/**
 * Characters that glue a spoken question together (有啥, 几年, 能补吗): a query bigram holding one mostly
 * straddles two words (证书有, 期几) and matches nothing the question is about.
 */
const FUNCTION_CHARS = /[有的是要吗么啥几能会被还到按给对和与在了去用来吧呢呀哪谁怎该想让把就都也]/;

function contentTerms(text: string): string[] {
  const all = [...new Set(terms(text))].filter((term) => !STOP_BIGRAMS.has(term) && term.length > 1);
  const content = all.filter((term) => !FUNCTION_CHARS.test(term));
  return content.length > 0 ? content : all;
}

/**
 * The query's distinct terms, without bigrams too common to tell documents apart or straddling glue
 * words: `core` from the question as typed (abbreviations spelled out), `extra` from the other synonym
 * forms, which may match but are alternatives, not further requirements.
 */
export function queryTerms(question: string): { core: string[]; extra: string[] } {
  const { text, forms } = queryText(question);
  const core = contentTerms(text);
  return { core, extra: contentTerms(forms).filter((term) => !core.includes(term)) };
}

/**
 * What kind of answer a question wants, by its wording, and the words a clause giving that answer uses:
 * 需要什么条件 is answered by a clause that says 条件/符合/不低于, not by one that merely names the topic.
 */
const INTENTS: readonly { asks: RegExp; answers: RegExp; lists?: RegExp }[] = [
  {
    asks: /条件|资格|门槛|要求|符合|够不够/,
    answers: /条件|符合|不低于|不少于|以上|满足|须|应当/,
    lists: /(以下|下列|如下)条件|条件(如下|为)|同时(满足|符合)/,
  },
  {
    asks: /材料|资料|文件|准备|提交什么|提供什么/,
    answers: /材料|提交|提供|证明|报告|复印件|申请书/,
    lists: /(以下|下列|如下)材料|材料(如下|清单)/,
  },
  { asks: /流程|程序|步骤|怎么申报|如何申报|怎么申请|如何申请|怎么办理|去哪/, answers: /程序|流程|申请|申报|提交|审核|评审|登记/ },
  { asks: /多少钱|多少|金额|最高|补多少|奖多少|标准|比例/, answers: /万元|最高|%|比例|给予|奖励|补助/ },
  { asks: /什么时候|何时|截止|期限|有效期|多久/, answers: /截止|时间|日前|期限|有效期|年|月/ },
];

/**
 * How well a passage fits the kind of answer the question wants: 2 for the lead-in of the list it asks
 * for (须同时满足以下条件), 1.5 for a passage in that vocabulary, 1 otherwise or when the kind is unclear.
 */
export function intentFit(question: string): (passage: string) => number {
  const intents = INTENTS.filter((intent) => intent.asks.test(question));
  return (passage) => {
    if (intents.some((intent) => intent.lists?.test(passage))) return 2;
    if (intents.some((intent) => intent.answers.test(passage))) return 1.5;
    return 1;
  };
}
