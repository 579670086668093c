import { describe, expect, it } from 'vitest';
import { clauseBody, cutAtBoundary, piecesOf } from './excerpt';

describe('quotes', () => {
  it('are cut at a sentence or clause boundary, never inside a number', () => {
    const text = '（一）资产总额不超过 5000 万元；（二）研发费用占营业收入比重不低于 60%；（三）近三年未发生重大安全生产事故。';
    for (let max = 10; max < text.length; max += 1) {
      const quoted = cutAtBoundary(text, max);
      expect(quoted.endsWith('…')).toBe(true);
      // What is kept ends where the text has a boundary: the number before it is whole.
      const kept = quoted.slice(0, -1);
      expect(text.startsWith(kept)).toBe(true);
      expect(/\d$/.test(kept) && /^\s*\d/.test(text.slice(kept.length))).toBe(false);
    }
    expect(cutAtBoundary('短句。', 10)).toBe('短句。');
  });

  it('splits a clause into its sentences and semicolon parts, and strips its number and heading', () => {
    expect(piecesOf('对发明专利每件资助 1 万元；对实用新型每件资助 0.1 万元。')).toEqual(['对发明专利每件资助 1 万元；', '对实用新型每件资助 0.1 万元。']);
    expect(clauseBody('第四条　支持内容。对入选的项目给予资助，最高 190 万元。')).toBe('对入选的项目给予资助，最高 190 万元。');
    expect(clauseBody('申报材料：项目申报书（必交）。')).toBe('项目申报书（必交）。');
  });
});
