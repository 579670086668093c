import { pinyin } from 'pinyin-pro';

/**
 * Homophone typos (杭洲 for 杭州, 专精特信 for 专精特新): owners type Chinese through a pinyin input
 * method, so a slip mostly picks another character of the same sound. A span of the question is read as a
 * known word when every character can be read as that word's character (toneless pinyin, any reading of a
 * 多音字) and the span is not itself a word: `isWord` says which spans are words (the caller's corpus
 * and dictionary), so 资金 is never taken for the place 紫金.
 */

const readings = new Map<string, readonly string[]>();

function readingsOf(char: string): readonly string[] {
  let found = readings.get(char);
  if (!found) {
    found = /[\u3400-\u9fff]/.test(char) ? [...new Set(pinyin(char, { toneType: 'none', type: 'array', multiple: true }))] : [char];
    readings.set(char, found);
  }
  return found;
}

/** The word's usual reading, one syllable per character (pinyin-pro reads 银行 as yin hang). */
function keyOf(word: string): string[] {
  return pinyin(word, { toneType: 'none', type: 'array' });
}

export type Correction = { typed: string; meant: string };

export class TypoCorrector {
  private readonly byLength = new Map<number, Map<string, { word: string; key: string[] }[]>>();
  private readonly known: Set<string>;
  private readonly longest: number;

  constructor(words: Iterable<string>) {
    this.known = new Set(words);
    let longest = 0;
    for (const word of this.known) {
      const chars = [...word];
      if (chars.length < 2 || !chars.every((char) => /[\u3400-\u9fff]/.test(char))) continue;
      const key = keyOf(word);
      if (key.length !== chars.length) continue;
      const index = this.byLength.get(chars.length) ?? new Map<string, { word: string; key: string[] }[]>();
      const first = key[0] ?? '';
      index.set(first, [...(index.get(first) ?? []), { word, key }]);
      this.byLength.set(chars.length, index);
      longest = Math.max(longest, chars.length);
    }
    this.longest = longest;
  }

  private candidate(span: string): string | undefined {
    const chars = [...span];
    const index = this.byLength.get(chars.length);
    if (!index) return undefined;
    const options = new Set<string>();
    for (const reading of readingsOf(chars[0] ?? '')) {
      for (const entry of index.get(reading) ?? []) {
        if (entry.key.every((syllable, at) => readingsOf(chars[at] ?? '').includes(syllable))) options.add(entry.word);
      }
    }
    // Of words that sound alike (台州, 泰州 for 台洲), the one keeping most of the typed characters was meant:
    // a slip changes one character, not all. A tie leaves no way to tell which: nothing is corrected.
    const shared = (word: string) => [...word].filter((char, at) => chars[at] === char).length;
    const ranked = [...options].sort((a, b) => shared(b) - shared(a));
    const [best, next] = ranked;
    return best !== undefined && (next === undefined || shared(best) > shared(next)) ? best : undefined;
  }

  /**
   * The text with each homophone slip replaced by the word meant, longest spans first. A slip is a run of the
   * segmenter's tokens that is not itself one known word (杭洲 is cut 杭/洲, 专精特信 专精/特/信): `tokens`
   * are the text's tokens in order, covering it whole, so a correction never starts or ends inside a word
   * (国家级 is one word, and its 家级 is never read as 加计). `isWord` may ask the database (a word its index holds).
   */
  async correct(tokens: readonly string[], isWord: (span: string) => boolean | Promise<boolean>): Promise<{ text: string; corrections: Correction[] }> {
    const corrections: Correction[] = [];
    let out = '';
    let at = 0;
    while (at < tokens.length) {
      let replaced = false;
      let span = '';
      const candidates: { span: string; end: number }[] = [];
      for (let end = at; end < tokens.length; end += 1) {
        span += tokens[end] ?? '';
        if ([...span].length > this.longest) break;
        if (end > at || [...span].length >= 2) candidates.push({ span, end });
      }
      // Longest first; a single token of two or more characters is a word the segmenter knows: left alone.
      for (const { span: text, end } of candidates.reverse()) {
        if (!/^[\u3400-\u9fff]+$/.test(text) || [...text].length < 2) continue;
        if (end === at) continue;
        if (this.known.has(text)) break;
        const meant = this.candidate(text);
        if (meant !== undefined && !(await isWord(text))) {
          corrections.push({ typed: text, meant });
          out += meant;
          at = end + 1;
          replaced = true;
          break;
        }
      }
      if (!replaced) {
        out += tokens[at] ?? '';
        at += 1;
      }
    }
    return { text: out, corrections };
  }
}
