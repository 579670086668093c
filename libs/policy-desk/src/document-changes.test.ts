import { describe, expect, it } from 'vitest';
import { documentChanges } from './document-changes';
import { emptyDeclaration, emptyPolicyDocument } from './empty-document';
import type { PolicyDocument, PolicyFundingItem, PolicyRuleCondition } from './types';

const BASE: PolicyDocument = {
  ...emptyPolicyDocument(),
  title: '研发补助办法',
  regionCode: '330100',
  articles: [
    { id: 'a1', kind: 'article', text: '甲。' },
    { id: 'a2', kind: 'article', text: '乙。' },
  ],
};

describe('documentChanges', () => {
  it('is empty when nothing changed', () => {
    expect(documentChanges(BASE, structuredClone(BASE))).toEqual([]);
  });

  it('records an inserted article once, not every article after it renumbered', () => {
    const after = { ...BASE, articles: [BASE.articles[0], { id: 'new', kind: 'article' as const, text: '新增的条款。' }, BASE.articles[1]].filter((item) => item !== undefined) };
    expect(documentChanges(BASE, after)).toEqual([{ field: 'articles.new', label: '第二条（新增）', before: null, after: '新增的条款。' }]);
  });

  it('records fields with their Chinese names, regions by name, and removed articles', () => {
    const after = { ...BASE, title: '研发补助办法（修订）', regionCode: '330200', articles: BASE.articles.slice(0, 1) };
    const names = { region: (code: string) => ({ '330100': '杭州市', '330200': '宁波市' })[code] ?? code };
    expect(documentChanges(BASE, after, names)).toEqual([
      { field: 'title', label: '政策标题', before: '研发补助办法', after: '研发补助办法（修订）' },
      { field: 'regionCode', label: '发文地区', before: '杭州市', after: '宁波市' },
      { field: 'articles.a2', label: '第二条（删除）', before: '乙。', after: null },
    ]);
  });

  it('records a declaration added, and then its window and materials changing', () => {
    const declared = { ...BASE, declaration: { ...emptyDeclaration('notice', '科技局'), title: '申报通知' } };
    expect(documentChanges(BASE, declared)).toEqual([{ field: 'declaration', label: '随政策发布的申报', before: null, after: '申报通知：申报通知' }]);
    const declaration = declared.declaration;
    const moved = {
      ...declared,
      declaration: { ...declaration, endTime: '2026-12-31T09:30:00.000Z', materials: [...declaration.materials, { id: 'm9', name: '审计报告', required: false, description: '上年度' }] },
    };
    expect(documentChanges(declared, moved)).toEqual([
      { field: 'declaration.endTime', label: '申报截止时间', before: null, after: '2026-12-31 17:30' },
      { field: 'declaration.materials.m9', label: '申报材料「审计报告」（新增）', before: null, after: '如有：上年度' },
    ]);
  });

  it('cuts long texts in the record', () => {
    const after = { ...BASE, articles: [{ id: 'a1', kind: 'article' as const, text: '长'.repeat(400) }, ...BASE.articles.slice(1)] };
    const [change] = documentChanges(BASE, after);
    expect(change?.after).toHaveLength(301);
  });
});

describe('documentChanges of a region', () => {
  it('names 全国 for a national document and nothing for a region not chosen yet', () => {
    const unchosen = { ...BASE, regionCode: null };
    expect(documentChanges(unchosen, BASE, { region: () => '杭州市' })).toEqual([{ field: 'regionCode', label: '发文地区', before: null, after: '杭州市' }]);
    expect(documentChanges(BASE, { ...BASE, level: 'national', regionCode: null }, { region: () => '杭州市' })).toEqual([
      { field: 'level', label: '发文层级', before: '市级', after: '国家级' },
      { field: 'regionCode', label: '发文地区', before: '杭州市', after: '全国' },
    ]);
  });
});

describe('documentChanges of empty items', () => {
  it('records an article added before anything is written in it', () => {
    const after = { ...BASE, articles: [...BASE.articles, { id: 'blank', kind: 'article' as const, text: ' ' }] };
    expect(documentChanges(BASE, after)).toEqual([{ field: 'articles.blank', label: '第三条（新增）', before: null, after: '（空）' }]);
  });
});

describe('documentChanges of the rules', () => {
  const rd = { id: 'c1', title: '研发费用', kind: 'hard' as const, articleId: 'a2', item: '一', decidedBy: 'ledger' as const, metric: 'rdExpenseY1', op: '>=' as const, value: 100, evidence: '审计报告', reason: null };
  const patents = { ...rd, id: 'c2', title: '发明专利', item: '二', metric: 'inventionPatentsGrantedY1', value: 1, evidence: '专利证书' };
  const award = { id: 'f1', title: '专利资助', articleId: 'a2', item: null, amount: { kind: 'perUnit' as const, counts: 'inventionGrants', window: 'lastYear', unitAmount: 3 }, cap: null };
  const RULED: PolicyDocument = { ...BASE, rules: { conditions: [rd, patents], funding: { itemTitle: '发明专利资助', items: [award], exclusive: [], cap: { amount: 30, articleId: 'a2', item: null } } } };
  const funding = RULED.rules?.funding;
  if (!funding) throw new Error('no funding');
  const withRules = (conditions: PolicyRuleCondition[], items: PolicyFundingItem[], cap = funding.cap): PolicyDocument => ({
    ...RULED,
    rules: { conditions, funding: { ...funding, items, cap } },
  });

  it('says in words that rules were written, condition by condition and item by item', () => {
    expect(documentChanges(BASE, RULED)).toEqual([
      { field: 'rules', label: '申报条件与资金规则', before: null, after: '2 项条件，1 个资金项' },
      { field: 'rules.conditions.c1', label: '条件「研发费用」（新增）', before: null, after: '必要条件：研发费用（上年度）不低于 100 万元；依据第二条（一）；证明材料：审计报告' },
      { field: 'rules.conditions.c2', label: '条件「发明专利」（新增）', before: null, after: expect.stringMatching(/^必要条件：发明专利新获授权数量（上年度）不低于 1 件；依据第二条（二）/) },
      { field: 'rules.funding.itemTitle', label: '资助事项', before: null, after: '发明专利资助' },
      { field: 'rules.funding.items.f1', label: '资金项「专利资助」（新增）', before: null, after: '按上年度新获授权发明专利每件 3 万元；依据第二条' },
      { field: 'rules.funding.cap', label: '总额上限', before: null, after: '单个企业最高 30 万元；依据第二条' },
    ]);
  });

  it('records a threshold raised, an alternative added, a condition removed, an award changed and a 适用情形 added', () => {
    const after = withRules(
      [{ ...rd, value: 900, anyOf: [{ metric: 'ipClass1', op: '>=' as const, value: 1 }] }],
      [{ ...award, amount: { ...award.amount, unitAmount: 5 }, when: { title: '首次认定', checks: [{ metric: 'qualHighTechFirst', op: 'truthy' as const, value: null }] } }],
      null,
    );
    expect(documentChanges(RULED, after)).toEqual([
      {
        field: 'rules.conditions.c1',
        label: '条件「研发费用」',
        before: '必要条件：研发费用（上年度）不低于 100 万元；依据第二条（一）；证明材料：审计报告',
        after: '必要条件：研发费用（上年度）不低于 900 万元，或Ⅰ类知识产权数量不低于 1 件；依据第二条（一）；证明材料：审计报告',
      },
      { field: 'rules.conditions.c2', label: '条件「发明专利」（删除）', before: expect.stringContaining('发明专利新获授权数量'), after: null },
      {
        field: 'rules.funding.items.f1',
        label: '资金项「专利资助」',
        before: '按上年度新获授权发明专利每件 3 万元；依据第二条',
        after: '按上年度新获授权发明专利每件 5 万元；仅在「首次认定」时适用：最近一次高新技术企业认定为首次认定为“是”；依据第二条',
      },
      { field: 'rules.funding.cap', label: '总额上限', before: '单个企业最高 30 万元；依据第二条', after: null },
    ]);
  });

  it('records nothing for rules saved as they were', () => {
    expect(documentChanges(RULED, structuredClone(RULED))).toEqual([]);
  });
});
