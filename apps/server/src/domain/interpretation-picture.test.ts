// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { parseSvg } from '../testing/parse-svg';
import { escapeXml, pictureAlt, renderInterpretationPicture } from './interpretation-picture';
import type { PictureFacts } from './interpretation-picture';

const FACTS: PictureFacts = {
  title: '深圳市关于加快推进专精特新中小企业高质量发展的若干措施',
  issuer: '深圳市工业和信息化局',
  docNo: '深工信规〔2025〕12号',
  publishDate: '2025-03-18',
  support: '单个企业最高 130 万元（资金扶持）',
  conditionsHeading: '申报条件',
  conditions: ['在深圳市依法注册、具有独立法人资格', '上年度研发费用占营业收入比重不低于 3%'],
  deadline: '申报截止：2026年12月20日',
};

describe('the picture of a 一图读懂', () => {
  it('is an SVG that shows every fact of the policy, and its text alternative says the same', () => {
    const { svg, alt } = renderInterpretationPicture(FACTS);
    const document = parseSvg(svg);
    const shown = document.documentElement.textContent ?? '';
    for (const fact of [FACTS.issuer, FACTS.docNo, '① 支持内容', '② 申报条件', '③ 申报时间', '2026年12月20日']) expect(shown).toContain(fact);
    expect(document.querySelector('title')?.textContent).toBe(`一图读懂《${FACTS.title}》`);
    expect(document.querySelectorAll('rect[stroke]')).toHaveLength(3);
    expect(document.querySelectorAll('path[marker-end]')).toHaveLength(2);
    expect(alt).toBe(pictureAlt(FACTS));
    for (const fact of [FACTS.title, FACTS.issuer, FACTS.docNo, FACTS.support, ...FACTS.conditions, FACTS.deadline]) expect(alt).toContain(fact);
  });

  it('escapes hostile titles and drops what XML cannot hold, so the picture stays one inert document', () => {
    const hostile: PictureFacts = {
      ...FACTS,
      title: `</text></svg><script>alert(1)</script><svg onload="x">&amp;'"\u0000\u0007\uD800`,
      issuer: '<a href="javascript:alert(1)">局</a>',
      conditions: [']]><!ENTITY x "y">', '&lt;已转义&gt;'],
    };
    const { svg } = renderInterpretationPicture(hostile);
    const document = parseSvg(svg);
    expect(document.getElementsByTagName('script')).toHaveLength(0);
    expect(document.getElementsByTagName('a')).toHaveLength(0);
    expect(document.querySelectorAll('[onload]')).toHaveLength(0);
    for (const unfit of ['\u0000', '\u0007', '\uD800']) expect(svg.includes(unfit)).toBe(false);
    expect(document.querySelector('title')?.textContent).toBe(`一图读懂《</text></svg><script>alert(1)</script><svg onload="x">&amp;'"》`);
    expect(svg).toContain(escapeXml(hostile.title));
    expect(document.documentElement.textContent).toContain('&lt;已转义&gt;');
  });

  it('escapes the five markup characters', () => {
    expect(escapeXml(`<a b="c" d='e'>&</a>`)).toBe('&lt;a b=&quot;c&quot; d=&apos;e&apos;&gt;&amp;&lt;/a&gt;');
  });
});
