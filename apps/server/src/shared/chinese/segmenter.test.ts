import { describe, expect, it } from 'vitest';
import { generalRarity, indexText, segmentForIndex, segmentRaw, segmentWords } from './segmenter';

describe('the segmenter', () => {
  it('keeps policy terms and owners’ abbreviations whole (the user dictionary)', () => {
    expect(segmentWords('我们公司能申请高新技术企业认定吗？')).toContain('高新技术企业');
    // Without the dictionary jieba reads 营/收不到/1000/万能.
    expect(segmentWords('营收不到1000万能不能申请科小')).toEqual(expect.arrayContaining(['营收', '科小']));
    expect(segmentWords('能报省里的专精特新吗')).toEqual(['能', '报', '省里', '的', '专精特新', '吗']);
  });

  it('indexes a document by its words and the words inside them, without punctuation, function words or bare numbers', () => {
    const terms = segmentForIndex('对新授权的国内发明专利，每件资助 1 万元；');
    expect(terms).toEqual(expect.arrayContaining(['发明专利', '发明', '专利', '资助', '万元']));
    expect(terms).not.toContain('的');
    expect(terms).not.toContain('1');
    expect(indexText('认定为高新技术企业须同时满足以下条件：')).toMatch(/^[\p{L}\p{N} ]+$/u);
  });

  it('cuts a question so that its tokens give the normalized text back (full-width punctuation to ASCII)', () => {
    expect(segmentRaw('杭洲的高企，奖励多少？').join('')).toBe('杭洲的高企,奖励多少?');
  });

  it('tells ordinary words from rare ones', () => {
    expect(generalRarity('准备') ?? 0).toBeLessThan(generalRarity('养蜂') ?? 0);
  });
});
