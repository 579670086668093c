import { describe, expect, it } from 'vitest';
import { clauseKinds, hasKind, questionTypes } from './question-types';

describe('question types', () => {
  it('reads what kind of answer a question wants, part by part', () => {
    expect(questionTypes('专精特新资格有效期几年')).toEqual(['duration']);
    expect(questionTypes('钱塘区新认定的高新技术企业区里奖多少')).toEqual(['amount']);
    expect(questionTypes('余杭专精特新奖励多少，要交哪些材料')).toEqual(['amount', 'materials']);
    expect(questionTypes('加计扣除比例是多少')).toEqual(['rate']);
    expect(questionTypes('高企认定要满足哪些硬条件')).toEqual(['conditions']);
    expect(questionTypes('科研设备进口免税政策执行到哪年')).toEqual(['deadline']);
    expect(questionTypes('领军团队申报流程是怎样的')).toEqual(['process']);
    // Naming a kind of support without asking anything else asks how much; a yes-or-no question does not.
    expect(questionTypes('杭州工业设计中心认定奖励')).toEqual(['amount']);
    expect(questionTypes('国家对专利申请还有资助吗')).toEqual([]);
  });

  it('knows which clauses give an amount or a period, and which only mention one', () => {
    const given = clauseKinds('第二条　支持内容。对首次认定的专精特新中小企业给予一次性奖励，最高 60 万元。');
    expect(hasKind(given, 'amount')).toBe(true);
    // A threshold is a condition, not money given.
    expect(hasKind(clauseKinds('申报条件：投资规模。项目数字化软硬件投入不低于 200 万元'), 'amount')).toBe(false);
    expect(hasKind(clauseKinds('第五条　动态管理。优质中小企业实行动态管理，有效期三年，期满须复核。'), 'duration')).toBe(true);
    // 在有效期内 and 近三年 are not periods answering "how long".
    expect(hasKind(clauseKinds('申报条件：有效期内的省级专精特新中小企业'), 'duration')).toBe(false);
    expect(hasKind(clauseKinds('近三年未发生重大安全生产、质量和环境污染事故'), 'duration')).toBe(false);
    expect(hasKind(clauseKinds('第三条　减免标准。免除 6 个月租金，单户减免金额最高 30 万元。'), 'duration')).toBe(true);
  });
});
