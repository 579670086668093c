import { describe, expect, it } from 'vitest';
import { segmentRaw, segmentWords } from './segmenter';
import { TypoCorrector } from './typos';

const corrector = new TypoCorrector(['杭州', '杭州市', '专精特新', '紫金', '加计', '高新技术企业']);
const correct = (text: string) => corrector.correct(segmentRaw(text), (span) => segmentWords(span).length === 1);

describe('homophone typos', () => {
  it('reads 杭洲 as 杭州 and 专精特信 as 专精特新', async () => {
    expect(await correct('杭洲发明专利授权资助多少')).toEqual({ text: '杭州发明专利授权资助多少', corrections: [{ typed: '杭洲', meant: '杭州' }] });
    expect((await correct('专精特信资格有效期几年')).text).toBe('专精特新资格有效期几年');
  });

  it('between words of the same sound, takes the one sharing most of the typed characters; a tie is left alone', async () => {
    const places = new TypoCorrector(['台州', '泰州', '工业设计中心']);
    const fix = (text: string) => places.correct(segmentRaw(text), (span) => segmentWords(span).length === 1);
    // 台洲 keeps 台: 台州, not 泰州 (both read tai zhou).
    expect((await fix('台洲工业设计中心申请要准备什么材料')).corrections).toEqual([{ typed: '台洲', meant: '台州' }]);
    // 太洲 shares nothing with either: no way to tell which was meant.
    expect((await fix('太洲工业设计中心申请要准备什么材料')).corrections).toEqual([]);
  });

  it('leaves words alone, even when they sound like a known one or hold a piece that does', async () => {
    // 资金 sounds like the place 紫金; 国家级 holds 家级, which sounds like 加计.
    expect((await correct('资金什么时候拨付')).corrections).toEqual([]);
    expect((await correct('杭州新认定国家级企业技术中心奖多少')).corrections).toEqual([]);
  });
});
